import { sql } from 'drizzle-orm';
import nodeIcal, { type VEvent } from 'node-ical';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SLOT_TAKEN_MESSAGE } from '@/contract/visit';
import { buildApp } from '@/server/app';
import { anonymiseDeletedAccounts } from '@/server/modules/account/account-anonymisation';
import { sendDueReminders } from '@/server/modules/visits/visit-reminders';
import { quoteToNewBusinesses } from '../support/businesses';
import { downloadExport } from '../support/account-export';
import { FACTORY_PASSWORD } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { LONG_DESCRIPTION } from '../support/world';
import { Agent, createTestApp, type OutboxMail, type TestApp } from '../support/test-app';

const ADMIN_EMAIL = 'visits.admin@example.com';
let t: TestApp;
beforeAll(async () => {
  // Web push on: a reminder's bell notification is pushed to the devices (none here).
  t = await createTestApp({
    adminEmails: new Set([ADMIN_EMAIL]),
    push: {
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:visits-test@example.com' },
      endpointHosts: [],
      testOrigins: [],
      deadlineMs: 2000,
    },
  });
});
afterAll(async () => t.close());

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** 09:00–12:00 local, every day. */
const mornings = EVERY_DAY.map((weekday) => ({ weekday, startMinute: 540, endMinute: 720 }));

const settings = (overrides: Record<string, unknown> = {}) => ({
  bookingMode: 'instant',
  visitMinutes: 60,
  bufferMinutes: 0,
  minNoticeHours: 0,
  maxDaysAhead: 365,
  timeZone: 'America/Denver',
  weekly: mornings,
  ...overrides,
});

/** A submitted quote to one business (`name`) whose owner saved `availability` (and to `others`). */
async function setting(
  availability: Record<string, unknown> = {},
  others: string[] = [],
  name = 'Fence Pros',
) {
  const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
    customer: 'Casey',
    quoteName: 'Fence repair',
    description: LONG_DESCRIPTION,
    submit: false,
    companies: [name, ...others].map((company) => ({ name: company, zip: '80202' })),
  });
  const vendor = vendors[0]!;
  const submitted = await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
    description: LONG_DESCRIPTION,
    jobZip: '94110',
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const companyId = vendor.company.id;
  const put = await vendor.agent.request({
    method: 'PUT',
    url: `/api/companies/${companyId}/availability`,
    payload: settings(availability),
  });
  expect(put.statusCode, put.body).toBe(200);
  const base = `/api/quotes/${quoteId}/companies/${companyId}`;
  const slots = async (from: string, days: number, agent: Agent = customer.agent) => {
    const response = await agent.get(`${base}/slots?from=${from}&days=${days}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().slots as string[];
  };
  const book = (startsAt: string, agent: Agent = customer.agent) =>
    agent.post(`${base}/visits`, { startsAt });
  return { customer, vendor, others: vendors.slice(1), companyId, quoteId, base, slots, book };
}

const onDay = (slots: string[], utcDay: string) => slots.filter((s) => s.startsWith(utcDay));

describe('visit slots', () => {
  it('follow the company’s wall clock across daylight-saving changes (Denver, New York)', async () => {
    const denver = await setting();
    // Spring forward on Sunday 14 March 2027: 09:00 MST is 16:00Z, 09:00 MDT is 15:00Z.
    const march = await denver.slots('2027-03-13', 2);
    expect(onDay(march, '2027-03-13')).toEqual([
      '2027-03-13T16:00:00.000Z',
      '2027-03-13T17:00:00.000Z',
      '2027-03-13T18:00:00.000Z',
    ]);
    expect(onDay(march, '2027-03-14')).toEqual([
      '2027-03-14T15:00:00.000Z',
      '2027-03-14T16:00:00.000Z',
      '2027-03-14T17:00:00.000Z',
    ]);
    // Fall back on Sunday 7 November 2027.
    const november = await denver.slots('2027-11-06', 2);
    expect(onDay(november, '2027-11-06')[0]).toBe('2027-11-06T15:00:00.000Z');
    expect(onDay(november, '2027-11-07')[0]).toBe('2027-11-07T16:00:00.000Z');

    const newYork = await setting({ timeZone: 'America/New_York' });
    const nyMarch = await newYork.slots('2027-03-13', 2);
    expect(onDay(nyMarch, '2027-03-13')[0]).toBe('2027-03-13T14:00:00.000Z');
    expect(onDay(nyMarch, '2027-03-14')[0]).toBe('2027-03-14T13:00:00.000Z');
    const nyNovember = await newYork.slots('2027-11-06', 2);
    expect(onDay(nyNovember, '2027-11-06')[0]).toBe('2027-11-06T13:00:00.000Z');
    expect(onDay(nyNovember, '2027-11-07')[0]).toBe('2027-11-07T14:00:00.000Z');

    // A Denver business seen from New York: 09:00 in Denver is 11:00 in New York, one instant.
    const first = new Date(onDay(march, '2027-03-13')[0]!);
    const local = (zone: string) =>
      first.toLocaleTimeString('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit' });
    expect(local('America/Denver')).toBe('09:00 AM');
    expect(local('America/New_York')).toBe('11:00 AM');
  });

  it('leave out time off, the minimum notice and days beyond the limit', async () => {
    const s = await setting({ minNoticeHours: 48, maxDaysAhead: 5 });
    const today = new Date().toISOString().slice(0, 10);
    const all = await s.slots(today, 10);
    const now = Date.now();
    expect(all.length).toBeGreaterThan(0);
    for (const slot of all) {
      const at = Date.parse(slot);
      expect(at).toBeGreaterThanOrEqual(now + 48 * 3_600_000 - 60_000);
      expect(at).toBeLessThanOrEqual(now + 5 * 86_400_000 + 60_000);
    }
    // Three hour-long slots in a row (the first one offered may be the last of its day, by the
    // clock the test runs at): 90 minutes off from the first's start takes it and the second.
    const hour = 3_600_000;
    const i = all.findIndex(
      (slot, k) =>
        Date.parse(all[k + 1] ?? '') - Date.parse(slot) === hour &&
        Date.parse(all[k + 2] ?? '') - Date.parse(slot) === 2 * hour,
    );
    expect(i).toBeGreaterThanOrEqual(0);
    const off = await s.vendor.agent.post(`/api/companies/${s.companyId}/time-off`, {
      startsAt: all[i],
      endsAt: new Date(Date.parse(all[i]!) + 1.5 * hour).toISOString(),
      note: 'Dentist',
    });
    expect(off.statusCode, off.body).toBe(201);
    const after = await s.slots(today, 10);
    expect(after).not.toContain(all[i]);
    expect(after).not.toContain(all[i + 1]);
    expect(after).toContain(all[i + 2]);
    const removed = await s.vendor.agent.request({
      method: 'DELETE',
      url: `/api/companies/${s.companyId}/time-off/${off.json().id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect(await s.slots(today, 10)).toEqual(all);
  });

  it('are validated when the owner saves them', async () => {
    const s = await setting();
    const put = (body: Record<string, unknown>) =>
      s.vendor.agent.request({
        method: 'PUT',
        url: `/api/companies/${s.companyId}/availability`,
        payload: settings(body),
      });
    const overlapping = await put({
      weekly: [
        { weekday: 1, startMinute: 540, endMinute: 720 },
        { weekday: 1, startMinute: 700, endMinute: 800 },
      ],
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json().message).toContain('must not overlap');
    expect(
      (await put({ weekly: [{ weekday: 1, startMinute: 600, endMinute: 540 }] })).statusCode,
    ).toBe(400);
    expect(
      (await put({ weekly: [{ weekday: 1, startMinute: 600, endMinute: 1500 }] })).statusCode,
    ).toBe(400);
    expect((await put({ visitMinutes: 10 })).statusCode).toBe(400);
    expect((await put({ timeZone: 'Mars/Olympus' })).statusCode).toBe(400);
    const read = await s.vendor.agent.get(`/api/companies/${s.companyId}/availability`);
    expect(read.json()).toMatchObject({ timeZone: 'America/Denver', weekly: mornings });
  });
});

