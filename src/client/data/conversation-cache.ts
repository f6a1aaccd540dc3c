import { notifyManager, type QueryClient } from '@tanstack/react-query';
import type { ComparisonEntry, Estimate } from '@/contract/estimate';
import {
  ESTIMATE_PREVIEW,
  IMAGE_PREVIEW,
  type Conversation,
  type Message,
  type SenderType,
  type VendorQuote,
} from '@/contract/message';
import type { Quote, QuoteStatus } from '@/contract/quote';
import type { RealtimeEventOf } from '@/contract/realtime';
import { patch, patchAll, type RealtimeDomain } from './cache-writing';
import { comparisonKeys } from './estimates';
import { conversationKeys, messageKeys } from './message-keys';
import { patchQuoteLists, withInboxEntry } from './quote-cache';
import { quoteKeys } from './quotes';
import { unreadKeys, unreadPaths } from './unread';
import { vendorQuoteKeys } from './vendor';

/**
 * Conversations in the query cache: new entries (realtime events and the sender's own answers)
 * and reads, so that a change shows without asking the server again (docs/decisions/012). The
 * functions on plain data are pure; `conversationRealtime`'s writers and `applyOwnEntry` write
 * them into a QueryClient.
 */

/** A conversation entry as cached: the server's, with the sender's `clientId` when it had one. */
export type ThreadEntry = Message & { clientId?: string };

export type Placement =
  /** The next entry: added at the end. */
  | 'appended'
  /** Already there (the sender's answer and its event): updated in place. */
  | 'replaced'
  /** Older than what the thread holds and not in it: nothing to do. */
  | 'known'
  /** One or more entries between the thread's newest and this one are missing: refetch. */
  | 'gap';

/** The newest `seq` of a cached thread; 0 without entries. */
export const lastSeqOf = (thread: readonly Message[]): number =>
  thread.reduce((last, entry) => Math.max(last, entry.seq), 0);

/**
 * Where an entry goes in a cached thread (oldest first, as the conversation's GET lists it): at
 * the end when its `seq` follows the newest one, in place when it is already there; anything
 * further ahead means an event was missed. The thread is never changed in place.
 */
export function placeEntry(
  thread: readonly ThreadEntry[],
  entry: ThreadEntry,
): { placement: Placement; thread: ThreadEntry[] } {
  const last = lastSeqOf(thread);
  if (entry.seq === last + 1) {
    // The sender's held entries stay last, as the server lists them.
    const delivered = thread.filter((m) => !m.held);
    const held = thread.filter((m) => m.held);
    return { placement: 'appended', thread: [...delivered, entry, ...held] };
  }
  if (entry.seq > last) return { placement: 'gap', thread: [...thread] };
  const at = thread.findIndex((m) => !m.held && m.id === entry.id);
  if (at === -1) return { placement: 'known', thread: [...thread] };
  const known = thread[at]!;
  const merged: ThreadEntry = {
    ...entry,
    // Read never becomes unread again: the sender's answer may come after the read event.
    isRead: known.isRead || entry.isRead,
    ...((entry.clientId ?? known.clientId) ? { clientId: entry.clientId ?? known.clientId } : {}),
  };
  return { placement: 'replaced', thread: thread.map((m, i) => (i === at ? merged : m)) };
}

/** One side's entries up to `seq` marked read (a read event). */
export function markReadUpTo(
  thread: readonly ThreadEntry[],
  senderType: SenderType,
  seq: number,
): ThreadEntry[] {
  return thread.map((m) =>
    m.senderType === senderType && m.seq <= seq && !m.isRead ? { ...m, isRead: true } : m,
  );
}

/** How the lists show an entry (as the server's `lastMessage`). */
export function previewOf(entry: Message): string {
  if (entry.estimate) return ESTIMATE_PREVIEW;
  if (entry.message === '' && entry.imageObjectId !== null) return IMAGE_PREVIEW;
  return entry.message;
}

const time = (iso: string | null | undefined) => (iso ? Date.parse(iso) : -Infinity);
const isNewer = (entry: Message, current: string | null | undefined) =>
  time(entry.createdAt) >= time(current);
const atLeastZero = (n: number) => Math.max(0, n);

/**
 * The customer's conversations of a quote with an entry added to one of them: its last message
 * and unread count, most recently active first (as the server orders them). Undefined when the
 * conversation is not listed: refetch.
 */
export function withEntryInConversations(
  list: readonly Conversation[],
  entry: Message,
  unreadChange: number,
): Conversation[] | undefined {
  if (!list.some((c) => c.companyId === entry.companyId)) return undefined;
  const next = list.map((c) => {
    if (c.companyId !== entry.companyId) return c;
    const lastMessage = isNewer(entry, c.lastMessage?.createdAt)
      ? { message: previewOf(entry), senderType: entry.senderType, createdAt: entry.createdAt }
      : c.lastMessage;
    return { ...c, lastMessage, unreadCount: atLeastZero(c.unreadCount + unreadChange) };
  });
  // Stable: conversations without messages keep their order after the others.
  return next.sort((a, b) => time(b.lastMessage?.createdAt) - time(a.lastMessage?.createdAt));
}

