import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { Conversation, Message, VendorQuote } from '@/contract/message';
import type { Quote } from '@/contract/quote';
import type { RealtimeEventOf } from '@/contract/realtime';
import {
  applyOwnEntry,
  placeEntry,
  withEntryInInbox,
  type ThreadEntry,
} from './conversation-cache';
import { leadKeys } from './leads';
import { conversationKeys, messageKeys } from './message-keys';
import { quoteKeys } from './quotes';
import { applyRealtimeEvent } from './realtime-cache';
import { unreadKeys, unreadPaths } from './unread';
import { vendorQuoteKeys } from './vendor';

const CUSTOMER = 7;
const OWNER = 9;
const QUOTE = 3;
const COMPANY = 5;

function entry(seq: number, fields: Partial<Message> = {}): ThreadEntry {
  const fromCompany = fields.senderType === 'company';
  return {
    id: 100 + seq,
    quoteId: QUOTE,
    companyId: COMPANY,
    senderId: fromCompany ? OWNER : CUSTOMER,
    senderType: 'user',
    message: `Message ${seq}`,
    text: `Message ${seq}`,
    image: null,
    imageObjectId: null,
    estimate: null,
    isRead: false,
    createdAt: new Date(Date.UTC(2026, 0, 1, 12, seq)).toISOString(),
    seq,
    ...fields,
  };
}

const newMessage = (
  message: Message,
  extra: Partial<RealtimeEventOf<'new_message'>> = {},
): RealtimeEventOf<'new_message'> => ({
  type: 'new_message',
  quoteId: message.quoteId,
  companyId: message.companyId,
  messageId: message.id,
  seq: message.seq,
  message,
  status: 'submitted',
  timestamp: message.createdAt,
  ...extra,
});

describe('placeEntry', () => {
  const thread = [entry(1), entry(2)];

  it('appends the entry that follows the newest one', () => {
    const placed = placeEntry(thread, entry(3));
    expect(placed.placement).toBe('appended');
    expect(placed.thread.map((m) => m.seq)).toEqual([1, 2, 3]);
    expect(thread).toHaveLength(2);
  });

  it('reports a gap when entries between are missing, and changes nothing', () => {
    const placed = placeEntry(thread, entry(4));
    expect(placed.placement).toBe('gap');
    expect(placed.thread).toEqual(thread);
    // An empty thread expects 1.
    expect(placeEntry([], entry(2)).placement).toBe('gap');
    expect(placeEntry([], entry(1)).placement).toBe('appended');
  });

  it('updates an entry already there (the answer and its event), never unreading it', () => {
    const read = [entry(1), { ...entry(2), isRead: true, clientId: 'c-2' }];
    const placed = placeEntry(read, entry(2, { message: 'edited?' }));
    expect(placed.placement).toBe('replaced');
    expect(placed.thread[1]).toMatchObject({ message: 'edited?', isRead: true, clientId: 'c-2' });
  });

  it('ignores an older entry that is not in the (truncated) thread', () => {
    expect(placeEntry([entry(5), entry(6)], entry(2)).placement).toBe('known');
  });

  it('takes the newest seq, whatever the order (entries written with an older time)', () => {
    expect(placeEntry([entry(1), entry(3), entry(2)], entry(4)).placement).toBe('appended');
  });
});

/** A client holding what the customer's quote page holds (each query fetched once). */
function customerCache() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  const fetches = vi.fn();
  const seed = <T>(queryKey: readonly unknown[], data: T) =>
    client.prefetchQuery({
      queryKey,
      queryFn: () => {
        fetches(queryKey);
        return data;
      },
    });
  return { client, fetches, seed };
}

const conversations = (): Conversation[] => [
  {
    companyId: 4,
    company: { name: 'Other', logo: null, logoObjectId: null },
    lastMessage: { message: 'Hi', senderType: 'company', createdAt: '2026-01-01T11:00:00.000Z' },
    unreadCount: 0,
    businessGone: false,
  },
  {
    companyId: COMPANY,
    company: { name: 'Pipe Pros', logo: null, logoObjectId: null },
    lastMessage: { message: 'Message 2', senderType: 'user', createdAt: entry(2).createdAt },
    unreadCount: 0,
    businessGone: false,
  },
];