describe('visits', () => {
  it('20 concurrent bookings of one slot: exactly one 201, 19 × 409 “That time was just taken”', async () => {
    const s = await setting();
    const [slot] = await s.slots('2027-03-13', 1);
    const answers = await Promise.all(Array.from({ length: 20 }, () => s.book(slot!)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    for (const lost of answers.filter((a) => a.statusCode === 409)) {
      expect(lost.json().message).toBe(SLOT_TAKEN_MESSAGE);
      expect(lost.json().slots).not.toContain(slot);
    }
    expect(await s.slots('2027-03-13', 1)).not.toContain(slot);
  });

  it('keep the buffer between visits, in the slots and in the exclusion constraint', async () => {
    const s = await setting({ bufferMinutes: 30 });
    // 09:00–12:00 Denver (MDT, 15:00Z) cut every 60 + 30 minutes: 09:00 and 10:30.
    expect(await s.slots('2027-06-07', 1)).toEqual([
      '2027-06-07T15:00:00.000Z',
      '2027-06-07T16:30:00.000Z',
    ]);
    const visit = (await s.book('2027-06-07T15:00:00.000Z')).json();
    // Without a buffer the grid is hourly, but the booked visit keeps the buffer it was booked with:
    // 10:00 would start 0 minutes after it, 11:00 is free.
    await s.vendor.agent.request({
      method: 'PUT',
      url: `/api/companies/${s.companyId}/availability`,
      payload: settings({ bufferMinutes: 0 }),
    });
    expect(await s.slots('2027-06-07', 1)).toEqual(['2027-06-07T17:00:00.000Z']);
    // The database itself refuses a visit inside the buffer, whatever the application checked.
    const insert = (startsAt: string) =>
      t.app.db.execute(sql`
        INSERT INTO visits (quote_id, company_id, customer_id, starts_at, ends_at, blocked_until, status)
        SELECT quote_id, company_id, customer_id, ${startsAt}::timestamptz,
          ${startsAt}::timestamptz + interval '1 hour', ${startsAt}::timestamptz + interval '1 hour',
          'confirmed'
        FROM visits WHERE id = ${visit.id}`);
    await expect(insert('2027-06-07T16:15:00Z')).rejects.toMatchObject({
      cause: { code: '23P01' },
    });
    await expect(insert('2027-06-07T16:30:00Z')).resolves.toBeDefined();
  });

  it('instant mode confirms; request mode waits for the business to confirm or decline', async () => {
    const instant = await setting();
    const [a] = await instant.slots('2027-04-01', 1);
    const booked = await instant.book(a!);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ status: 'confirmed', startsAt: a, sequence: 0 });

    const request = await setting({ bookingMode: 'request' });
    const [b, c] = await request.slots('2027-04-01', 1);
    const first = (await request.book(b!)).json();
    expect(first.status).toBe('requested');
    // A time not offered is refused.
    expect((await request.book('2027-04-01T03:00:00.000Z')).statusCode).toBe(400);
    // The customer cannot confirm; the business can, once.
    expect((await request.customer.agent.post(`/api/visits/${first.id}/confirm`)).statusCode).toBe(
      403,
    );
    const confirmed = await request.vendor.agent.post(`/api/visits/${first.id}/confirm`);
    expect(confirmed.json().status).toBe('confirmed');
    expect((await request.vendor.agent.post(`/api/visits/${first.id}/decline`)).statusCode).toBe(
      409,
    );
    const second = (await request.book(c!)).json();
    const declined = await request.vendor.agent.post(`/api/visits/${second.id}/decline`);
    expect(declined.json().status).toBe('declined');
    // A declined visit frees its time.
    expect(await request.slots('2027-04-01', 1)).toContain(c);

    const list = await request.customer.agent.get(`/api/quotes/${request.quoteId}/visits`);
    expect(list.json().visits.map((v: { status: string }) => v.status)).toEqual([
      'confirmed',
      'declined',
    ]);
    expect(
      (await request.vendor.agent.get(`/api/quotes/${request.quoteId}/visits`)).json().visits,
    ).toHaveLength(2);
  });

  it('cancel marks late inside the notice; reschedule moves it and raises the sequence', async () => {
    const s = await setting({ minNoticeHours: 0 });
    const [a, b, c] = await s.slots('2027-05-03', 1);
    const visit = (await s.book(a!)).json();
    const moved = await s.vendor.agent.post(`/api/visits/${visit.id}/reschedule`, {
      startsAt: b,
      reason: 'Truck in the shop',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({
      startsAt: b,
      sequence: 1,
      rescheduledBy: 'business',
      rescheduleReason: 'Truck in the shop',
    });
    expect(await s.slots('2027-05-03', 1)).toContain(a);
    const again = await s.customer.agent.post(`/api/visits/${visit.id}/reschedule`, {
      startsAt: c,
      reason: 'Later suits me',
    });
    expect(again.json()).toMatchObject({
      sequence: 2,
      rescheduledBy: 'customer',
      rescheduleReason: 'Later suits me',
    });
    const early = await s.customer.agent.post(`/api/visits/${visit.id}/cancel`, {
      reason: 'Sold the house',
    });
    expect(early.json()).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'customer',
      cancelReason: 'Sold the house',
      lateCancellation: false,
    });
    // The customer's list carries the reasons too.
    const listed = await s.customer.agent.get(`/api/quotes/${s.quoteId}/visits`);
    expect(listed.json().visits[0]).toMatchObject({
      cancelReason: 'Sold the house',
      rescheduleReason: 'Later suits me',
    });
    expect(
      (await s.customer.agent.post(`/api/visits/${visit.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(409);

    // Inside the notice: late. (The company raises its notice after the booking.)
    const late = (await s.book(a!)).json();
    await s.vendor.agent.request({
      method: 'PUT',
      url: `/api/companies/${s.companyId}/availability`,
      payload: settings({ minNoticeHours: 336, maxDaysAhead: 365 }),
    });
    await t.app.db.execute(
      sql`UPDATE visits SET starts_at = now() + interval '2 hours', ends_at = now() + interval '3 hours', blocked_until = now() + interval '3 hours' WHERE id = ${late.id}`,
    );
    const cancelled = await s.vendor.agent.post(`/api/visits/${late.id}/cancel`, {
      reason: 'Sick',
    });
    expect(cancelled.json()).toMatchObject({ cancelledBy: 'business', lateCancellation: true });
  });

  it('done and no-show only after the visit has ended, by the business', async () => {
    const s = await setting();
    const [a, b] = await s.slots('2027-06-01', 1);
    const one = (await s.book(a!)).json();
    const two = (await s.book(b!)).json();
    expect((await s.vendor.agent.post(`/api/visits/${one.id}/done`)).statusCode).toBe(409);
    await t.app.db.execute(
      sql`UPDATE visits SET starts_at = now() - interval '3 hours' - (id * interval '1 hour'), ends_at = now() - interval '2 hours' - (id * interval '1 hour'), blocked_until = now() - interval '2 hours' - (id * interval '1 hour') WHERE id IN (${one.id}, ${two.id})`,
    );
    expect((await s.customer.agent.post(`/api/visits/${one.id}/done`)).statusCode).toBe(403);
    expect((await s.vendor.agent.post(`/api/visits/${one.id}/done`)).json().status).toBe('done');
    expect((await s.vendor.agent.post(`/api/visits/${two.id}/no-show`)).json().status).toBe(
      'no_show',
    );
    expect((await s.vendor.agent.post(`/api/visits/${one.id}/no-show`)).statusCode).toBe(409);
  });

  it('answer 401 signed out, 404 to strangers, 403 for another owner’s availability', async () => {
    const s = await setting();
    const [a] = await s.slots('2027-07-01', 1);
    const visit = (await s.book(a!)).json();
    const anonymous = new Agent(t.app);
    const stranger = await loggedIn(t, { firstName: 'Stranger' });
    expect((await anonymous.get(`${s.base}/slots`)).statusCode).toBe(401);
    expect((await anonymous.post(`${s.base}/visits`, { startsAt: a })).statusCode).toBe(401);
    expect((await anonymous.get(`/api/companies/${s.companyId}/availability`)).statusCode).toBe(
      401,
    );
    expect(
      (await stranger.agent.get(`/api/companies/${s.companyId}/availability`)).statusCode,
    ).toBe(403);
    expect((await stranger.agent.get(`/api/companies/999999/availability`)).statusCode).toBe(404);
    expect((await stranger.agent.get(`${s.base}/slots`)).statusCode).toBe(404);
    expect((await stranger.agent.post(`${s.base}/visits`, { startsAt: a })).statusCode).toBe(404);
    expect((await stranger.agent.get(`/api/quotes/${s.quoteId}/visits`)).statusCode).toBe(404);
    for (const action of ['confirm', 'decline', 'done', 'no-show']) {
      expect((await stranger.agent.post(`/api/visits/${visit.id}/${action}`)).statusCode).toBe(404);
    }
    expect(
      (await stranger.agent.post(`/api/visits/${visit.id}/cancel`, { reason: 'x' })).statusCode,
    ).toBe(404);
    // The business cannot book for the customer.
    expect((await s.book(a!, s.vendor.agent)).statusCode).toBe(403);
  });
});

describe('next available', () => {
  it('search results and the company page show the first free time within 14 days with the company’s zone; none without availability or free time', async () => {
    const s = await setting({}, ['Quillfeather Gates'], 'Quillfeather Fencing');
    const gatesId = s.others[0]!.company.id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format();
    const first = (await s.slots(today, 14))[0]!;
    const anonymous = new Agent(t.app);
    const shown = async () => {
      const search = await anonymous.get('/api/search?q=Quillfeather');
      expect(search.statusCode, search.body).toBe(200);
      const results = search.json().results as Array<{ id: number; nextAvailable: unknown }>;
      const pages = await Promise.all(
        [s.companyId, gatesId].map((id) => anonymous.get(`/api/companies/${id}/next-available`)),
      );
      return {
        search: Object.fromEntries(results.map((r) => [r.id, r.nextAvailable])),
        pages: pages.map((page) => page.json().nextAvailable as unknown),
      };
    };
    const next = { startsAt: first, timeZone: 'America/Denver' };
    expect(await shown()).toEqual({
      search: { [s.companyId]: next, [gatesId]: null },
      pages: [next, null],
    });
    expect((await anonymous.get('/api/companies/99999999/next-available')).statusCode).toBe(404);

    // Time off over the next 15 days: nothing free soon, nothing shown.
    const off = await s.vendor.agent.post(`/api/companies/${s.companyId}/time-off`, {
      startsAt: new Date().toISOString(),
      endsAt: new Date(Date.now() + 15 * 86_400_000).toISOString(),
      note: 'Holiday',
    });
    expect(off.statusCode, off.body).toBe(201);
    expect(await shown()).toEqual({
      search: { [s.companyId]: null, [gatesId]: null },
      pages: [null, null],
    });
  });
});

describe('next available on a category page', () => {
  it('the listing by slug and by id carries it for the business that takes visits, null for the other', async () => {
    const s = await setting({}, ['Wrenfield Drains'], 'Wrenfield Plumbing');
    const drainsId = s.others[0]!.company.id;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Denver' }).format();
    const first = (await s.slots(today, 14))[0]!;
    // The customer's favourites: the page holds these two businesses only.
    for (const id of [s.companyId, drainsId]) {
      const added = await s.customer.agent.post(`/api/favorites/${id}`);
      expect(added.statusCode, added.body).toBeLessThan(300);
    }
    const bySlug = await s.customer.agent.get(
      '/api/companies/category/plumbing-services?favorites=true',
    );
    expect(bySlug.statusCode, bySlug.body).toBe(200);
    const byId = await s.customer.agent.get(
      `/api/categories/${bySlug.json().category.id}/companies?favorites=true`,
    );
    expect(byId.statusCode, byId.body).toBe(200);
    const shown = (page: { companies: Array<{ id: number; nextAvailable: unknown }> }) =>
      Object.fromEntries(page.companies.map((c) => [c.id, c.nextAvailable]));
    const expected = {
      [s.companyId]: { startsAt: first, timeZone: 'America/Denver' },
      [drainsId]: null,
    };
    expect(shown(bySlug.json())).toEqual(expected);
    expect(shown(byId.json())).toEqual(expected);
  });
});

describe('the next visit on the lists', () => {
  it('My Quotes and the inbox carry the next requested or confirmed visit, not a cancelled or past one, to the two parties only', async () => {
    const s = await setting({ bookingMode: 'request' }, ['Other Fences']);
    const [a, b, c] = await s.slots('2027-08-02', 1);
    const cancelled = (await s.book(a!)).json();
    const next = (await s.book(b!)).json();
    const past = (await s.book(c!)).json();
    const cancel = await s.customer.agent.post(`/api/visits/${cancelled.id}/cancel`, {
      reason: 'Plans changed',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.app.db.execute(
      sql`UPDATE visits SET starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours', blocked_until = now() - interval '2 hours' WHERE id = ${past.id}`,
    );
    const myQuote = async () => {
      const list = await s.customer.agent.get('/api/quotes?pageSize=1');
      expect(list.statusCode, list.body).toBe(200);
      const [item] = list.json().data;
      expect(item.id).toBe(s.quoteId);
      return item.nextVisit;
    };
    const inboxRow = async (agent: Agent) => {
      const inbox = await agent.get('/api/vendor-quotes');
      expect(inbox.statusCode, inbox.body).toBe(200);
      const rows = inbox.json<Array<{ quoteId: number; nextVisit: unknown }>>();
      return rows.find((r) => r.quoteId === s.quoteId)!;
    };
    const expected = {
      id: next.id,
      companyId: s.companyId,
      startsAt: b,
      endsAt: new Date(Date.parse(b!) + 3_600_000).toISOString(),
      status: 'requested',
      timeZone: 'America/Denver',
    };
    expect(await myQuote()).toEqual(expected);
    expect((await inboxRow(s.vendor.agent)).nextVisit).toEqual(expected);

    expect((await s.vendor.agent.post(`/api/visits/${next.id}/confirm`)).statusCode).toBe(200);
    expect(await myQuote()).toEqual({ ...expected, status: 'confirmed' });
    expect((await inboxRow(s.vendor.agent)).nextVisit).toEqual({
      ...expected,
      status: 'confirmed',
    });
    // The quote's other business sees its own row without this visit; a stranger sees nothing.
    expect((await inboxRow(s.others[0]!.agent)).nextVisit).toBeNull();
    const stranger = await loggedIn(t, { firstName: 'Stranger' });
    expect((await stranger.agent.get('/api/quotes')).json().data).toEqual([]);

    const dropped = await s.vendor.agent.post(`/api/visits/${next.id}/cancel`, { reason: 'Sick' });
    expect(dropped.statusCode, dropped.body).toBe(200);
    expect(await myQuote()).toBeNull();
  });
});

/** The one event of a mail's .ics, read by a real iCalendar parser, and its METHOD. */
function invitation(mail: OutboxMail) {
  const [attachment] = mail.attachments ?? [];
  expect(attachment?.contentType).toMatch(/^text\/calendar/);
  const parsed = nodeIcal.sync.parseICS(attachment!.content);
  const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const event = events[0] as VEvent;
  return {
    method: (parsed.vcalendar as { method?: string }).method,
    uid: event.uid,
    sequence: Number(event.sequence),
    start: new Date(event.start).toISOString(),
    status: event.status,
  };
}

describe('visit e-mails', () => {
  it('carry an .ics: one UID, SEQUENCE up at each move, METHOD:CANCEL at the end; in each side’s language', async () => {
    const s = await setting();
    const language = await s.customer.agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    expect(language.statusCode).toBe(204);
    const [a, b] = await s.slots('2027-08-02', 1);
    const visit = (await s.book(a!)).json();
    const mailTo = (email: string, subject: string) =>
      t.waitForMail((m) => m.to === email && m.subject.startsWith(subject));

    const confirmed = await mailTo(s.customer.user.email, 'Visita confirmada');
    expect(confirmed.subject).toBe('Visita confirmada: Fence repair');
    expect(confirmed.text).toContain('Con: Fence Pros');
    const first = invitation(confirmed);
    expect(first).toMatchObject({ method: 'REQUEST', sequence: 0, start: a, status: 'CONFIRMED' });
    const toBusiness = invitation(await mailTo(s.vendor.user.email, 'Visit confirmed'));
    expect(toBusiness.uid).toBe(first.uid);

    await s.vendor.agent.post(`/api/visits/${visit.id}/reschedule`, {
      startsAt: b,
      reason: 'Truck in the shop',
    });
    const moved = await mailTo(s.customer.user.email, 'Visita cambiada de hora');
    expect(moved.text).toContain('Motivo: Truck in the shop');
    expect(invitation(moved)).toMatchObject({
      method: 'REQUEST',
      uid: first.uid,
      sequence: 1,
      start: b,
    });

    await s.customer.agent.post(`/api/visits/${visit.id}/cancel`, { reason: 'Sold the house' });
    const cancelled = invitation(await mailTo(s.vendor.user.email, 'Visit cancelled'));
    expect(cancelled).toMatchObject({ method: 'CANCEL', uid: first.uid, sequence: 2 });
    expect(cancelled.status).toBe('CANCELLED');

    // Another visit has its own UID.
    const other = (await s.book(a!)).json();
    expect(other.id).not.toBe(visit.id);
    const next = await t.waitForMail(
      (m) =>
        m.to === s.vendor.user.email &&
        m.subject.startsWith('Visit confirmed') &&
        invitation(m).uid !== first.uid,
    );
    expect(invitation(next).sequence).toBe(0);
  });
});

describe('a visit request', () => {
  it('e-mails the business alone, in its language, without an .ics, and rings its bell; confirming sends the invitations', async () => {
    const s = await setting({ bookingMode: 'request' });
    await s.vendor.agent.request({
      method: 'PUT',
      url: '/api/me/locale',
      payload: { locale: 'es' },
    });
    const [a] = await s.slots('2027-08-09', 1);
    const visit = (await s.book(a!)).json();
    expect(visit.status).toBe('requested');

    const asked = await t.waitForMail(
      (m) => m.to === s.vendor.user.email && m.subject === 'Visita solicitada: Fence repair',
    );
    expect(asked.text).toContain('Un cliente pide una visita');
    expect(asked.text).toContain('Con: Casey');
    expect(asked.attachments ?? []).toEqual([]);
    const bell = (await s.vendor.agent.get('/api/notifications')).json().notifications;
    expect(bell[0]).toMatchObject({
      kind: 'visit',
      title: 'Visita solicitada',
      link: `/vendorquotes?quoteId=${s.quoteId}&companyId=${s.companyId}`,
    });

    await s.vendor.agent.post(`/api/visits/${visit.id}/confirm`);
    const confirmed = await t.waitForMail(
      (m) => m.to === s.customer.user.email && m.subject.startsWith('Visit confirmed'),
    );
    expect(invitation(confirmed)).toMatchObject({ method: 'REQUEST', sequence: 0, start: a });
    // Queued after the request: the customer was never sent the request.
    const toCustomer = (await t.outbox()).filter((m) => m.to === s.customer.user.email);
    expect(toCustomer.map((m) => m.subject)).toEqual(['Visit confirmed: Fence repair']);
  });
});

describe('calendar feeds', () => {
  const uids = (body: string) =>
    Object.values(nodeIcal.sync.parseICS(body))
      .filter((c) => c?.type === 'VEVENT')
      .map((c) => c.uid);
  const path = (url: string) => new URL(url).pathname;

  it('list the person’s visits to anyone holding the secret; rotate and revoke end the old one', async () => {
    const s = await setting();
    const other = await setting();
    const [a] = await s.slots('2027-09-01', 1);
    const [b] = await other.slots('2027-09-01', 1);
    const mine = (await s.book(a!)).json();
    const theirs = (await other.book(b!)).json();
    const anonymous = new Agent(t.app);

    const created = await s.customer.agent.post('/api/me/calendar-feed');
    expect(created.statusCode, created.body).toBe(201);
    const feed = await anonymous.get(path(created.json().url));
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    const host = new URL(t.config.appUrl).hostname;
    expect(uids(feed.body)).toEqual([`visit-${mine.id}@${host}`]);
    expect(feed.body).not.toContain(`visit-${theirs.id}@`);

    // The business sees its visit in its own feed.
    const business = await s.vendor.agent.post('/api/me/calendar-feed');
    const businessFeed = await anonymous.get(path(business.json().url));
    expect(uids(businessFeed.body)).toEqual([`visit-${mine.id}@${host}`]);

    const rotated = await s.customer.agent.post('/api/me/calendar-feed');
    expect(rotated.json().url).not.toBe(created.json().url);
    expect((await anonymous.get(path(created.json().url))).statusCode).toBe(404);
    expect((await anonymous.get(path(rotated.json().url))).statusCode).toBe(200);

    const revoked = await s.customer.agent.request({
      method: 'DELETE',
      url: '/api/me/calendar-feed',
    });
    expect(revoked.statusCode).toBe(204);
    expect((await anonymous.get(path(rotated.json().url))).statusCode).toBe(404);
    expect((await anonymous.get(`/api/calendar/${'x'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await anonymous.get('/api/calendar/nothing')).statusCode).toBe(404);
    expect((await anonymous.post('/api/me/calendar-feed')).statusCode).toBe(401);
  });
});

describe('visit reminders', () => {
  it('go 24 h and 2 h before by e-mail, text and push, once with two nodes; none after a cancel or for an old time', async () => {
    const s = await setting();
    await t.app.db.execute(
      sql`UPDATE users SET phone_number = '+13035550123', text_notifications = true WHERE id = ${s.customer.user.id}`,
    );
    const [a, b, c, d] = await s.slots('2027-10-04', 2);
    const kept = (await s.book(a!)).json();
    const cancelled = (await s.book(b!)).json();
    const moved = (await s.book(c!)).json();
    /** Starts in `minutes`, an hour long, booked two days ago: its reminders are due now. */
    const startsIn = (id: number, minutes: number) =>
      t.app.db.execute(sql`
        UPDATE visits SET starts_at = now() + make_interval(mins => ${minutes}),
          ends_at = now() + make_interval(mins => ${minutes + 60}),
          blocked_until = now() + make_interval(mins => ${minutes + 60}),
          updated_at = now() - interval '2 days'
        WHERE id = ${id}`);
    await startsIn(kept.id, 23 * 60);
    await startsIn(cancelled.id, 21 * 60);
    await startsIn(moved.id, 19 * 60);
    await s.customer.agent.post(`/api/visits/${cancelled.id}/cancel`, { reason: 'Sold the house' });
    const movedAway = await s.vendor.agent.post(`/api/visits/${moved.id}/reschedule`, {
      startsAt: d,
      reason: 'Truck in the shop',
    });
    expect(movedAway.statusCode, movedAway.body).toBe(200);

    /** The reminders queued for this test's two people: e-mails by visit UID, and texts. */
    const queued = async () => {
      const { rows } = await t.app.db.execute<{ name: string; data: OutboxMail }>(sql`
        SELECT name, data FROM pgboss.job
        WHERE (name = 'deliver.email' AND data->>'subject' LIKE 'Visit reminder%'
            AND data->>'to' IN (${s.customer.user.email}, ${s.vendor.user.email}))
          OR (name = 'deliver.sms' AND data->>'to' = '+13035550123')
        ORDER BY created_on`);
      // Each side's bell, and its push to their devices.
      const { rows: pushed } = await t.app.db.execute<{ user_id: number; body: string }>(sql`
        SELECT n.user_id, n.body FROM notifications n
        JOIN pgboss.job j ON j.name = 'deliver.push' AND (j.data->>'notificationId')::int = n.id
        WHERE n.user_id IN (${s.customer.user.id}, ${s.vendor.user.id}) AND n.title = 'Visit reminder'
        ORDER BY n.id`);
      return {
        emails: rows.filter((r) => r.name === 'deliver.email').map((r) => invitation(r.data).uid),
        texts: rows.filter((r) => r.name === 'deliver.sms').length,
        // Each sweep's two bells in either order: who was pushed, how many times each.
        pushes: pushed.map((n) => n.user_id).sort((x, y) => x - y),
      };
    };
    const both = [s.customer.user.id, s.vendor.user.id].sort((x, y) => x - y);
    const host = new URL(t.config.appUrl).hostname;
    const keptUid = `visit-${kept.id}@${host}`;

    // Two app nodes sweep at the same moment (as two nodes' workers could): each reminder once.
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl });
    try {
      const once = { emails: [keptUid, keptUid], texts: 1, pushes: both };
      await Promise.all([sendDueReminders(t.app), sendDueReminders(other)]);
      expect(await queued()).toEqual(once);
      await Promise.all([sendDueReminders(t.app), sendDueReminders(other)]);
      expect(await queued()).toEqual(once);

      // Two hours before: the second reminder, once.
      await startsIn(kept.id, 90);
      await Promise.all([sendDueReminders(t.app), sendDueReminders(other)]);
      expect(await queued()).toEqual({
        emails: [keptUid, keptUid, keptUid, keptUid],
        texts: 2,
        pushes: [...both, ...both].sort((x, y) => x - y),
      });
    } finally {
      await other.close();
    }
    const mail = await t.waitForMail(
      (m) => m.to === s.customer.user.email && m.subject.startsWith('Visit reminder'),
    );
    expect(mail.text).toContain('With: Fence Pros');
    const bell = (await s.customer.agent.get('/api/notifications')).json().notifications;
    expect(bell[0]).toMatchObject({
      kind: 'visit',
      title: 'Visit reminder',
      body: expect.stringMatching(/^Fence Pros, .+: Fence repair$/),
      link: `/quotes/${s.quoteId}/edit?company=${s.companyId}`,
    });
  });
});

describe('visits in the account’s data', () => {
  it('are in both sides’ exports, and lose the person’s reasons and feed when anonymised', async () => {
    const s = await setting();
    const [a, b, c] = await s.slots('2027-11-01', 1);
    const moved = (await s.book(a!)).json();
    await s.customer.agent.post(`/api/visits/${moved.id}/reschedule`, {
      startsAt: b,
      reason: 'My shift changed',
    });
    const cancelled = (await s.book(c!)).json();
    await s.customer.agent.post(`/api/visits/${cancelled.id}/cancel`, { reason: 'Found someone' });
    await s.customer.agent.post('/api/me/calendar-feed');

    const mine = (await downloadExport(s.customer.agent)).data;
    const conversation = mine.quotes.find((q) => q.id === s.quoteId)!.conversations[0]!;
    expect(conversation.visits).toMatchObject([
      { id: moved.id, startsAt: expect.stringContaining('2027-11-01'), status: 'confirmed' },
      { id: cancelled.id, status: 'cancelled', cancelReason: 'Found someone' },
    ]);
    expect(conversation.visits[0]!.rescheduleReason).toBe('My shift changed');
    const theirs = (await downloadExport(s.vendor.agent)).data;
    const request = theirs.companies[0]!.requestsReceived.find((r) => r.quoteId === s.quoteId)!;
    expect(request.visits.map((v) => v.id)).toEqual([moved.id, cancelled.id]);

    await t.app.db.execute(
      sql`UPDATE users SET deleted_at = now() - interval '31 days' WHERE id = ${s.customer.user.id}`,
    );
    expect(await anonymiseDeletedAccounts(t.app.db)).toBeGreaterThanOrEqual(1);
    const { rows } = await t.app.db.execute<{ reasons: string[]; feeds: number }>(sql`
      SELECT (SELECT array_agg(coalesce(cancel_reason, '') || coalesce(reschedule_reason, '')
          ORDER BY id) FROM visits WHERE customer_id = ${s.customer.user.id}) AS reasons,
        (SELECT count(*)::int FROM calendar_feeds WHERE user_id = ${s.customer.user.id}) AS feeds`);
    expect(rows[0]).toEqual({ reasons: ['', ''], feeds: 0 });
  });
});

describe('visits when a side is gone', () => {
  /** A confirmed visit and a requested one still to come, and one the business marked done. */
  async function booked() {
    const s = await setting();
    const [a, b] = await s.slots('2027-06-07', 1);
    const confirmed = (await s.book(a!)).json();
    await s.vendor.agent.request({
      method: 'PUT',
      url: `/api/companies/${s.companyId}/availability`,
      payload: settings({ bookingMode: 'request' }),
    });
    const requested = (await s.book(b!)).json();
    expect([confirmed.status, requested.status]).toEqual(['confirmed', 'requested']);
    const visits = async (agent: Agent) =>
      (await agent.get(`/api/quotes/${s.quoteId}/visits`))
        .json<{
          visits: Array<{ id: number; status: string; cancelledBy: string; cancelReason: null }>;
        }>()
        .visits.map(({ id, status, cancelledBy, cancelReason }) => ({
          id,
          status,
          cancelledBy,
          cancelReason,
        }));
    const bell = async (agent: Agent) =>
      (await agent.get('/api/notifications'))
        .json<{ notifications: Array<{ title: string; link: string }> }>()
        .notifications.filter((n) => n.title === 'Visit cancelled');
    return { ...s, confirmed, requested, visits, bell };
  }
  const admin = async () => {
    const { agent } = await loggedIn(t, { firstName: 'Ada', email: ADMIN_EMAIL });
    return agent;
  };

  it('a customer who deletes their account: the business gets the CANCEL and the bell, no reminder', async () => {
    const s = await booked();
    const deleted = await s.customer.agent.request({
      method: 'DELETE',
      url: '/api/me',
      payload: { password: FACTORY_PASSWORD },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const cancelled = { status: 'cancelled', cancelledBy: 'customer', cancelReason: null };
    expect(await s.visits(s.vendor.agent)).toEqual([
      { id: s.confirmed.id, ...cancelled },
      { id: s.requested.id, ...cancelled },
    ]);
    const mail = await t.waitForMail(
      (m) => m.to === s.vendor.user.email && m.subject.startsWith('Visit cancelled'),
    );
    expect(invitation(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
    // Both visits ring the business's bell, each at its conversation.
    const link = `/vendorquotes?quoteId=${s.quoteId}&companyId=${s.companyId}`;
    expect((await s.bell(s.vendor.agent)).map((n) => n.link)).toEqual([link, link]);

    // Due now, it would have been reminded: nothing is, for a cancelled visit.
    await t.app.db.execute(sql`
      UPDATE visits SET starts_at = now() + interval '23 hours', ends_at = now() + interval '24 hours',
        blocked_until = now() + interval '24 hours', updated_at = now() - interval '2 days'
      WHERE id = ${s.confirmed.id}`);
    await sendDueReminders(t.app);
    const { rows } = await t.app.db.execute(
      sql`SELECT 1 FROM visit_reminders WHERE visit_id = ${s.confirmed.id}`,
    );
    expect(rows).toEqual([]);
  });

  it('a business owner suspended, or a business hidden: the customer is told, cancelled by the business', async () => {
    const moderator = await admin();
    const bySuspension = await booked();
    const suspended = await moderator.post(
      `/api/admin/users/${bySuspension.vendor.user.id}/suspend`,
      { reason: 'Fake business' },
    );
    expect(suspended.statusCode, suspended.body).toBe(200);
    const byHiding = await booked();
    const hidden = await moderator.post(`/api/admin/companies/${byHiding.companyId}/hide`, {
      reason: 'Scam listing',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);

    for (const s of [bySuspension, byHiding]) {
      const cancelled = { status: 'cancelled', cancelledBy: 'business', cancelReason: null };
      expect(await s.visits(s.customer.agent)).toEqual([
        { id: s.confirmed.id, ...cancelled },
        { id: s.requested.id, ...cancelled },
      ]);
      const mail = await t.waitForMail(
        (m) => m.to === s.customer.user.email && m.subject.startsWith('Visit cancelled'),
      );
      expect(invitation(mail)).toMatchObject({ method: 'CANCEL', sequence: 1 });
      expect(await s.bell(s.customer.agent)).toHaveLength(2);
    }
    // The hidden business's owner keeps their account: their calendar hears of it too.
    const owner = await t.waitForMail(
      (m) => m.to === byHiding.vendor.user.email && m.subject.startsWith('Visit cancelled'),
    );
    expect(invitation(owner).method).toBe('CANCEL');
  });
});
