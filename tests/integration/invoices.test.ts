import path from 'node:path';
import { sql } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Invoice } from '@/contract/invoice';
import { checkLedger } from '@/server/modules/invoices';
import type { RealtimeEvent } from '@/contract/realtime';
import { quoteToNewBusinesses } from '../support/businesses';
import { inDays } from '../support/dates';
import { loggedIn, signInAs } from '../support/sessions';
import { collectEvents, isMarker, publishMarker, socketUrl } from '../support/sockets';
import { createTestApp, listenOnLoopback, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';
import { imageForm } from '../support/world';

const LONG =
  'Our kitchen needs a new sink, a dishwasher hookup and a leaking pipe under the island fixed. Access is easy and the water shut-off works.';

let t: TestApp;
let wsUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  wsUrl = socketUrl(await listenOnLoopback(t));
});
afterAll(async () => t.close());

const fixed = (cents: number) => ({
  priceType: 'fixed',
  priceCents: cents,
  includes: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
  earliestStart: inDays(3),
  validUntil: inDays(30),
});

/** A customer with a business's estimate, about to hire it; the business's owner, where to invoice. */
async function estimatedJob(
  estimate: object = fixed(120_000),
  customer: { firstName?: string; locale?: 'en' | 'es' } = {},
) {
  const job = await quoteToNewBusinesses(t, {
    customer: customer.firstName ?? 'Morgan',
    quoteName: 'Kitchen plumbing',
    description: LONG,
    companies: [{ name: 'Pipe Pros' }, { name: 'Drain Kings' }],
  });
  if (customer.locale) {
    await t.app.db.execute(
      sql`UPDATE users SET locale = ${customer.locale} WHERE id = ${job.customer.user.id}`,
    );
  }
  const [vendor, other] = job.vendors as [(typeof job.vendors)[0], (typeof job.vendors)[0]];
  const conversation = `/api/quotes/${job.quoteId}/companies/${vendor.company.id}`;
  const sent = await vendor.agent.post(`${conversation}/estimates`, estimate);
  expect(sent.statusCode, sent.body).toBe(201);
  const hire = async () => {
    const hired = await job.customer.agent.post(`/api/quotes/${job.quoteId}/hire`, {
      companyId: vendor.company.id,
    });
    expect(hired.statusCode, hired.body).toBe(200);
  };
  const create = (agent: Agent = vendor.agent, body: object = {}) =>
    agent.post(`${conversation}/invoices`, body);
  return { ...job, vendor, other, hire, create };
}

/** A customer who hired a business after its estimate; the business's owner and where to invoice. */
async function hiredJob(...args: Parameters<typeof estimatedJob>) {
  const job = await estimatedJob(...args);
  await job.hire();
  return job;
}

async function created(response: Promise<{ statusCode: number; body: string; json(): unknown }>) {
  const r = await response;
  expect(r.statusCode, r.body).toBe(201);
  return r.json() as Invoice;
}

const put = (agent: Agent, id: number, payload: object) =>
  agent.request({ method: 'PUT', url: `/api/invoices/${id}`, payload });

const DRAFT_EDIT = {
  lines: [
    { description: 'Sink and hookup', quantity: 1, unitPriceCents: 99_999 },
    { description: 'Labour', quantity: 2.5, unitPriceCents: 3_333 },
    { description: 'Fittings', quantity: 3, unitPriceCents: 1_001 },
  ],
  taxRateBp: 825,
  discountCents: 5_000,
  notes: 'Thank you for your business.',
  dueDate: inDays(14),
};

