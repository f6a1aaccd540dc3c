import { z } from 'zod';
import { estimateSchema } from './estimate';
import { jobDoneSchema, QUOTE_STATUSES, type QuoteStatus } from './quote';

export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_REQUIRED = 'Please enter a message or select an image';

export const NOT_SUBMITTED_YET = 'Messages can be sent once the quote is submitted.';
export const QUOTE_CLOSED = 'This quote is completed: the conversation is closed.';
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
});
export type Message = z.infer<typeof messageSchema>;

/** How a hire ended for one conversation's business (none until the customer hires). */
export const OUTCOMES = ['hired', 'not_selected'] as const;
export type Outcome = (typeof OUTCOMES)[number];

export function outcomeOf(hiredCompanyId: number | null, companyId: number): Outcome | null {
  if (hiredCompanyId === null) return null;
  return hiredCompanyId === companyId ? 'hired' : 'not_selected';
}

/**
 * Why nobody can write in a conversation, or null while it is open: from submission until another
 * business is hired or the quote is closed without a hire; the hired business's stays open. The
 * server enforces it; screens use it to show the conversation read-only with the same words.
 */
export function closedReason(
  status: QuoteStatus,
  outcome: Outcome | null,
  side: SenderType,
): string | null {
  if (status === 'draft') return NOT_SUBMITTED_YET;
  if (outcome === 'hired') return null;
  if (outcome === 'not_selected')
    return side === 'user' ? HIRED_ANOTHER_CLOSED : NOT_SELECTED_CLOSED;
  return status === 'completed' ? QUOTE_CLOSED : null;
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
});
export type Conversation = z.infer<typeof conversationSchema>;

export const vendorQuoteSchema = z.object({
  quoteId: z.number().int(),
  companyId: z.number().int(),
  quoteName: z.string(),
  description: z.string(),
  status: z.enum(QUOTE_STATUSES),
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
  'job_done',
  'pong',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];
export interface RealtimeEvent {
  type: RealtimeType;
  quoteId?: number;
  companyId?: number;
  /** On new_message: which message arrived. */
  messageId?: number;
  message?: Message;
  userId?: number;
  timestamp: string;
}
