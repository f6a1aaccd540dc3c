import { z } from 'zod';
import { estimateSchema, type Estimate } from './estimate';
import type { AppNotification } from './notification';
import { withdrawalSchema, type Withdrawal } from './withdrawal';
import {
  jobDoneSchema,
  QUOTE_STATUSES,
  type JobDone,
  type QuoteStage,
  type QuoteStatus,
} from './quote';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED = 'Please enter a message or select an image';

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

export const senderTypeSchema = z.enum(['user', 'company']);
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
   * events carry it, so a client sees when it missed one (docs/decisions/012).
   */
  seq: z.number().int(),
  /**
   * Only on the sender's own held entries (docs/decisions/014, "Message safety"): 'pending_review'
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
  /** The customer: whom the business may report (docs/decisions/014). */
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
});
export type VendorQuote = z.infer<typeof vendorQuoteSchema>;

export const countSchema = z.object({ count: z.number().int() });

/** What the realtime socket sends. */
export const REALTIME_TYPES = [
  'connection_established',
  'new_message',
  'message_read',
  'unread_count_update',
  'new_estimate',
  'quote_hired',
  'quote_closed',
  'job_done',
  'new_lead',
  'lead_accepted',
  'notification',
  'notifications_read',
  'pong',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

/** The longest field a client may attach to a message it sends, echoed in its event (`clientId`). */
export const CLIENT_ID_MAX_LENGTH = 64;

/**
 * What the realtime socket sends. Every event of a change carries the change itself, as the
 * recipient may see it, so a client writes it into what it shows instead of asking again
 * (docs/decisions/012). Per type:
 *
 * - `new_message`, `new_estimate` (both participants): `message`, the entry exactly as the
 *   conversation's GET lists it (absent when it would not fit in a notification: refetch), its
 *   `seq` and `messageId`; `status`, the quote's status after it; `clientId` when the sender's
 *   request gave one. `new_estimate` adds the `estimate`. The recipient's unread counts grow by
 *   one: no `unread_count_update` follows.
 * - `message_read` (to the side whose messages were read) and `unread_count_update` (to the
 *   reader): `senderType`'s messages up to `seq` are read, `count` of them were unread.
 * - `quote_hired`: to each business its own `outcome` ('hired' or 'not_selected', never who won);
 *   to the customer the hired `companyId`, `hiredAt` and `stage`. Both with `status`.
 * - `quote_closed`: a request closed before a hire. Withdrawn by its customer: to each business
 *   (its `companyId`) and to the customer's own tabs (also `stage` 'closed'), with `status`
 *   'completed' and the `withdrawal`. Its customer deleted or suspended: to each business, `customerGone` true.
 * - `job_done` (the customer and the hired business): `jobDone` and `status`; the customer's
 *   also `stage`.
 * - `new_lead` (the owner of a business a matched request was offered to): `quoteId` and
 *   `companyId`; the business's leads are refetched (docs/decisions/016).
 * - `lead_accepted` (the customer of a matched request): `quoteId` and the `companyId` that
 *   accepted; its conversation is open.
 * - `notification` (its user): the new or updated `notification` and the user's `count` of unread
 *   notifications after it (docs/decisions/017).
 * - `notifications_read` (its user, every tab): `count`, the unread notifications left, and the
 *   `notification` read when one was (none: all were).
 */
export interface RealtimeEvent {
  type: RealtimeType;
  quoteId?: number;
  companyId?: number;
  /** On new_message and new_estimate: which entry arrived. */
  messageId?: number;
  message?: Message;
  /** The entry's place in its conversation (new_*), or the last entry read (message_read…). */
  seq?: number;
  clientId?: string;
  status?: QuoteStatus;
  stage?: QuoteStage;
  estimate?: Estimate;
  outcome?: Outcome;
  hiredAt?: string;
  withdrawal?: Withdrawal;
  customerGone?: boolean;
  jobDone?: JobDone;
  /** On message_read and unread_count_update: whose messages were read, and how many. */
  senderType?: SenderType;
  count?: number;
  notification?: AppNotification;
  userId?: number;
  timestamp: string;
}