/** A PDF's text, page by page, as a reader would copy it (pdf.js). */
async function pdfText(bytes: Buffer): Promise<string> {
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    // The metrics of the standard fonts (Helvetica) the PDF names, from the package.
    standardFontDataUrl: `${path.resolve('node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const { items } = await (await pdf.getPage(n)).getTextContent();
    pages.push(items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join('\n').replace(/\s+/g, ' ');
}

/** The ledger's payments minus refunds per invoice, read straight from the table. */
async function ledgerPaid(): Promise<Map<number, number>> {
  const { rows } = await t.app.db.execute<{ invoice_id: number; paid: number }>(sql`
    SELECT invoice_id, sum(CASE kind WHEN 'payment' THEN amount_cents
      WHEN 'refund' THEN -amount_cents ELSE 0 END)::int AS paid
    FROM payment_ledger WHERE invoice_id IS NOT NULL GROUP BY invoice_id`);
  return new Map(rows.map((r) => [r.invoice_id, r.paid]));
}

describe('invoice numbers', () => {
  it('are gapless per business under 20 concurrent creations, and each business starts at 0001', async () => {
    const job = await hiredJob();
    const year = new Date().getUTCFullYear();
    const answers = await Promise.all(Array.from({ length: 20 }, () => job.create()));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((a) => a.json<Invoice>().number).sort();
    expect(numbers).toEqual(
      Array.from({ length: 20 }, (_, i) => `INV-${year}-${String(i + 1).padStart(4, '0')}`),
    );

    const second = await hiredJob();
    expect((await created(second.create())).number).toBe(`INV-${year}-0001`);
  });
});

describe('invoices', () => {
  it('copy the accepted estimate into a draft only the hired business may make', async () => {
    const hourly = await hiredJob({
      ...fixed(0),
      priceType: 'hourly',
      priceCents: undefined,
      hourlyRateCents: 8_550,
      estimatedHours: 7.25,
    });
    const invoice = await created(hourly.create(undefined, { dueDate: inDays(10) }));
    expect(invoice).toMatchObject({
      status: 'draft',
      currency: 'USD',
      dueDate: inDays(10),
      lines: [
        {
          description: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
          quantity: 7.25,
          unitPriceCents: 8_550,
          // 8550 × 7.25 = 61987.5 → half up.
          amountCents: 61_988,
        },
      ],
      subtotalCents: 61_988,
      taxCents: 0,
      totalCents: 61_988,
      paidCents: 0,
      balanceCents: 61_988,
      ledger: [],
    });

    // The customer may not make one; the business not hired, or a stranger, sees no such quote.
    const byCustomer = await hourly.create(hourly.customer.agent);
    expect(byCustomer.statusCode).toBe(403);
    expect(byCustomer.json().error).toBe('Only the business can do this.');
    const stranger = await loggedIn(t);
    expect((await hourly.create(stranger.agent)).statusCode).toBe(404);
    const otherConversation = `/api/quotes/${hourly.quoteId}/companies/${hourly.other.company.id}`;
    const notHired = await hourly.other.agent.post(`${otherConversation}/invoices`, {});
    expect(notHired.statusCode).toBe(409);
    expect(notHired.json().error).toBe('Only the hired business can invoice this job.');
    expect((await t.agent().post(`${otherConversation}/invoices`, {})).statusCode).toBe(401);

    // A range is billed at its low end.
    const range = await hiredJob({
      ...fixed(0),
      priceType: 'range',
      priceCents: undefined,
      minCents: 90_000,
      maxCents: 140_000,
    });
    expect((await created(range.create())).totalCents).toBe(90_000);
  });

  it('are edited while draft, then sent (e-mailed in the customer’s language), then frozen', async () => {
    const job = await hiredJob(fixed(120_000), { firstName: 'Lucía', locale: 'es' });
    const draft = await created(job.create());
    const path = `/api/invoices/${draft.id}`;

    // The customer does not see a draft at all; nor does anyone else.
    expect((await job.customer.agent.get(path)).statusCode).toBe(404);
    expect((await job.customer.agent.get(`/api/quotes/${job.quoteId}/invoices`)).json()).toEqual(
      [],
    );
    expect((await job.other.agent.get(path)).statusCode).toBe(404);

    const edited = await put(job.vendor.agent, draft.id, DRAFT_EDIT);
    expect(edited.statusCode, edited.body).toBe(200);
    // Lines: 99999 + round(3333 × 2.5 = 8332.5 → 8333) + 3003 = 111335; less 5000 = 106335;
    // tax 8.25 % = 8772.6375 → 8773 (rounded once, half up); total 115108.
    expect(edited.json()).toMatchObject({
      lines: [{ amountCents: 99_999 }, { amountCents: 8_333 }, { amountCents: 3_003 }],
      subtotalCents: 111_335,
      discountCents: 5_000,
      taxRateBp: 825,
      taxCents: 8_773,
      totalCents: 115_108,
      balanceCents: 115_108,
      notes: 'Thank you for your business.',
    });

    const tooMuchOff = await put(job.vendor.agent, draft.id, {
      ...DRAFT_EDIT,
      discountCents: 111_336,
    });
    expect(tooMuchOff.statusCode).toBe(400);
    expect(tooMuchOff.json().fields.discountCents).toBe(
      'The discount cannot be more than the lines’ total.',
    );
    const badLines = await put(job.vendor.agent, draft.id, {
      ...DRAFT_EDIT,
      lines: [{ description: '', quantity: 0.001, unitPriceCents: 10.5 }],
    });
    expect(badLines.statusCode).toBe(400);
    expect(badLines.json().fields).toMatchObject({
      'lines.0.description': 'Describe each line (1 to 500 characters).',
      'lines.0.quantity': 'Enter a quantity from 0.01 to 10,000, with at most two decimals.',
      'lines.0.unitPriceCents': 'Enter a unit price from $0 to $1,000,000, in whole cents.',
    });
    // In the caller's language (the language cookie comes before the account's).
    job.vendor.agent.cookies.set('ql_locale', 'es');
    const spanish = await put(job.vendor.agent, draft.id, {
      ...DRAFT_EDIT,
      discountCents: 999_999,
    });
    job.vendor.agent.cookies.delete('ql_locale');
    expect(spanish.json().error).toBe('El descuento no puede superar el total de las líneas.');

    expect((await job.customer.agent.post(`${path}/send`)).statusCode).toBe(404);
    const sent = await job.vendor.agent.post(`${path}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent', totalCents: 115_108 });
    expect(sent.json().sentAt).not.toBeNull();

    const mail = await t.waitForMail((m) => m.subject.includes(draft.number), 20_000);
    expect(mail.subject).toBe(`Factura ${draft.number}: Pipe Pros`);
    expect(mail.text).toContain('Hola, Lucía:');
    expect(mail.text).toContain('Un negocio que contrataste te envió una factura.');
    expect(mail.text).toContain('Importe a pagar: $1,151.08');

    // Now both parties read it, the customer in the quote's list too; nobody may change it.
    for (const agent of [job.customer.agent, job.vendor.agent]) {
      expect((await agent.get(path)).json()).toMatchObject({ id: draft.id, status: 'sent' });
    }
    const list = await job.customer.agent.get(`/api/quotes/${job.quoteId}/invoices`);
    expect(list.json().map((i: Invoice) => i.number)).toEqual([draft.number]);
    const again = await put(job.vendor.agent, draft.id, DRAFT_EDIT);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe('Only a draft invoice can be changed or sent.');
    expect((await job.vendor.agent.post(`${path}/send`)).statusCode).toBe(409);
    expect((await put(job.customer.agent, draft.id, DRAFT_EDIT)).statusCode).toBe(403);
  });

  it('are voided without payments only, keeping their number', async () => {
    const job = await hiredJob();
    const draft = await created(job.create());
    const voided = await job.vendor.agent.post(`/api/invoices/${draft.id}/void`);
    expect(voided.statusCode).toBe(200);
    expect(voided.json()).toMatchObject({ status: 'void', number: draft.number });
    expect(voided.json().voidedAt).not.toBeNull();
    expect((await job.vendor.agent.post(`/api/invoices/${draft.id}/void`)).statusCode).toBe(409);
    expect((await job.vendor.agent.post(`/api/invoices/${draft.id}/send`)).statusCode).toBe(409);

    const paid = await created(job.create());
    expect(paid.number).not.toBe(draft.number);
    await job.vendor.agent.post(`/api/invoices/${paid.id}/send`);
    expect((await job.customer.agent.post(`/api/invoices/${paid.id}/void`)).statusCode).toBe(403);
    await job.vendor.agent.post(`/api/invoices/${paid.id}/payments`, {
      method: 'cash',
      amountCents: 100,
      receivedOn: inDays(0),
    });
    const refused = await job.vendor.agent.post(`/api/invoices/${paid.id}/void`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('An invoice with payments cannot be voided.');
  });
});

