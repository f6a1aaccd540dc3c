import { z } from 'zod';
import { estimateSchema } from './estimate';
import { INVOICE_STATUSES } from './invoice';
import { messageSchema, OUTCOMES, senderTypeSchema } from './message';
import { notificationSchema } from './notification';
import { jobDoneSchema, QUOTE_STAGES, QUOTE_STATUSES } from './quote';
import { visitSchema } from './visit';
import { withdrawalSchema } from './withdrawal';

/**
 * What the realtime socket at /ws sends: one schema per event type, each with exactly its fields,
 * in one discriminated union. The server can publish only these (`publishRealtime` takes a
 * `PublishedRealtimeEvent`), and the client parses every event with `realtimeEventSchema`. Every
 * event of a change carries the change itself, as the recipient may see it, so a client writes it
 * into what it shows instead of asking again (docs/decisions/012). A new event: its schema here,
 * in the union, and its cache writer in its client domain (src/client/data/realtime-cache.ts).
 */

const id = z.number().int();
const status = z.enum(QUOTE_STATUSES);
const stage = z.enum(QUOTE_STAGES);
/** Stamped by the node that forwards the event to its sockets. */
const timestamp = z.string();

/** Sent once the server counts the socket in: every change committed from then on comes. */
export const connectionEstablishedEventSchema = z.object({
  type: z.literal('connection_established'),
  userId: id,
  timestamp,
});

/** The answer to a `ping` the client sends. */
export const pongEventSchema = z.object({ type: z.literal('pong'), timestamp });

/** The fields of `new_message` and `new_estimate`: a new entry of a conversation. */
const newEntry = {
  quoteId: id,
  companyId: id,
  /** Which entry arrived. */
  messageId: id,
  /** The entry's place in its conversation: a client sees when it missed one. */
  seq: id,
  /**
   * The entry exactly as the conversation's GET lists it; absent when the event would not fit in
   * a notification (the client refetches).
   */
  message: messageSchema.optional(),
  /** The quote's status after it (a business's first reply moves it to in progress). */
  status,
  timestamp,
};

/**
 * A message, to both participants. The recipient's unread counts grow by one: no
 * `unread_count_update` follows. `clientId` when the sender's request gave one.
 */
export const newMessageEventSchema = z.object({
  type: z.literal('new_message'),
  ...newEntry,
  clientId: z.string().optional(),
});

/** An estimate (its entry and the `estimate`, absent like `message` when too long), to both. */
export const newEstimateEventSchema = z.object({
  type: z.literal('new_estimate'),
  ...newEntry,
  estimate: estimateSchema.optional(),
});

/** The fields of a read: `senderType`'s entries up to `seq` are read, `count` were unread. */
const read = {
  quoteId: id,
  companyId: id,
  senderType: senderTypeSchema,
  seq: id,
  count: id,
  timestamp,
};

/** To the side whose messages were read. */
export const messageReadEventSchema = z.object({ type: z.literal('message_read'), ...read });

/** To the reader (every tab): their counts fall by `count`. */
export const unreadCountUpdateEventSchema = z.object({
  type: z.literal('unread_count_update'),
  ...read,
});

/**
 * A hire: to each business its own `outcome` ('hired' or 'not_selected', never who won); to the
 * customer the hired `companyId`, `hiredAt` and `stage`. Both with `status`.
 */
export const quoteHiredEventSchema = z.object({
  type: z.literal('quote_hired'),
  quoteId: id,
  companyId: id,
  status,
  /** To a business. */
  outcome: z.enum(OUTCOMES).optional(),
  /** To the customer. */
  hiredAt: z.string().optional(),
  /** To the customer. */
  stage: stage.optional(),
  timestamp,
});

/**
 * A request closed before a hire. Withdrawn by its customer: to each business (its `companyId`)
 * and to the customer's own tabs (also `stage` 'closed'), with `status` 'completed' and the
 * `withdrawal`. Its customer deleted or suspended: to each business, `customerGone` true.
 */
export const quoteClosedEventSchema = z.object({
  type: z.literal('quote_closed'),
  quoteId: id,
  /** To a business: its conversation. */
  companyId: id.optional(),
  status: status.optional(),
  /** To the customer. */
  stage: stage.optional(),
  withdrawal: withdrawalSchema.optional(),
  customerGone: z.literal(true).optional(),
  timestamp,
});

/** The job marked done or confirmed (the customer and the hired business); the customer's `stage`. */
export const jobDoneEventSchema = z.object({
  type: z.literal('job_done'),
  quoteId: id,
  /** The hired business. */
  companyId: id.optional(),
  status,
  jobDone: jobDoneSchema,
  /** To the customer: says whether they reviewed. */
  stage: stage.optional(),
  timestamp,
});

