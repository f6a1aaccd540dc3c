import { z } from 'zod';
import { QUOTE_STATUSES } from './quote';

export const MESSAGE_MAX_LENGTH = 5000;
export const CUSTOMER_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VENDOR_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
export const MESSAGE_REQUIRED = 'Please enter a message or select an image';
export const NOT_AN_IMAGE = 'Please select an image file.';
export const CUSTOMER_IMAGE_TOO_LARGE = 'Please select an image smaller than 5MB.';
export const VENDOR_IMAGE_TOO_LARGE = 'Please select an image under 10MB';

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
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

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
});
export type VendorQuote = z.infer<typeof vendorQuoteSchema>;

export const countSchema = z.object({ count: z.number().int() });

/** What the realtime socket sends. */
export const REALTIME_TYPES = [
  'connection_established',
  'new_message',
  'message_read',
  'unread_count_update',
  'pong',
] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];
export interface RealtimeEvent {
  type: RealtimeType;
  quoteId?: number;
  companyId?: number;
  message?: Message;
  userId?: number;
  timestamp: string;
}