describe('offline payments', () => {
  it('make an invoice partly paid, then paid; the balance is the total less the ledger', async () => {
    const job = await hiredJob(fixed(120_000));
    const invoice = await created(job.create());
    const payments = `/api/invoices/${invoice.id}/payments`;
    const pay = (amountCents: number, extra: object = {}) =>
      job.vendor.agent.post(payments, {
        method: 'check',
        amountCents,
        receivedOn: inDays(-1),
        reference: 'Check #1042',
        ...extra,
      });
    // Not before it is sent.
    expect((await pay(10_000)).statusCode).toBe(409);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);

    const first = await pay(50_000);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      status: 'partly_paid',
      totalCents: 120_000,
      paidCents: 50_000,
      balanceCents: 70_000,
      ledger: [
        {
          kind: 'payment',
          amountCents: 50_000,
          currency: 'USD',
          method: 'check',
          reference: 'Check #1042',
          receivedOn: inDays(-1),
        },
      ],
    });

    // Checked on the server: over the balance, a card by hand, fractions, the future, the customer.
    const over = await pay(70_001);
    expect(over.statusCode).toBe(400);
    expect(over.json().fields.amountCents).toBe('The amount is more than the balance due.');
    expect((await pay(100, { method: 'card' })).statusCode).toBe(400);
    expect((await pay(10.5)).statusCode).toBe(400);
    expect((await pay(0)).statusCode).toBe(400);
    const future = await pay(100, { receivedOn: inDays(5) });
    expect(future.json().fields.receivedOn).toBe('A payment cannot be dated in the future.');
    const byCustomer = await job.customer.agent.post(payments, {
      method: 'cash',
      amountCents: 100,
      receivedOn: inDays(0),
    });
    expect(byCustomer.statusCode).toBe(403);

    const rest = await pay(70_000, { method: 'bank_transfer', reference: '' });
    expect(rest.json()).toMatchObject({ status: 'paid', paidCents: 120_000, balanceCents: 0 });
    expect(rest.json().ledger).toHaveLength(2);
    expect((await pay(1)).statusCode).toBe(409);
  });

  it('never overpay under concurrency: the invoice row is locked while a payment is checked', async () => {
    const job = await hiredJob(fixed(10_000));
    const invoice = await created(job.create());
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    // Ten payments of $30 at once on a $100 balance: three fit, the rest are refused.
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        job.vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
          method: 'cash',
          amountCents: 3_000,
          receivedOn: inDays(0),
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(7);
    const after = (await job.vendor.agent.get(`/api/invoices/${invoice.id}`)).json<Invoice>();
    expect(after).toMatchObject({ status: 'partly_paid', paidCents: 9_000, balanceCents: 1_000 });
    expect((await ledgerPaid()).get(invoice.id)).toBe(9_000);
  });

  it('"I paid" from the customer becomes a ledger payment once the business confirms it', async () => {
    const job = await hiredJob(fixed(80_000));
    const invoice = await created(job.create());
    const claims = `/api/invoices/${invoice.id}/payment-claims`;
    // The customer cannot see (or claim on) a draft.
    expect((await job.customer.agent.post(claims, { note: 'Paid' })).statusCode).toBe(404);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    expect((await job.vendor.agent.post(claims, { note: 'Paid' })).statusCode).toBe(403);

    const partial = await job.customer.agent.post(claims, {
      note: 'Sent by Zelle on Monday',
      method: 'bank_transfer',
      amountCents: 30_000,
    });
    expect(partial.statusCode, partial.body).toBe(201);
    const claim = partial.json().claims[0];
    expect(claim).toMatchObject({
      amountCents: 30_000,
      method: 'bank_transfer',
      note: 'Sent by Zelle on Monday',
      confirmedAt: null,
    });
    // A notice is not a payment.
    expect(partial.json()).toMatchObject({ status: 'sent', paidCents: 0, balanceCents: 80_000 });
    // The business's owner is told, to confirm it.
    const notice = await t.waitForMail(
      (m) => m.to === job.vendor.user.email && m.subject.includes(invoice.number),
      20_000,
    );
    expect(notice.subject).toBe(`Payment notice ${invoice.number}: Morgan`);
    expect(notice.text).toContain('Amount: $300');
    expect(notice.text).toContain('How: Bank transfer');
    expect(notice.text).toContain('Note: Sent by Zelle on Monday');
    const twice = await job.customer.agent.post(claims, { note: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error).toBe('You already told the business you paid. It will confirm it.');

    const confirm = `${claims}/${claim.id}/confirm`;
    expect((await job.customer.agent.post(confirm)).statusCode).toBe(403);
    expect((await job.other.agent.post(confirm)).statusCode).toBe(404);
    const confirmed = await job.vendor.agent.post(confirm);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({
      status: 'partly_paid',
      paidCents: 30_000,
      balanceCents: 50_000,
      ledger: [{ kind: 'payment', amountCents: 30_000, method: 'bank_transfer' }],
    });
    expect(confirmed.json().claims[0].confirmedAt).not.toBeNull();
    expect((await job.vendor.agent.post(confirm)).statusCode).toBe(409);

    // Without an amount, the notice is for the balance.
    const rest = await job.customer.agent.post(claims, { note: 'Cash on site' });
    const second = rest.json().claims[1];
    expect(second.amountCents).toBe(50_000);
    const done = await job.vendor.agent.post(`${claims}/${second.id}/confirm`);
    expect(done.json()).toMatchObject({ status: 'paid', paidCents: 80_000, balanceCents: 0 });
  });

  it('"I paid" the business declines with a reason: the customer is told why and may claim again', async () => {
    const job = await hiredJob(fixed(80_000), { firstName: 'Lucía', locale: 'es' });
    const invoice = await created(job.create());
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    const claims = `/api/invoices/${invoice.id}/payment-claims`;
    const claimed = await job.customer.agent.post(claims, { note: 'Cash on Friday' });
    const decline = `${claims}/${claimed.json().claims[0].id}/decline`;

    expect((await job.customer.agent.post(decline, { reason: 'No' })).statusCode).toBe(403);
    expect((await job.other.agent.post(decline, { reason: 'No' })).statusCode).toBe(404);
    const empty = await job.vendor.agent.post(decline, { reason: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Tell the customer why (1 to 500 characters).');

    const declined = await job.vendor.agent.post(decline, { reason: 'No cash reached us' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json()).toMatchObject({ status: 'sent', paidCents: 0, claims: [], ledger: [] });
    const mail = await t.waitForMail(
      (m) => m.to === job.customer.user.email && m.subject.startsWith('Pago no confirmado'),
      20_000,
    );
    expect(mail.subject).toBe(`Pago no confirmado ${invoice.number}: Pipe Pros`);
    expect(mail.text).toContain('Motivo: No cash reached us');
    expect(mail.text).toContain('Importe: $800');
    expect((await job.vendor.agent.post(decline, { reason: 'Again' })).statusCode).toBe(404);

    // A notice left open while the business recorded the whole amount by hand can be closed.
    const again = await job.customer.agent.post(claims, { note: 'Check in the mail' });
    expect(again.statusCode, again.body).toBe(201);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
      method: 'check',
      amountCents: 80_000,
      receivedOn: inDays(0),
    });
    const stale = `${claims}/${again.json().claims[0].id}`;
    expect((await job.vendor.agent.post(`${stale}/confirm`)).statusCode).toBe(409);
    const closed = await job.vendor.agent.post(`${stale}/decline`, {
      reason: 'Recorded your check by hand',
    });
    expect(closed.json()).toMatchObject({ status: 'paid', balanceCents: 0, claims: [] });
  });
});

