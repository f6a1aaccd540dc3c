import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Message } from '@/contract/message';
import { REALTIME_TYPES } from '@/contract/realtime';
import { questionKeys } from './company-questions';
import { comparisonKeys } from './estimates';
import { invoiceKeys } from './invoices';
import { leadKeys } from './leads';
import { conversationKeys, messageKeys } from './message-keys';
import { notificationKeys } from './notifications';
import { quoteKeys } from './quotes';
import { receiveRealtimeMessage, refetchAfterReconnect, writtenTypes } from './realtime-cache';
import { unreadKeys, unreadPaths } from './unread';
import { vendorQuoteKeys } from './vendor';
import { visitKeys } from './visits';

const CUSTOMER = 7;

const entry = (seq: number): Message => ({
  id: 100 + seq,
  quoteId: 3,
  companyId: 5,
  senderId: 9,
  senderType: 'company',
  message: `Message ${seq}`,
  text: `Message ${seq}`,
  image: null,
  imageObjectId: null,
  estimate: null,
  isRead: false,
  createdAt: new Date(Date.UTC(2026, 0, 1, 12, seq)).toISOString(),
  seq,
});

const newMessage = (message: unknown, fields: Record<string, unknown> = {}) =>
  JSON.stringify({
    type: 'new_message',
    quoteId: 3,
    companyId: 5,
    messageId: 102,
    seq: 2,
    message,
    status: 'in_progress',
    timestamp: '2026-01-01T12:02:00.000Z',
    ...fields,
  });

async function cacheWithThread() {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  await client.prefetchQuery({ queryKey: messageKeys.list(3, 5), queryFn: () => [entry(1)] });
  await client.prefetchQuery({
    queryKey: unreadKeys.count(unreadPaths.totals[0]),
    queryFn: () => 0,
  });
  return client;
}

afterEach(() => vi.restoreAllMocks());

describe('receiveRealtimeMessage', () => {
  it('writes an event of the contract into the cache', async () => {
    const client = await cacheWithThread();
    const event = receiveRealtimeMessage(client, newMessage(entry(2)), CUSTOMER);
    expect(event).toMatchObject({ type: 'new_message', seq: 2 });
    expect(client.getQueryData(messageKeys.list(3, 5))).toEqual([entry(1), entry(2)]);
    expect(client.getQueryData(unreadKeys.count(unreadPaths.totals[0]))).toBe(1);
  });

  it('drops a malformed event and logs it: nothing written, nothing asked again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const data of [
      newMessage(entry(2), { seq: '2' }),
      newMessage({ ...entry(2), senderType: 'robot' }),
      newMessage(entry(2), { quoteId: undefined }),
      JSON.stringify({ type: 'message_read', quoteId: 3, companyId: 5, timestamp: '' }),
      JSON.stringify({ type: 'brand_new', quoteId: 3, timestamp: '' }),
      '{"type":"new_message"',
    ]) {
      const client = await cacheWithThread();
      const invalidate = vi.spyOn(client, 'invalidateQueries');
      expect(receiveRealtimeMessage(client, data, CUSTOMER), data).toBeNull();
      expect(client.getQueryData(messageKeys.list(3, 5))).toEqual([entry(1)]);
      expect(client.getQueryData(unreadKeys.count(unreadPaths.totals[0]))).toBe(0);
      expect(invalidate).not.toHaveBeenCalled();
    }
    expect(warn).toHaveBeenCalledTimes(6);
    expect(warn.mock.calls[0]![0]).toMatch(/^Dropped a malformed realtime event \(.*seq/s);
  });
});

describe('the writers', () => {
  it('write every event of the contract but the socket’s own', () => {
    const ownTypes = ['connection_established', 'pong'];
    expect(writtenTypes().sort()).toEqual(
      REALTIME_TYPES.filter((t) => !ownTypes.includes(t)).sort(),
    );
  });

  it('ask again, after a reconnect, for everything an event could have changed', async () => {
    const client = new QueryClient();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    refetchAfterReconnect(client);
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([
        messageKeys.all,
        conversationKeys.all,
        vendorQuoteKeys.all,
        unreadKeys.all,
        quoteKeys.all,
        comparisonKeys.all,
        leadKeys.all,
        notificationKeys.all,
        visitKeys.all,
        invoiceKeys.all,
        questionKeys.all,
      ]),
    );
    expect(keys).toHaveLength(11);
  });
});