describe('applyRealtimeEvent', () => {
  it('writes the other side’s message into the thread, the list and the counts, fetching nothing', async () => {
    const { client, fetches, seed } = customerCache();
    await seed(messageKeys.list(QUOTE, COMPANY), [entry(1), entry(2)]);
    await seed(conversationKeys.list(QUOTE), conversations());
    await seed(unreadKeys.count(unreadPaths.totals[0]), 2);
    await seed(unreadKeys.count(unreadPaths.asCustomer), 2);
    await seed(unreadKeys.count(unreadPaths.asVendor), 4);
    await seed(quoteKeys.detail(QUOTE), { id: QUOTE, status: 'submitted', stage: 'requested' });
    fetches.mockClear();

    const reply = entry(3, { senderType: 'company', message: 'On my way' });
    applyRealtimeEvent(client, newMessage(reply, { status: 'in_progress' }), CUSTOMER);

    expect(client.getQueryData<Message[]>(messageKeys.list(QUOTE, COMPANY))).toEqual([
      entry(1),
      entry(2),
      reply,
    ]);
    const list = client.getQueryData<Conversation[]>(conversationKeys.list(QUOTE))!;
    expect(list[0]).toMatchObject({
      companyId: COMPANY,
      unreadCount: 1,
      lastMessage: { message: 'On my way', senderType: 'company', createdAt: reply.createdAt },
    });
    expect(client.getQueryData(unreadKeys.count(unreadPaths.totals[0]))).toBe(3);
    expect(client.getQueryData(unreadKeys.count(unreadPaths.asCustomer))).toBe(3);
    expect(client.getQueryData(unreadKeys.count(unreadPaths.asVendor))).toBe(4);
    expect(client.getQueryData<Quote>(quoteKeys.detail(QUOTE))).toMatchObject({
      status: 'in_progress',
      stage: 'requested',
    });
    expect(fetches).not.toHaveBeenCalled();
    expect(client.getQueryState(messageKeys.list(QUOTE, COMPANY))!.isInvalidated).toBe(false);
  });

  it('asks for the thread again when a seq is missing, and only for it', async () => {
    const { client, seed } = customerCache();
    await seed(messageKeys.list(QUOTE, COMPANY), [entry(1), entry(2)]);
    await seed(conversationKeys.list(QUOTE), conversations());
    applyRealtimeEvent(client, newMessage(entry(4, { senderType: 'company' })), CUSTOMER);
    expect(client.getQueryState(messageKeys.list(QUOTE, COMPANY))!.isInvalidated).toBe(true);
    expect(client.getQueryData<Message[]>(messageKeys.list(QUOTE, COMPANY))).toHaveLength(2);
    // The list still takes the entry from the event.
    expect(client.getQueryState(conversationKeys.list(QUOTE))!.isInvalidated).toBe(false);
    expect(client.getQueryData<Conversation[]>(conversationKeys.list(QUOTE))![0]!.unreadCount).toBe(
      1,
    );
  });

  it('asks again for what an event without its data names', async () => {
    const { client, seed } = customerCache();
    await seed(messageKeys.list(QUOTE, COMPANY), [entry(1)]);
    await seed(unreadKeys.count(unreadPaths.asCustomer), 0);
    const bare = newMessage(entry(2, { senderType: 'company' }));
    delete bare.message;
    applyRealtimeEvent(client, bare, CUSTOMER);
    expect(client.getQueryState(messageKeys.list(QUOTE, COMPANY))!.isInvalidated).toBe(true);
    expect(client.getQueryState(unreadKeys.count(unreadPaths.asCustomer))!.isInvalidated).toBe(
      true,
    );
  });

  it('writes the sender’s own message once, whether its answer or its event comes first', async () => {
    for (const order of [
      ['answer', 'event'],
      ['event', 'answer'],
    ]) {
      const { client, seed } = customerCache();
      await seed(messageKeys.list(QUOTE, COMPANY), [entry(1)]);
      await seed(conversationKeys.list(QUOTE), conversations());
      await seed(unreadKeys.count(unreadPaths.totals[0]), 0);
      const mine = entry(2);
      for (const step of order) {
        if (step === 'answer') applyOwnEntry(client, { ...mine, clientId: 'c-1' });
        else applyRealtimeEvent(client, newMessage(mine, { clientId: 'c-1' }), CUSTOMER);
      }
      expect(client.getQueryData(messageKeys.list(QUOTE, COMPANY))).toEqual([
        entry(1),
        { ...mine, clientId: 'c-1' },
      ]);
      // The sender's own message is nobody's unread message on this side.
      expect(client.getQueryData(unreadKeys.count(unreadPaths.totals[0]))).toBe(0);
      expect(
        client.getQueryData<Conversation[]>(conversationKeys.list(QUOTE))![0]!.unreadCount,
      ).toBe(0);
    }
  });

  it('keeps the sender’s held message last, marked for review, and nowhere else', async () => {
    const { client, seed } = customerCache();
    await seed(messageKeys.list(QUOTE, COMPANY), [entry(1)]);
    await seed(conversationKeys.list(QUOTE), conversations());
    const held: ThreadEntry = { ...entry(0), id: 1, held: 'pending_review', clientId: 'c-1' };
    applyOwnEntry(client, held);
    expect(client.getQueryData(messageKeys.list(QUOTE, COMPANY))).toEqual([entry(1), held]);
    expect(client.getQueryData(conversationKeys.list(QUOTE))).toEqual(conversations());
    // A delivered message goes before it, as the server lists them; its id may equal the held one's.
    const next = entry(2, { id: 1, senderType: 'company', senderId: OWNER });
    applyRealtimeEvent(client, newMessage(next), CUSTOMER);
    expect(client.getQueryData(messageKeys.list(QUOTE, COMPANY))).toEqual([entry(1), next, held]);
  });

  it('asks for the thread again when an admin delivers the sender’s held message', async () => {
    const { client, seed } = customerCache();
    const spy = vi.spyOn(client, 'invalidateQueries');
    const held: ThreadEntry = { ...entry(0), id: 1, held: 'pending_review' };
    await seed(messageKeys.list(QUOTE, COMPANY), [entry(1), held]);
    applyRealtimeEvent(client, newMessage(entry(2)), CUSTOMER);
    expect(spy).toHaveBeenCalledWith({
      queryKey: messageKeys.list(QUOTE, COMPANY),
      exact: true,
    });
  });

  it('does not let a fetch already under way overwrite an event: it asks again', async () => {
    const client = new QueryClient();
    const answers = [[entry(1)], [entry(1), entry(2)]];
    let calls = 0;
    const queryKey = messageKeys.list(QUOTE, COMPANY);
    await client.prefetchQuery({ queryKey, queryFn: () => answers[0] });
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const refetching = client.fetchQuery({
      queryKey,
      staleTime: 0,
      queryFn: async () => {
        calls++;
        if (calls === 1) await slow; // answered before entry 2 was committed
        return calls === 1 ? answers[0]! : answers[1]!;
      },
    });
    applyRealtimeEvent(client, newMessage(entry(2, { senderType: 'company' })), CUSTOMER);
    release();
    await refetching.catch(() => undefined);
    await vi.waitFor(() => expect(client.getQueryData(queryKey)).toEqual(answers[1]));
  });

  it('marks entries read and lowers the reader’s counts by what was read', async () => {
    const { client, seed } = customerCache();
    const thread = [entry(1, { senderType: 'company' }), entry(2, { senderType: 'company' })];
    await seed(messageKeys.list(QUOTE, COMPANY), thread);
    await seed(conversationKeys.list(QUOTE), [{ ...conversations()[1]!, unreadCount: 2 }]);
    await seed(unreadKeys.count(unreadPaths.totals[0]), 5);
    await seed(unreadKeys.count(unreadPaths.asCustomer), 2);
    const read = { quoteId: QUOTE, companyId: COMPANY, senderType: 'company' as const, seq: 2 };

    applyRealtimeEvent(
      client,
      { type: 'unread_count_update', ...read, count: 2, timestamp: '' },
      CUSTOMER,
    );
    expect(
      client.getQueryData<Message[]>(messageKeys.list(QUOTE, COMPANY))!.map((m) => m.isRead),
    ).toEqual([true, true]);
    expect(client.getQueryData(unreadKeys.count(unreadPaths.totals[0]))).toBe(3);
    expect(client.getQueryData(unreadKeys.count(unreadPaths.asCustomer))).toBe(0);
    expect(client.getQueryData<Conversation[]>(conversationKeys.list(QUOTE))![0]!.unreadCount).toBe(
      0,
    );
  });

  it('gives the business its outcome and the customer the hire, from the event alone', async () => {
    const { client, seed } = customerCache();
    const inbox = [
      { quoteId: QUOTE, companyId: COMPANY, status: 'in_progress', outcome: null, jobDone: null },
    ] as unknown as VendorQuote[];
    await seed(vendorQuoteKeys.all, inbox);
    await seed(quoteKeys.detail(QUOTE), { id: QUOTE, status: 'in_progress', hiredCompanyId: null });
    applyRealtimeEvent(
      client,
      {
        type: 'quote_hired',
        quoteId: QUOTE,
        companyId: COMPANY,
        outcome: 'not_selected',
        status: 'in_progress',
        timestamp: '',
      },
      OWNER,
    );
    expect(client.getQueryData<VendorQuote[]>(vendorQuoteKeys.all)![0]!.outcome).toBe(
      'not_selected',
    );
    applyRealtimeEvent(
      client,
      {
        type: 'quote_hired',
        quoteId: QUOTE,
        companyId: COMPANY,
        hiredAt: '2026-01-02T00:00:00.000Z',
        stage: 'hired',
        status: 'in_progress',
        timestamp: '',
      },
      CUSTOMER,
    );
    expect(client.getQueryData(quoteKeys.detail(QUOTE))).toMatchObject({
      hiredCompanyId: COMPANY,
      hiredAt: '2026-01-02T00:00:00.000Z',
      stage: 'hired',
    });
  });

  it('closes a withdrawn request for the business and the customer, and one whose customer left', async () => {
    const { client, seed } = customerCache();
    const inbox = [
      {
        quoteId: QUOTE,
        companyId: COMPANY,
        status: 'in_progress',
        withdrawal: null,
        customerGone: false,
      },
      {
        quoteId: QUOTE + 1,
        companyId: COMPANY,
        status: 'submitted',
        withdrawal: null,
        customerGone: false,
      },
    ] as unknown as VendorQuote[];
    await seed(vendorQuoteKeys.all, inbox);
    await seed(quoteKeys.detail(QUOTE), {
      id: QUOTE,
      status: 'in_progress',
      stage: 'quotes_in',
      withdrawal: null,
    });
    const withdrawal = {
      reason: 'too_expensive',
      note: null,
      withdrawnAt: '2026-11-28T10:00:00.000Z',
    } as const;
    applyRealtimeEvent(
      client,
      {
        type: 'quote_closed',
        quoteId: QUOTE,
        companyId: COMPANY,
        status: 'completed',
        withdrawal,
        timestamp: '',
      },
      OWNER,
    );
    applyRealtimeEvent(
      client,
      {
        type: 'quote_closed',
        quoteId: QUOTE,
        status: 'completed',
        stage: 'closed',
        withdrawal,
        timestamp: '',
      },
      CUSTOMER,
    );
    applyRealtimeEvent(
      client,
      {
        type: 'quote_closed',
        quoteId: QUOTE + 1,
        companyId: COMPANY,
        customerGone: true,
        timestamp: '',
      },
      OWNER,
    );
    expect(client.getQueryData<VendorQuote[]>(vendorQuoteKeys.all)).toMatchObject([
      { status: 'completed', withdrawal, customerGone: false },
      { status: 'submitted', withdrawal: null, customerGone: true },
    ]);
    expect(client.getQueryData(quoteKeys.detail(QUOTE))).toMatchObject({
      status: 'completed',
      stage: 'closed',
      withdrawal,
    });
  });

  it('asks again for the matched quote a pro accepted, and for the leads of the business offered one', async () => {
    const { client, seed } = customerCache();
    await seed(quoteKeys.detail(QUOTE), { id: QUOTE, status: 'submitted' });
    await seed(conversationKeys.list(QUOTE), []);
    await seed(leadKeys.offered(COMPANY), { leads: [] });
    await seed(leadKeys.offered(COMPANY + 1), { leads: [] });
    applyRealtimeEvent(
      client,
      { type: 'lead_accepted', quoteId: QUOTE, companyId: COMPANY, timestamp: '' },
      CUSTOMER,
    );
    expect(client.getQueryState(quoteKeys.detail(QUOTE))!.isInvalidated).toBe(true);
    expect(client.getQueryState(conversationKeys.list(QUOTE))!.isInvalidated).toBe(true);
    expect(client.getQueryState(leadKeys.offered(COMPANY))!.isInvalidated).toBe(false);

    applyRealtimeEvent(
      client,
      { type: 'new_lead', quoteId: QUOTE + 1, companyId: COMPANY, timestamp: '' },
      OWNER,
    );
    expect(client.getQueryState(leadKeys.offered(COMPANY))!.isInvalidated).toBe(true);
    expect(client.getQueryState(leadKeys.offered(COMPANY + 1))!.isInvalidated).toBe(false);
  });
});

describe('withEntryInInbox', () => {
  const request = (quoteId: number, at: string) =>
    ({
      quoteId,
      companyId: COMPANY,
      createdAt: at,
      lastMessageAt: null,
      lastMessage: null,
      unreadCount: 0,
      status: 'submitted',
      estimate: null,
    }) as unknown as VendorQuote;

  it('moves the request to the top with its last message, and says when it is not listed', () => {
    const inbox = [request(8, '2026-01-01T11:30:00.000Z'), request(QUOTE, '2026-01-01T10:00:00Z')];
    const next = withEntryInInbox(inbox, entry(3), { unread: 1, status: 'in_progress' })!;
    expect(next.map((r) => r.quoteId)).toEqual([QUOTE, 8]);
    expect(next[0]).toMatchObject({
      unreadCount: 1,
      status: 'in_progress',
      lastMessage: { message: 'Message 3', senderType: 'user' },
      lastMessageAt: entry(3).createdAt,
    });
    expect(withEntryInInbox([request(8, '2026-01-01T12:30:00Z')], entry(3), { unread: 1 })).toBe(
      undefined,
    );
  });
});
