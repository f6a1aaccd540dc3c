import { z } from 'zod';
import { estimateSchema } from './estimate';
import { withdrawalSchema } from './withdrawal';
import { jobDoneSchema, QUOTE_STATUSES, type QuoteStatus } from './quote';
import { nextVisitSchema } from './visit';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED = 'Please enter a message or select an image';
/** How the conversation lists show an estimate, and an image sent alone, as the last message. */
export const ESTIMATE_PREVIEW = 'Sent an estimate';
export const IMAGE_PREVIEW = 'Sent an image';

export const NOT_SUBMITTED_YET = 'Messages can be sent once the quote is submitted.';
/** A withdrawn request (issue 31), as the customer and as its businesses read it. */
export const YOU_WITHDREW = 'You withdrew this request: the conversation is closed.';
export const CLOSED_BY_CUSTOMER = 'This request was closed by the customer.';
/** The customer's account was deleted or suspended: nobody can write in the request any more. */
export const REQUEST_UNAVAILABLE = 'This request is no longer available.';
/** The business left the site (hidden, or its owner suspended or deleted), as its customer reads it. */
export const BUSINESS_GONE_CLOSED =
  'This business is no longer on QuoteLocal: the conversation is closed.';

/** Who of a conversation's two sides has left QuoteLocal (deleted, suspended, or hidden). */
export interface Departures {
  customerGone?: boolean;
  businessGone?: boolean;
}
export const NOT_SELECTED_CLOSED =
  'The customer chose another business: this conversation is closed.';
export const HIRED_ANOTHER_CLOSED = 'You hired another business: this conversation is closed.';

/** Who wrote a conversation entry: the customer ('user') or the business ('company'). */
export const SENDER_TYPES = ['user', 'company'] as const;
export const senderTypeSchema = z.enum(SENDER_TYPES);
export type SenderType = z.infer<typeof senderTypeSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  companyId: z.number().int(),
  senderId: z.number().int(),
  senderType: senderTypeSchema,
  message: z.string(),
  /** The same text, under the other name the spec's screens read. */
  text: z.string(),
  image: z.string().nullable(),
  imageObjectId: z.number().int().nullable(),
  /** Set when the entry is an estimate revision (shown as a card; `message` is empty). */
  estimate: estimateSchema.nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /**
   * The entry's place in its conversation: 1, 2, 3… in the order entries were committed. Realtime
   * events carry it, so a client sees when it missed one (docs/decisions/086).
   */
  seq: z.number().int(),
  /**
   * Only on the sender's own held entries (docs/decisions/028): 'pending_review'
   * while an admin has not decided, 'not_delivered' after a rejection. Such an entry is not in the
   * conversation yet: its `id` is the held entry's, `seq` is 0 and the other side never sees it.
   */
  held: z.enum(['pending_review', 'not_delivered']).optional(),
});
export type Message = z.infer<typeof messageSchema>;
export type HeldState = NonNullable<Message['held']>;

/** How the sender's screens label a held entry. */
export const HELD_LABELS: Record<HeldState, string> = {
  pending_review: 'Pending review',
  not_delivered: 'Not delivered',
};

/** How a hire ended for one conversation's business (none until the customer hires). */
export const OUTCOMES = ['hired', 'not_selected'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcomeOf(hiredCompanyId: number | null, companyId: number): Outcome | null {
  if (hiredCompanyId === null) return null;
  return hiredCompanyId === companyId ? 'hired' : 'not_selected';
}

/**
 * Why nobody can write in a conversation, or null while it is open: from submission until another
 * business is hired or the customer withdraws the request (a quote completed without a hire); the
 * hired business's stays open. Every conversation of a customer whose account was deleted or
 * suspended is closed, and the conversation with a business no longer on the site (its customer
 * keeps reading it). The server enforces it; screens use it to show the conversation read-only
 * with the same words.
 */
export function closedReason(
  status: QuoteStatus,
  outcome: Outcome | null,
  side: SenderType,
  { customerGone = false, businessGone = false }: Departures = {},
): string | null {
  if (status === 'draft') return NOT_SUBMITTED_YET;
  if (customerGone) return REQUEST_UNAVAILABLE;
  if (businessGone) return side === 'user' ? BUSINESS_GONE_CLOSED : REQUEST_UNAVAILABLE;
  if (outcome === 'hired') return null;
  if (outcome === 'not_selected')
    return side === 'user' ? HIRED_ANOTHER_CLOSED : NOT_SELECTED_CLOSED;
  if (status !== 'completed') return null;
  return side === 'user' ? YOU_WITHDREW : CLOSED_BY_CUSTOMER;
}

const lastMessageSchema = z
  .object({ message: z.string(), senderType: senderTypeSchema, createdAt: z.string() })
  .nullable();

export const conversationSchema = z.object({
  companyId: z.number().int(),
  company: z.object({
    name: z.string(),
    logo: z.string().nullable(),
    logoObjectId: z.number().int().nullable(),
  }),
  lastMessage: lastMessageSchema,
  unreadCount: z.number().int(),
  /** The business is no longer on QuoteLocal: its conversation stays readable, and closed. */
  businessGone: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const vendorQuoteSchema = z.object({
  quoteId: z.number().int(),
  companyId: z.number().int(),
  quoteName: z.string(),
  description: z.string(),
  status: z.enum(QUOTE_STATUSES),
  /** The customer: whom the business may report (docs/decisions/023). */
  userId: z.number().int(),
  userFirstName: z.string(),
  userLastName: z.string(),
  companyName: z.string(),
  unreadCount: z.number().int(),
  lastMessageAt: z.string().nullable(),
  createdAt: z.string(),
  lastMessage: lastMessageSchema,
  /** The business's current estimate for this request, if it sent one. */
  estimate: estimateSchema.nullable(),
  /** Once the customer hired: this business ('hired') or another one ('not_selected'). */
  outcome: z.enum(OUTCOMES).nullable(),
  /** For the hired business: who marked the job done and whether it is confirmed. */
  jobDone: jobDoneSchema,
  /** The customer withdrew the request: why, and their note. */
  withdrawal: withdrawalSchema.nullable(),
  /** The customer's account was deleted or suspended: the request is no longer available. */
  customerGone: z.boolean(),
  /** The next visit with this business (issue 34); optional, so older answers still parse. */
  nextVisit: nextVisitSchema.nullable().optional(),
});
export type VendorQuote = z.infer<typeof vendorQuoteSchema>;

export const countSchema = z.object({ count: z.number().int() });

/** The longest field a client may attach to a message it sends, echoed in its event (`clientId`). */
export const CLIENT_ID_MAX_LENGTH = 64;
/** What the realtime socket sends: its schemas are in realtime.ts (also named here, for the tests). */
export type { RealtimeEvent } from './realtime';
