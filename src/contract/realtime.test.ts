import { describe, expect, it } from 'vitest';
import type { Estimate } from './estimate';
import type { Message } from './message';
import type { AppNotification } from './notification';
import {
  parseRealtimeEvent,
  REALTIME_TYPES,
  type PublishedRealtimeEvent,
  type RealtimeType,
} from './realtime';

const estimate: Estimate = {
  id: 4,
  quoteId: 3,
  companyId: 5,
  revision: 1,
  priceType: 'fixed',
  priceCents: 45_000,
  minCents: null,
  maxCents: null,
  hourlyRateCents: null,
  estimatedHours: null,
  includes: 'Parts and labour',
  earliestStart: '2026-12-01',
  validUntil: '2026-12-31',
  depositCents: null,
  depositPercent: null,
  createdAt: '2026-11-28T10:00:00.000Z',
};

const message: Message = {
  id: 10,
  quoteId: 3,
  companyId: 5,
  senderId: 7,
  senderType: 'user',
  message: 'Hello',
  text: 'Hello',
  image: null,
  imageObjectId: null,
  estimate: null,
  isRead: false,
  createdAt: '2026-11-28T10:00:00.000Z',
  seq: 2,
};

const notification: AppNotification = {
  id: 1,
  kind: 'message',
  title: 'Pipe Pros wrote',
  body: 'Hello',
  link: '/quotes/3/edit',
  createdAt: '2026-11-28T10:00:00.000Z',
  readAt: null,
};

const withdrawal = {
  reason: 'too_expensive',
  note: null,
  withdrawnAt: '2026-11-28T10:00:00.000Z',
} as const;

/**
 * Each event type as the server publishes it (src/server/modules/…: every audience and variant),
 * typed as publishRealtime takes it: a type added to the contract without a fixture here, or a
 * fixture the server could not publish, fails to compile.
 */
const PUBLISHED: { [T in RealtimeType]: Extract<PublishedRealtimeEvent, { type: T }>[] } = {
  connection_established: [{ type: 'connection_established', userId: 7 }],
  pong: [{ type: 'pong' }],
  new_message: [
    {
      type: 'new_message',
      quoteId: 3,
      companyId: 5,
      messageId: 10,
      seq: 2,
      message,
      status: 'submitted',
      clientId: 'c-1',
    },
    { type: 'new_message', quoteId: 3, companyId: 5, messageId: 10, seq: 2, status: 'in_progress' },
  ],
  new_estimate: [
    {
      type: 'new_estimate',
      quoteId: 3,
      companyId: 5,
      messageId: 11,
      seq: 3,
      message: { ...message, id: 11, seq: 3, message: '', text: '', estimate },
      estimate,
      status: 'in_progress',
    },
    {
      type: 'new_estimate',
      quoteId: 3,
      companyId: 5,
      messageId: 11,
      seq: 3,
      status: 'in_progress',
    },
  ],
  message_read: [
    { type: 'message_read', quoteId: 3, companyId: 5, senderType: 'company', seq: 2, count: 1 },
  ],
  unread_count_update: [
    { type: 'unread_count_update', quoteId: 3, companyId: 5, senderType: 'user', seq: 2, count: 2 },
  ],
  quote_hired: [
    { type: 'quote_hired', quoteId: 3, companyId: 5, outcome: 'hired', status: 'in_progress' },
    {
      type: 'quote_hired',
      quoteId: 3,
      companyId: 5,
      hiredAt: '2026-11-28T10:00:00.000Z',
      status: 'in_progress',
      stage: 'hired',
    },
  ],
  quote_closed: [
    { type: 'quote_closed', quoteId: 3, companyId: 5, status: 'completed', withdrawal },
    { type: 'quote_closed', quoteId: 3, status: 'completed', stage: 'closed', withdrawal },
    { type: 'quote_closed', quoteId: 3, companyId: 5, customerGone: true },
  ],
  job_done: [
    {
      type: 'job_done',
      quoteId: 3,
      companyId: 5,
      status: 'in_progress',
      jobDone: { markedAt: '2026-11-28T10:00:00.000Z', markedBy: 'company', confirmedAt: null },
      stage: 'job_done',
    },
    {
      type: 'job_done',
      quoteId: 3,
      companyId: 5,
      status: 'completed',
      jobDone: {
        markedAt: '2026-11-28T10:00:00.000Z',
        markedBy: 'user',
        confirmedAt: '2026-11-28T10:00:00.000Z',
      },
    },
  ],
  new_lead: [{ type: 'new_lead', quoteId: 3, companyId: 5 }],
  lead_accepted: [{ type: 'lead_accepted', quoteId: 3, companyId: 5 }],
  notification: [{ type: 'notification', notification, count: 1 }],
  notifications_read: [
    { type: 'notifications_read', count: 0 },
    {
      type: 'notifications_read',
      count: 0,
      notification: { ...notification, readAt: '2026-11-28T10:01:00.000Z' },
    },
  ],
  visit: [
    {
      type: 'visit',
      quoteId: 3,
      companyId: 5,
      visit: {
        id: 1,
        quoteId: 3,
        companyId: 5,
        customerId: 7,
        startsAt: '2026-12-01T15:00:00.000Z',
        endsAt: '2026-12-01T16:00:00.000Z',
        status: 'requested',
        cancelledBy: null,
        cancelReason: null,
        rescheduledBy: null,
        rescheduleReason: null,
        lateCancellation: false,
        sequence: 0,
        createdAt: '2026-11-28T10:00:00.000Z',
        updatedAt: '2026-11-28T10:00:00.000Z',
      },
    },
  ],
  invoice: [{ type: 'invoice', quoteId: 3, companyId: 5, invoiceId: 2, status: 'partly_paid' }],
  company_question: [{ type: 'company_question', companyId: 5, questionId: 11 }],
};

