import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { realtimeEventSchema, type RealtimeEvent } from '@/contract/realtime';
import { quoteToNewBusinesses } from '../support/businesses';
import { inDays } from '../support/dates';
import { multipart } from '../support/files';
import { createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 32, item 3: what the server really sends on the socket is what the contract's union says,
 * field for field (src/contract/realtime.ts; a fixture per type in its unit test). Every event the
 * hub forwards while a request goes from its first message to a confirmed job, and a second one is
 * withdrawn, is parsed with the schema.
 */

const LONG =
  'The garden fence leans after the storm: four posts need resetting in concrete and two panels replacing. Side gate access.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the realtime contract', () => {
  it('takes every event the server sends, with exactly its fields', async () => {
    const sent: RealtimeEvent[] = [];
    const send = t.app.realtime.send.bind(t.app.realtime);
    vi.spyOn(t.app.realtime, 'send').mockImplementation((userId, event) => {
      // Through JSON, as the socket carries it.
      sent.push(JSON.parse(JSON.stringify(event)) as RealtimeEvent);
      send(userId, event);
    });

    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Rhea',
      quoteName: 'Fence repair',
      description: LONG,
      companies: [{ name: 'Rhea Fencing' }, { name: 'Rhea Yard Works' }],
    });
    const [hired, other] = vendors as [(typeof vendors)[0], (typeof vendors)[0]];
    const conversation = (companyId: number) => `/api/quotes/${quoteId}/companies/${companyId}`;
    const ok = async (response: Promise<{ statusCode: number; body: string }>) => {
      const { statusCode, body } = await response;
      expect(statusCode, body).toBeLessThan(300);
    };

    await ok(
      customer.agent.request({
        method: 'POST',
        url: `${conversation(hired.company.id)}/messages`,
        ...multipart({ message: 'Can you come Friday?', clientId: 'c-1' }),
      }),
    );
    await ok(
      hired.agent.request({
        method: 'POST',
        url: `${conversation(hired.company.id)}/messages`,
        ...multipart({ message: 'Friday works' }),
      }),
    );
    await ok(hired.agent.post(`${conversation(hired.company.id)}/messages/mark-read`));
    for (const vendor of [hired, other]) {
      await ok(
        vendor.agent.post(`${conversation(vendor.company.id)}/estimates`, {
          priceType: 'fixed',
          priceCents: 84_000,
          includes: 'Four posts reset in concrete, two panels, haul-away.',
          earliestStart: inDays(2),
          validUntil: inDays(30),
        }),
      );
    }
    await ok(customer.agent.post(`/api/quotes/${quoteId}/hire`, { companyId: hired.company.id }));
    await ok(hired.agent.post(`${conversation(hired.company.id)}/job-done`, {}));
    await ok(customer.agent.post(`/api/quotes/${quoteId}/job-done`, {}));
    await ok(customer.agent.post('/api/notifications/read-all'));

    // A second request, withdrawn: to its businesses and to the customer's tabs.
    const second = await quoteToNewBusinesses(t, {
      customer: 'Sam',
      quoteName: 'Gate repair',
      description: LONG,
      companies: [{ name: 'Sam Gates' }],
    });
    await ok(
      second.customer.agent.post(`/api/quotes/${second.quoteId}/withdraw`, {
        reason: 'too_expensive',
      }),
    );

    const expected = [
      'new_message',
      'message_read',
      'unread_count_update',
      'new_estimate',
      'quote_hired',
      'job_done',
      'quote_closed',
      'notification',
      'notifications_read',
    ];
    await vi.waitFor(() => expect(new Set(sent.map((e) => e.type))).toEqual(new Set(expected)), {
      timeout: 10_000,
    });
    for (const event of sent) {
      const parsed = realtimeEventSchema.safeParse(event);
      expect(parsed.error, JSON.stringify(event)).toBeUndefined();
      // Nothing the schema does not name: it strips unknown fields, so a difference is one.
      expect(parsed.data, event.type).toEqual(event);
    }
  });
});