/** What one entry changes in the business's inbox entry besides its last message. */
export interface InboxChange {
  unread: number;
  status?: QuoteStatus | undefined;
  estimate?: Estimate | undefined;
}

/** The vendor inbox's order: latest activity first, then the newest quote (as the server's). */
function inboxOrder(a: VendorQuote, b: VendorQuote): number {
  return (
    time(b.lastMessageAt ?? b.createdAt) - time(a.lastMessageAt ?? a.createdAt) ||
    b.quoteId - a.quoteId
  );
}

/**
 * The business's inbox with an entry added to one of its requests. Undefined when the request is
 * not listed (a new one, or past the inbox's length): refetch.
 */
export function withEntryInInbox(
  inbox: readonly VendorQuote[],
  entry: Message,
  change: InboxChange,
): VendorQuote[] | undefined {
  const matches = (r: VendorQuote) =>
    r.quoteId === entry.quoteId && r.companyId === entry.companyId;
  if (!inbox.some(matches)) return undefined;
  return inbox
    .map((r) => {
      if (!matches(r)) return r;
      const newer = isNewer(entry, r.lastMessageAt);
      return {
        ...r,
        ...(newer
          ? {
              lastMessageAt: entry.createdAt,
              lastMessage: {
                message: previewOf(entry),
                senderType: entry.senderType,
                createdAt: entry.createdAt,
              },
            }
          : {}),
        unreadCount: atLeastZero(r.unreadCount + change.unread),
        status: change.status ?? r.status,
        estimate: change.estimate ?? r.estimate,
      };
    })
    .sort(inboxOrder);
}

// --- Writing into the cache ---

/** Adds `change` to an unread count, if it is cached. */
function addToCount(client: QueryClient, path: string, change: number) {
  patch<number>(client, unreadKeys.count(path), (count) => atLeastZero(count + change));
}

/**
 * The unread counts of the user who received (`change` > 0) or read (< 0) entries of one
 * conversation; `fromCompany` says whose entries, so which side of the conversation the user is.
 * The lists' own counts are written with the rest of what changes in them.
 */
function changeCounts(
  client: QueryClient,
  conversation: { quoteId: number; companyId: number },
  fromCompany: boolean,
  change: number,
) {
  const { quoteId, companyId } = conversation;
  for (const path of unreadPaths.totals) addToCount(client, path, change);
  addToCount(client, unreadPaths.conversation(quoteId, companyId), change);
  if (fromCompany) {
    // The user is the customer: the badge of their quotes and the quote's own count.
    addToCount(client, unreadPaths.asCustomer, change);
    addToCount(client, unreadPaths.quote(quoteId), change);
  } else {
    addToCount(client, unreadPaths.asVendor, change);
  }
}

/** What a new entry's event (or the sender's answer) says besides the entry. */
export interface NewEntry {
  entry: ThreadEntry;
  status?: QuoteStatus | undefined;
  stage?: Quote['stage'] | undefined;
  estimate?: Estimate | undefined;
}

/**
 * A new entry of a conversation, for whichever of its views this tab has cached: the thread, the
 * customer's conversations, the vendor inbox, the comparison, the quote and My Quotes, and the
 * unread counts of the user `me` when the entry is the other side's. Writing the same entry twice
 * (the sender's answer and its event) changes nothing the second time.
 */
export function applyNewEntry(client: QueryClient, me: number | undefined, change: NewEntry) {
  const { entry, status, stage, estimate } = change;
  const { quoteId, companyId } = entry;
  patch<ThreadEntry[]>(client, messageKeys.list(quoteId, companyId), (thread) => {
    // One of my messages arriving without a name from any tab while one waits for review: an
    // admin approved it, and the pending entry it replaces is known to the server only.
    if (approvedHeld(thread, entry, me)) return undefined;
    const placed = placeEntry(thread, entry);
    return placed.placement === 'gap' ? undefined : placed.thread;
  });
  const fromCompany = entry.senderType === 'company';
  // One more unread for the recipient: the customer when a business wrote, else the business.
  const unread = entry.senderId !== me && !entry.isRead ? 1 : 0;
  const customerUnread = fromCompany ? unread : 0;

  patch<Conversation[]>(client, conversationKeys.list(quoteId), (list) =>
    withEntryInConversations(list, entry, customerUnread),
  );
  patch<VendorQuote[]>(client, vendorQuoteKeys.all, (inbox) =>
    withEntryInInbox(inbox, entry, { unread: fromCompany ? 0 : unread, status, estimate }),
  );
  if (unread) changeCounts(client, { quoteId, companyId }, fromCompany, unread);
  if (fromCompany) {
    patchAll<ComparisonEntry[]>(client, comparisonKeys.quote(quoteId), (entries) =>
      entries.map((e) =>
        e.companyId !== companyId
          ? e
          : {
              ...e,
              lastMessageAt: isNewer(entry, e.lastMessageAt) ? entry.createdAt : e.lastMessageAt,
              ...(estimate
                ? { estimate, revisions: Math.max(e.revisions, estimate.revision) }
                : {}),
            },
      ),
    );
  }
  if (status) {
    patch<Quote>(client, quoteKeys.detail(quoteId), (quote) => ({
      ...quote,
      status,
      stage: stage ?? quote.stage,
    }));
  }
  if (stage) {
    // A new stage moves the quote between My Quotes' stage filters and changes their counts.
    void client.invalidateQueries({ queryKey: quoteKeys.lists });
  } else if (status || customerUnread) {
    patchQuoteLists(client, quoteId, (q) => ({
      ...q,
      status: status ?? q.status,
      unreadCount: q.unreadCount + customerUnread,
    }));
  }
}