/** As the hub forwards it: stamped, and through JSON. */
const wire = (event: PublishedRealtimeEvent) =>
  JSON.stringify({ ...event, timestamp: '2026-11-28T10:00:01.000Z' });

describe('realtimeEventSchema', () => {
  it('has one schema per type the socket sends', () => {
    expect([...REALTIME_TYPES].sort()).toEqual(Object.keys(PUBLISHED).sort());
  });

  it.each(Object.entries(PUBLISHED))(
    'takes %s as the server sends it, field for field',
    (_, events) => {
      for (const event of events) {
        const parsed = parseRealtimeEvent(wire(event));
        expect(parsed.error).toBeUndefined();
        // Nothing dropped, nothing added: the schema has exactly the fields the server sends.
        expect(parsed.event).toEqual(JSON.parse(wire(event)));
      }
    },
  );

  it('refuses what is not one of its events, saying why', () => {
    const newMessage = JSON.parse(wire(PUBLISHED.new_message[0]!)) as Record<string, unknown>;
    const malformed = [
      'not json',
      'null',
      '[]',
      JSON.stringify({ type: 'unknown_event', timestamp: '' }),
      JSON.stringify({ ...newMessage, seq: '2' }),
      JSON.stringify({ ...newMessage, quoteId: undefined }),
      JSON.stringify({ ...newMessage, timestamp: undefined }),
      JSON.stringify({ ...newMessage, message: { ...message, id: undefined } }),
      JSON.stringify({ ...newMessage, status: 'lost' }),
      JSON.stringify({ type: 'notification', count: 1, timestamp: '' }),
      JSON.stringify({ type: 'quote_closed', quoteId: 3, customerGone: false, timestamp: '' }),
    ];
    for (const data of malformed) {
      const parsed = parseRealtimeEvent(data);
      expect(parsed.event, data).toBeNull();
      expect(parsed.error, data).toEqual(expect.any(String));
    }
  });
});
