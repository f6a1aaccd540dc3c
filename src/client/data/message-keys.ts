/**
 * The query keys of conversations, apart from their hooks (messages.ts): the realtime cache
 * writer (conversation-cache.ts) and estimates.ts name them without importing the hooks that
 * import the writer.
 */
const messageRoot = ['messages'] as const;

export const messageKeys = {
  all: messageRoot,
  /** Every thread of one quote. */
  quote: (quoteId: number) => [...messageRoot, quoteId] as const,
  list: (quoteId: number, companyId: number) => [...messageRoot, quoteId, companyId] as const,
};

const conversationRoot = ['conversations'] as const;

export const conversationKeys = {
  all: conversationRoot,
  /** A quote's conversations, one per business (the customer's side). */
  list: (quoteId: number) => [...conversationRoot, quoteId] as const,
};

/** The sends of one conversation (mutations): their pending ones show in the thread as "Sending…". */
export const sendMessageKey = (quoteId: number, companyId: number) =>
  ['send-message', quoteId, companyId] as const;