describe('the invoice PDF', () => {
  it('prints both parties, the lines, tax, payments and balance, for the two parties only', async () => {
    const job = await hiredJob(fixed(120_000), { firstName: 'Lucía', locale: 'es' });
    const invoice = await created(job.create());
    const pdfPath = `/api/invoices/${invoice.id}/pdf`;
    await put(job.vendor.agent, invoice.id, DRAFT_EDIT);
    // A draft is the business's alone.
    expect((await job.customer.agent.get(pdfPath)).statusCode).toBe(404);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
      method: 'check',
      amountCents: 15_108,
      receivedOn: '2026-11-02',
      reference: 'Check #2001',
    });

    // No logo, no image; then the business's logo, at the top.
    const noLogo = await job.vendor.agent.get(pdfPath);
    expect(noLogo.rawPayload.includes('/Subtype /Image')).toBe(false);
    const upload = await job.vendor.agent.request({
      method: 'POST',
      url: '/api/upload/single',
      ...(await imageForm('file')),
    });
    const logo = await job.vendor.agent.request({
      method: 'PATCH',
      url: `/api/companies/${job.vendor.company.id}/logo`,
      payload: { logoObjectId: upload.json().objectId },
    });
    expect(logo.statusCode, logo.body).toBe(200);

    const answer = await job.vendor.agent.get(pdfPath);
    expect(answer.statusCode).toBe(200);
    expect(answer.rawPayload.includes('/Subtype /Image')).toBe(true);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(`inline; filename="${invoice.number}.pdf"`);
    const text = await pdfText(answer.rawPayload);
    for (const expected of [
      `Invoice ${invoice.number}`,
      'Status: Partly paid',
      'Pipe Pros',
      `Lucía ${job.customer.user.lastName}`,
      'Kitchen plumbing',
      'Sink and hookup',
      '$999.99',
      'Labour',
      '2.5',
      '$83.33',
      'Subtotal $1,113.35',
      'Discount -$50',
      'Tax (8.25 %) $87.73',
      'Total $1,151.08',
      'Amount paid $151.08',
      'Balance due $1,000',
      'November 2, 2026 · Check · Check #2001 · $151.08',
      'Thank you for your business.',
    ]) {
      expect(text).toContain(expected);
    }

    // The customer reads it in their language; nobody else gets it.
    const spanish = await pdfText((await job.customer.agent.get(pdfPath)).rawPayload);
    expect(spanish).toContain(`Factura ${invoice.number}`);
    expect(spanish).toContain('Estado: Pagada en parte');
    expect(spanish).toContain('Saldo pendiente $1,000');
    expect((await job.other.agent.get(pdfPath)).statusCode).toBe(404);
    expect((await t.agent().get(pdfPath)).statusCode).toBe(401);
  });
});