/**
 * A matched request offered to a business (to its owner): its leads are refetched
 * (docs/decisions/042).
 */
export const newLeadEventSchema = z.object({
  type: z.literal('new_lead'),
  quoteId: id,
  companyId: id,
  timestamp,
});

/** To the customer of a matched request: `companyId` accepted it, its conversation is open. */
export const leadAcceptedEventSchema = z.object({
  type: z.literal('lead_accepted'),
  quoteId: id,
  companyId: id,
  timestamp,
});

/**
 * To its user: the new or updated `notification` and their `count` of unread notifications
 * after it (docs/decisions/052).
 */
export const notificationEventSchema = z.object({
  type: z.literal('notification'),
  notification: notificationSchema,
  count: id,
  timestamp,
});

/** To its user (every tab): `count` unread left; the `notification` read when one was (none: all). */
export const notificationsReadEventSchema = z.object({
  type: z.literal('notifications_read'),
  count: id,
  notification: notificationSchema.optional(),
  timestamp,
});

/** A visit booked or changed (issue 34): to the customer and the business; refetch or write `visit`. */
export const visitEventSchema = z.object({
  type: z.literal('visit'),
  quoteId: id,
  companyId: id,
  visit: visitSchema,
  timestamp,
});

/**
 * An invoice sent, voided, paid in part or in full, or an "I paid" told, confirmed or declined
 * (issue 35): to its customer (never of a draft) and its business's owner, with its `status` after
 * it. The client asks the quote's invoices again (an invoice with its lines may not fit in a
 * notification).
 */
export const invoiceEventSchema = z.object({
  type: z.literal('invoice'),
  quoteId: id,
  companyId: id,
  invoiceId: id,
  status: z.enum(INVOICE_STATUSES),
  timestamp,
});

/**
 * A question on a company page asked, answered (or its answer edited) or deleted: to its asker and
 * the company's owner. The client asks the company's questions again.
 */
export const companyQuestionEventSchema = z.object({
  type: z.literal('company_question'),
  companyId: id,
  questionId: id,
  timestamp,
});

export const realtimeEventSchema = z.discriminatedUnion('type', [
  connectionEstablishedEventSchema,
  pongEventSchema,
  newMessageEventSchema,
  newEstimateEventSchema,
  messageReadEventSchema,
  unreadCountUpdateEventSchema,
  quoteHiredEventSchema,
  quoteClosedEventSchema,
  jobDoneEventSchema,
  newLeadEventSchema,
  leadAcceptedEventSchema,
  notificationEventSchema,
  notificationsReadEventSchema,
  visitEventSchema,
  invoiceEventSchema,
  companyQuestionEventSchema,
]);
/** An event exactly as its schema has it: one member per type. */
type ParsedRealtimeEvent = z.infer<typeof realtimeEventSchema>;
type KeysOfEach<T> = T extends unknown ? keyof T : never;
/**
 * Each member of a union with the other members' fields as absent (`?: undefined`), so that code
 * may read `event.quoteId` before narrowing on `type` (tests, tools reading raw events), while
 * narrowing still gives each type exactly its fields.
 */
type Exclusive<T, All extends PropertyKey = KeysOfEach<T>> = T extends unknown
  ? T & { [K in Exclude<All, keyof T>]?: undefined }
  : never;

/** What the socket sends: narrow on `type` for one type's fields. */
export type RealtimeEvent = Exclusive<ParsedRealtimeEvent>;
export type RealtimeType = RealtimeEvent['type'];
/** One type's event, exactly. */
export type RealtimeEventOf<T extends RealtimeType> = Extract<ParsedRealtimeEvent, { type: T }>;

/** Every type the socket sends. */
export const REALTIME_TYPES: readonly RealtimeType[] = realtimeEventSchema.options.map(
  (option) => option.shape.type.value,
);

/** `Omit` of each member of a union (the built-in one would merge them). */
type OmitEach<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/**
 * An event as the server publishes it, exactly one of the types above (a field of another type is
 * an error): the node forwarding it stamps the `timestamp`.
 */
export type PublishedRealtimeEvent = OmitEach<ParsedRealtimeEvent, 'timestamp'>;

/** An event the socket sent, checked: null when it is not JSON or not one of the events above. */
export function parseRealtimeEvent(
  data: string,
): { event: RealtimeEvent; error?: undefined } | { event: null; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { event: null, error: 'not JSON' };
  }
  const parsed = realtimeEventSchema.safeParse(json);
  return parsed.success
    ? { event: parsed.data }
    : { event: null, error: z.prettifyError(parsed.error) };
}