/**
 * The sender's own entry, as its POST answered: written like its event (which may come first, or
 * after; the second changes nothing). The quote's new status, if any, comes with the event.
 */
export function applyOwnEntry(client: QueryClient, entry: ThreadEntry) {
  if (entry.held) {
    // Held for review: only the sender's thread shows it (last); nothing else changed.
    patch<ThreadEntry[]>(client, messageKeys.list(entry.quoteId, entry.companyId), (thread) =>
      withHeldEntry(thread, entry),
    );
    return;
  }
  notifyManager.batch(() => applyNewEntry(client, entry.senderId, { entry }));
}

/** The thread with the sender's held entry at its end (or updated in place). */
export function withHeldEntry(thread: readonly ThreadEntry[], entry: ThreadEntry): ThreadEntry[] {
  const known = thread.some((m) => m.held && m.id === entry.id);
  return known ? thread.map((m) => (m.held && m.id === entry.id ? entry : m)) : [...thread, entry];
}

/** Whether `entry` is my held message delivered by an admin (see applyNewEntry). */
function approvedHeld(thread: readonly ThreadEntry[], entry: ThreadEntry, me: number | undefined) {
  return (
    entry.senderId === me &&
    entry.clientId === undefined &&
    thread.some((m) => m.held === 'pending_review')
  );
}

/** Everything an entry could have changed, asked again: for an event that came without its data. */
function refetchConversation(client: QueryClient, quoteId: number, companyId: number) {
  for (const queryKey of [
    messageKeys.list(quoteId, companyId),
    conversationKeys.list(quoteId),
    vendorQuoteKeys.all,
    unreadKeys.all,
    quoteKeys.detail(quoteId),
    quoteKeys.lists,
    comparisonKeys.quote(quoteId),
  ]) {
    void client.invalidateQueries({ queryKey, exact: queryKey === vendorQuoteKeys.all });
  }
}

/** A new entry's event: written into the cache, or refetched when it came without its data. */
function writeNewEntry(
  client: QueryClient,
  event: RealtimeEventOf<'new_message' | 'new_estimate'>,
  me: number | undefined,
): void {
  const { quoteId, companyId, message, status } = event;
  if (!message) return refetchConversation(client, quoteId, companyId);
  const clientId = event.type === 'new_message' ? event.clientId : undefined;
  const entry: ThreadEntry = clientId ? { ...message, clientId } : message;
  const estimate = event.type === 'new_estimate' ? event.estimate : undefined;
  applyNewEntry(client, me, { entry, status, estimate });
}

/**
 * A read: the thread's entries marked read, and, to the reader (`unread_count_update`), their
 * counts lowered by what they read.
 */
function writeRead(
  client: QueryClient,
  event: RealtimeEventOf<'message_read' | 'unread_count_update'>,
): void {
  const { quoteId, companyId, senderType, seq, count } = event;
  patch<ThreadEntry[]>(client, messageKeys.list(quoteId, companyId), (thread) =>
    markReadUpTo(thread, senderType, seq),
  );
  if (event.type === 'unread_count_update')
    applyRead(client, quoteId, companyId, senderType, count);
}

/** The reader's counts after reading `count` entries of `senderType` in a conversation. */
function applyRead(
  client: QueryClient,
  quoteId: number,
  companyId: number,
  senderType: SenderType,
  count: number,
) {
  const fromCompany = senderType === 'company';
  changeCounts(client, { quoteId, companyId }, fromCompany, -count);
  if (fromCompany) {
    patch<Conversation[]>(client, conversationKeys.list(quoteId), (list) =>
      list.map((c) =>
        c.companyId === companyId ? { ...c, unreadCount: atLeastZero(c.unreadCount - count) } : c,
      ),
    );
    patchQuoteLists(client, quoteId, (q) => ({
      ...q,
      unreadCount: atLeastZero(q.unreadCount - count),
    }));
  } else {
    patch<VendorQuote[]>(client, vendorQuoteKeys.all, (inbox) =>
      withInboxEntry(inbox, quoteId, companyId, (r) => ({
        ...r,
        unreadCount: atLeastZero(r.unreadCount - count),
      })),
    );
  }
}

/** The conversations' part in realtime (registered in realtime-cache.ts). */
export const conversationRealtime = {
  name: 'conversations',
  writers: {
    new_message: writeNewEntry,
    new_estimate: writeNewEntry,
    message_read: writeRead,
    unread_count_update: writeRead,
  },
  afterReconnect: [messageKeys.all, conversationKeys.all, unreadKeys.all, comparisonKeys.all],
} satisfies RealtimeDomain;