describe('the ledger', () => {
  it("adds up: each invoice's paid amount is its ledger's sum, its balance its total less that", async () => {
    const job = await hiredJob(fixed(50_000));
    const invoice = await created(job.create());
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
      method: 'other',
      amountCents: 12_345,
      receivedOn: inDays(0),
    });

    const paidByLedger = await ledgerPaid();
    const { rows } = await t.app.db.execute<{ id: number; customer_id: number }>(
      sql`SELECT id, customer_id FROM invoices WHERE status <> 'draft' ORDER BY id`,
    );
    // Earlier tests' invoices too: every sent invoice in this database.
    expect(rows.length).toBeGreaterThan(3);
    for (const row of rows) {
      const asCustomer = await signInAs(t.app.db, t.agent(), row.customer_id);
      const answer = (await asCustomer.get(`/api/invoices/${row.id}`)).json<Invoice>();
      expect(answer.paidCents, answer.number).toBe(paidByLedger.get(row.id) ?? 0);
      expect(answer.balanceCents).toBe(answer.totalCents - answer.paidCents);
      const expected =
        answer.status === 'void'
          ? 'void'
          : answer.paidCents === 0
            ? 'sent'
            : answer.balanceCents === 0
              ? 'paid'
              : 'partly_paid';
      expect(answer.status, answer.number).toBe(expected);
    }
  });

  it('is append-only: a row cannot be changed or removed', async () => {
    const job = await hiredJob();
    const invoice = await created(job.create());
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/send`);
    await job.vendor.agent.post(`/api/invoices/${invoice.id}/payments`, {
      method: 'cash',
      amountCents: 1_000,
      receivedOn: inDays(0),
    });
    await expect(
      t.app.db.execute(
        sql`UPDATE payment_ledger SET amount_cents = 1 WHERE invoice_id = ${invoice.id}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.app.db.execute(sql`DELETE FROM payment_ledger WHERE invoice_id = ${invoice.id}`),
    ).rejects.toThrow();
    expect((await ledgerPaid()).get(invoice.id)).toBe(1_000);
  });
});

describe('invoice events', () => {
  /** A live socket of `agent`'s user and the events it receives. */
  const listen = (agent: Agent) =>
    collectEvents(wsUrl, `ql_session=${agent.cookies.get('ql_session')}`);

  it('reach the customer and the business owner on every change, and nobody else', async () => {
    const job = await hiredJob(fixed(80_000));
    const [customer, owner, stranger] = await Promise.all([
      listen(job.customer.agent),
      listen(job.vendor.agent),
      listen(job.other.agent),
    ]);
    const invoice = await created(job.create());
    const path = `/api/invoices/${invoice.id}`;
    /** Each party's invoice events' statuses, once both have `count`. */
    const statuses = async (count: number) => {
      const of = (events: RealtimeEvent[]) =>
        events.flatMap((e) => (e.type === 'invoice' && e.invoiceId === invoice.id ? [e] : []));
      await until(() => of(customer.events).length >= count && of(owner.events).length >= count);
      expect(of(customer.events)).toEqual(
        of(owner.events).map((e) => ({ ...e, timestamp: expect.any(String) })),
      );
      return of(customer.events).map((e) => e.status);
    };

    expect((await job.vendor.agent.post(`${path}/send`)).statusCode).toBe(200);
    expect(await statuses(1)).toEqual(['sent']);
    expect(customer.events.at(-1)).toMatchObject({
      quoteId: job.quoteId,
      companyId: job.vendor.company.id,
    });
    const paid = await job.vendor.agent.post(`${path}/payments`, {
      method: 'cash',
      amountCents: 30_000,
      receivedOn: inDays(-1),
      reference: '',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statuses(2)).toEqual(['sent', 'partly_paid']);
    const claim = async () => {
      const r = await job.customer.agent.post(`${path}/payment-claims`, { note: 'Sent by Zelle' });
      expect(r.statusCode, r.body).toBe(201);
      return `${path}/payment-claims/${r.json<Invoice>().claims[0]!.id}`;
    };
    const declined = await job.vendor.agent.post(`${await claim()}/decline`, { reason: 'Not yet' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect((await job.vendor.agent.post(`${await claim()}/confirm`)).statusCode).toBe(200);
    // The first "I paid", its decline, the second and its confirmation.
    expect(await statuses(6)).toEqual(['sent', ...Array<string>(4).fill('partly_paid'), 'paid']);

    // A draft voided is the business's alone; the other business's owner hears of nothing. Each
    // socket has every event published before its marker.
    const draft = await created(job.create());
    expect((await job.vendor.agent.post(`/api/invoices/${draft.id}/void`)).statusCode).toBe(200);
    await until(() => owner.events.some((e) => e.type === 'invoice' && e.invoiceId === draft.id));
    for (const [side, userId] of [
      [customer, job.customer.user.id],
      [stranger, job.other.user.id],
    ] as const) {
      const marker = await publishMarker(t.app.db, userId);
      await until(() => side.events.some((e) => isMarker(e, marker)), 5000, 'the marker');
    }
    expect(customer.events.filter((e) => e.type === 'invoice')).toHaveLength(6);
    expect(stranger.events.filter((e) => e.type === 'invoice')).toEqual([]);
    for (const side of [customer, owner, stranger]) side.socket.close(1000);
  });
});

describe('deposits at hire (docs/decisions/096)', () => {
  const listen = (agent: Agent) =>
    collectEvents(wsUrl, `ql_session=${agent.cookies.get('ql_session')}`);
  const quoteInvoices = async (agent: Agent, quoteId: number) =>
    (await agent.get(`/api/quotes/${quoteId}/invoices`)).json<Invoice[]>();

  it('a percentage is invoiced at hire (sent, e-mailed, live); the invoice made later deducts it and bills the rest', async () => {
    const job = await estimatedJob(
      { ...fixed(120_000), depositPercent: 30 },
      { firstName: 'Lucía', locale: 'es' },
    );
    const [customer, owner] = await Promise.all([
      listen(job.customer.agent),
      listen(job.vendor.agent),
    ]);
    await job.hire();
    const year = new Date().getUTCFullYear();

    // Issued at once, in the business's own sequence: sent, due on receipt, 30 % of $1,200.
    const [deposit] = await quoteInvoices(job.customer.agent, job.quoteId);
    expect(deposit).toMatchObject({
      number: `INV-${year}-0001`,
      isDeposit: true,
      status: 'sent',
      dueDate: null,
      depositInvoiceId: null,
      depositCreditCents: 0,
      lines: [
        {
          description: 'New sink, dishwasher hookup, pipe repair, parts and clean-up.',
          quantity: 1,
          unitPriceCents: 36_000,
        },
      ],
      totalCents: 36_000,
      balanceCents: 36_000,
    });
    await until(() =>
      [customer, owner].every((side) =>
        side.events.some(
          (e) => e.type === 'invoice' && e.invoiceId === deposit!.id && e.status === 'sent',
        ),
      ),
    );
    for (const side of [customer, owner]) side.socket.close(1000);
    const mail = await t.waitForMail((m) => m.subject.startsWith('Factura de depósito'), 20_000);
    expect(mail.subject).toBe(`Factura de depósito ${deposit!.number}: Pipe Pros`);
    expect(mail.text).toContain(
      'El negocio que contrataste pide un depósito antes de empezar el trabajo.',
    );
    expect(mail.text).toContain('Importe a pagar: $360');

    // Only the two parties see it.
    const path = `/api/invoices/${deposit!.id}`;
    expect((await job.vendor.agent.get(path)).json()).toMatchObject({ id: deposit!.id });
    expect((await job.other.agent.get(path)).statusCode).toBe(404);
    expect((await (await loggedIn(t)).agent.get(path)).statusCode).toBe(404);
    expect((await t.agent().get(path)).statusCode).toBe(401);

    // The customer pays it offline ("I paid"), the business confirms: paid.
    const claimed = await job.customer.agent.post(`${path}/payment-claims`, { note: 'Zelle' });
    expect(claimed.statusCode, claimed.body).toBe(201);
    const claimId = claimed.json<Invoice>().claims[0]!.id;
    const confirmed = await job.vendor.agent.post(`${path}/payment-claims/${claimId}/confirm`);
    expect(confirmed.json()).toMatchObject({ status: 'paid', paidCents: 36_000, balanceCents: 0 });

    // The invoice from the estimate deducts the deposit after the tax: the balance is the rest.
    const balance = await created(job.create());
    expect(balance).toMatchObject({
      number: `INV-${year}-0002`,
      isDeposit: false,
      depositInvoiceId: deposit!.id,
      depositCreditCents: 36_000,
      subtotalCents: 120_000,
      totalCents: 84_000,
      balanceCents: 84_000,
    });
    const edited = await put(job.vendor.agent, balance.id, {
      ...DRAFT_EDIT,
      lines: [{ description: 'Sink, hookup and pipe', quantity: 1, unitPriceCents: 120_000 }],
      discountCents: 0,
    });
    // 120000 + 8.25 % (9900) − 36000.
    expect(edited.json()).toMatchObject({ taxCents: 9_900, totalCents: 93_900 });
    const belowDeposit = await put(job.vendor.agent, balance.id, {
      ...DRAFT_EDIT,
      lines: [{ description: 'Sink only', quantity: 1, unitPriceCents: 30_000 }],
      taxRateBp: 0,
      discountCents: 0,
    });
    expect(belowDeposit.statusCode).toBe(400);
    expect(belowDeposit.json().error).toBe(
      'The invoice must total at least the deposit it deducts.',
    );
    expect((await job.vendor.agent.post(`/api/invoices/${balance.id}/send`)).statusCode).toBe(200);
    const paid = await job.vendor.agent.post(`/api/invoices/${balance.id}/payments`, {
      method: 'check',
      amountCents: 93_900,
      receivedOn: inDays(0),
    });
    expect(paid.json()).toMatchObject({ status: 'paid', balanceCents: 0 });

    // The PDF says what it is and what came off.
    const pdf = async (id: number) =>
      pdfText((await job.customer.agent.get(`/api/invoices/${id}/pdf`)).rawPayload);
    expect(await pdf(deposit!.id)).toContain(`Factura de depósito ${deposit!.number}`);
    expect(await pdf(balance.id)).toContain('Menos el depósito -$360');

    // Deducted once: another invoice from the estimate bills it all.
    expect((await created(job.create())).depositCreditCents).toBe(0);
    // The job was invoiced once in all: $360 + $939 = $1,200 + tax.
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it('an amount, deducted paid or not; not voided while deducted; none asked, none issued', async () => {
    const job = await hiredJob({
      ...fixed(0),
      priceType: 'hourly',
      priceCents: undefined,
      hourlyRateCents: 8_500,
      estimatedHours: 7.5,
      depositCents: 20_000,
    });
    const [deposit] = await quoteInvoices(job.customer.agent, job.quoteId);
    expect(deposit).toMatchObject({ isDeposit: true, status: 'sent', totalCents: 20_000 });

    // $85 × 7.5 h = $637.50, less the deposit (not paid yet: the customer owes both, once).
    const balance = await created(job.create());
    expect(balance).toMatchObject({ depositCreditCents: 20_000, totalCents: 43_750 });
    const voidDeposit = () => job.vendor.agent.post(`/api/invoices/${deposit!.id}/void`);
    const refused = await voidDeposit();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(
      'This deposit is deducted on another invoice: void that invoice first.',
    );
    // Voiding the balance frees the deposit; voided, the deposit is deducted nowhere.
    expect((await job.vendor.agent.post(`/api/invoices/${balance.id}/void`)).statusCode).toBe(200);
    expect((await voidDeposit()).json()).toMatchObject({ status: 'void' });
    expect((await created(job.create())).totalCents).toBe(63_750);

    const noDeposit = await hiredJob(fixed(50_000));
    expect(await quoteInvoices(noDeposit.customer.agent, noDeposit.quoteId)).toEqual([]);
    expect(await checkLedger(t.app.db)).toEqual([]);
  });

  it("is checked on the server in the contract's words; a percentage is of the lowest price, rounded half up", async () => {
    const job = await estimatedJob(fixed(50_000));
    const estimates = `/api/quotes/${job.quoteId}/companies/${job.vendor.company.id}/estimates`;
    const refused = async (body: object) => {
      const r = await job.vendor.agent.post(estimates, body);
      expect(r.statusCode, r.body).toBe(400);
      return r.json().fields as Record<string, string>;
    };
    expect(await refused({ ...fixed(50_000), depositCents: 50_001 })).toEqual({
      depositCents: 'The deposit cannot be more than the lowest price.',
    });
    expect(await refused({ ...fixed(50_000), depositCents: 10_000, depositPercent: 10 })).toEqual({
      depositPercent: 'Ask for a deposit as an amount or a percentage, not both.',
    });
    expect(await refused({ ...fixed(50_000), depositPercent: 12.5 })).toEqual({
      depositPercent: 'Enter a deposit of 1 to 100 percent, a whole number.',
    });
    job.vendor.agent.cookies.set('ql_locale', 'es');
    expect(await refused({ ...fixed(50_000), depositCents: 99 })).toEqual({
      depositCents: 'Escribe un depósito de $1 a $1,000,000, en centavos enteros.',
    });
    job.vendor.agent.cookies.delete('ql_locale');

    const revised = await job.vendor.agent.post(estimates, {
      ...fixed(0),
      priceType: 'range',
      priceCents: undefined,
      minCents: 90_050,
      maxCents: 140_000,
      depositPercent: 25,
    });
    expect(revised.json()).toMatchObject({ revision: 2, depositPercent: 25, depositCents: null });
    await job.hire();
    // 25 % of $900.50 is 22512.5 ¢: half up.
    const [deposit] = await quoteInvoices(job.customer.agent, job.quoteId);
    expect(deposit).toMatchObject({ isDeposit: true, totalCents: 22_513 });
    expect((await created(job.create())).totalCents).toBe(90_050 - 22_513);
  });
});
