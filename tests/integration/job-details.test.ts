import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JOB_DATE_REQUIRED,
  JOB_ZIP_INVALID,
  JOB_ZIP_REQUIRED,
  JOB_ZIP_UNKNOWN,
} from '@/contract/job';
import { companiesWithOwners } from '../support/businesses';
import { createCompany } from '../support/factories';
import { fileOf, multipart, png } from '../support/files';
import { loggedIn } from '../support/sessions';
import { createTestApp, type TestApp } from '../support/test-app';
import { inDays } from '../support/dates';

const LONG =
  'The kitchen sink drains slowly and the trap under it drips. We would like it cleared, the trap replaced and the shut-off valves checked while you are there.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** A customer, two invited plumbers (SF 94103 and Oakland 94607) and one business not invited. */
async function setting() {
  const customer = await loggedIn(t, { firstName: 'Jo' });
  const invited = await companiesWithOwners(t, [
    { name: 'Drain Pros 0', zip: '94103' },
    { name: 'Drain Pros 1', zip: '94607' },
  ]);
  const outsider = await loggedIn(t, { firstName: 'Outsider' });
  const outsiderCompany = await createCompany(t.app.db, { ownerId: outsider.user.id });
  const created = await customer.agent.post('/api/quotes', {
    quoteName: 'Slow sink',
    companyIds: invited.map((v) => v.company.id),
    jobZip: '94110',
  });
  expect(created.statusCode, created.body).toBe(201);
  return { customer, invited, outsider, outsiderCompany, quoteId: created.json().id as number };
}

describe('the job of a quote', () => {
  it('starts with the searched ZIP, then the last job ZIP; an unknown searched ZIP is dropped', async () => {
    const { customer, invited, quoteId } = await setting();
    const quote = (await customer.agent.get(`/api/quotes/${quoteId}`)).json();
    expect(quote.job).toEqual({
      jobZip: '94110',
      jobAddress: null,
      timing: 'flexible',
      timingDate: null,
      answers: {},
      categorySlug: 'plumbing-services',
    });
    const next = await customer.agent.post('/api/quotes', {
      companyIds: [invited[0]!.company.id],
    });
    expect((await customer.agent.get(`/api/quotes/${next.json().id}`)).json().job.jobZip).toBe(
      '94110',
    );
    // Another request (to another business: to the same one for that ZIP, the open draft is
    // answered, 200).
    const unknown = await customer.agent.post('/api/quotes', {
      companyIds: [invited[1]!.company.id],
      jobZip: '00000',
    });
    expect(unknown.statusCode).toBe(201);
    expect((await customer.agent.get(`/api/quotes/${unknown.json().id}`)).json().job.jobZip).toBe(
      '94110',
    );
  });

  it('validates the ZIP against the ZIP table, the date against the timing and the answers against the trade', async () => {
    const { customer, quoteId } = await setting();
    const save = (body: object) =>
      customer.agent.request({
        method: 'PUT',
        url: `/api/quotes/${quoteId}`,
        payload: { quoteName: 'Slow sink', description: LONG, ...body },
      });
    const badFormat = await save({ jobZip: '9411' });
    expect(badFormat.statusCode).toBe(400);
    expect(badFormat.body).toContain(JOB_ZIP_INVALID);
    const unknown = await save({ jobZip: '00000' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe(JOB_ZIP_UNKNOWN);
    const noDate = await save({ timing: 'on_date' });
    expect(noDate.statusCode).toBe(400);
    expect(noDate.json().error).toBe(JOB_DATE_REQUIRED);
    const wrongAnswer = await save({ answers: { kind: 'Paint the fence' } });
    expect(wrongAnswer.statusCode).toBe(400);
    expect(wrongAnswer.json().fields).toHaveProperty(['answers.kind']);

    const saved = await save({
      jobZip: '94114',
      jobAddress: '12 Castro St',
      timing: 'on_date',
      timingDate: inDays(10),
      answers: { kind: 'Drain cleaning', leaking: 'Yes', fixture: null, color: 'ignored' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().job).toMatchObject({
      jobZip: '94114',
      jobAddress: '12 Castro St',
      timing: 'on_date',
      timingDate: inDays(10),
      answers: { kind: 'Drain cleaning', leaking: 'Yes' },
    });
    // Another timing forgets the date.
    const flexible = await save({ timing: 'within_week' });
    expect(flexible.json().job).toMatchObject({ timing: 'within_week', timingDate: null });
  });

  it('needs the ZIP at submit', async () => {
    const { customer, invited } = await setting();
    const fresh = await loggedIn(t);
    const { id } = (
      await fresh.agent.post('/api/quotes', { companyIds: [invited[0]!.company.id] })
    ).json();
    const submit = await fresh.agent.post(`/api/quotes/${id}/submit`, { description: LONG });
    expect(submit.statusCode).toBe(400);
    expect(submit.json().error).toBe(JOB_ZIP_REQUIRED);
    expect((await fresh.agent.get(`/api/quotes/${id}`)).json().status).toBe('draft');
    const ok = await fresh.agent.post(`/api/quotes/${id}/submit`, {
      description: LONG,
      jobZip: '94110',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().job.jobZip).toBe('94110');
    expect(customer.user.id).not.toBe(fresh.user.id);
  });

  it('shows invited businesses the whole job (address once hired), by e-mail too; 403 for anyone else', async () => {
    const { customer, invited, outsider, outsiderCompany, quoteId } = await setting();
    const image = await customer.agent.request({
      method: 'POST',
      url: `/api/quotes/${quoteId}/images`,
      ...multipart({}, { image: fileOf(await png(), 'sink.png', 'image/png') }),
    });
    expect(image.statusCode, image.body).toBe(201);
    const jobOf = (companyId: number) => `/api/quotes/${quoteId}/companies/${companyId}/job`;
    const [first, second] = invited as [(typeof invited)[0], (typeof invited)[0]];

    // A draft is not shown to businesses yet.
    expect((await first.agent.get(jobOf(first.company.id))).statusCode).toBe(403);

    const submitted = await customer.agent.post(`/api/quotes/${quoteId}/submit`, {
      description: LONG,
      jobAddress: '500 Valencia St',
      timing: 'within_week',
      answers: { kind: 'Drain cleaning', fixture: 'Sink or faucet', leaking: 'Yes' },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);

    const job = await first.agent.get(jobOf(first.company.id));
    expect(job.statusCode, job.body).toBe(200);
    expect(job.json()).toMatchObject({
      quoteName: 'Slow sink',
      description: LONG,
      jobZip: '94110',
      jobPlace: 'San Francisco, CA',
      timing: 'within_week',
      timingDate: null,
      answers: [
        { question: 'What do you need?', answer: 'Drain cleaning' },
        { question: 'What is it about?', answer: 'Sink or faucet' },
        { question: 'Is water leaking now?', answer: 'Yes' },
      ],
      jobAddress: null,
    });
    expect(job.json().images).toHaveLength(1);
    // 94103 -> 94110 is about a mile and a half; Oakland is farther.
    const near = job.json().distanceMiles as number;
    const far = (await second.agent.get(jobOf(second.company.id))).json().distanceMiles as number;
    expect(near).toBeGreaterThan(0.5);
    expect(near).toBeLessThan(3);
    expect(far).toBeGreaterThan(near + 3);

    // The photo opens for the invited business.
    const photo = await first.agent.get(`${job.json().images[0].objectUrl}?variant=thumb`);
    expect(photo.statusCode).toBe(200);

    // Not invited: 403 for the job, whichever company id is named; the photo is not served.
    expect((await outsider.agent.get(jobOf(outsiderCompany.id))).statusCode).toBe(403);
    expect((await outsider.agent.get(jobOf(first.company.id))).statusCode).toBe(403);
    expect((await first.agent.get(jobOf(second.company.id))).statusCode).toBe(403);
    expect((await outsider.agent.get(job.json().images[0].objectUrl)).statusCode).toBe(404);
    expect((await t.agent().get(jobOf(first.company.id))).statusCode).toBe(401);
    expect((await outsider.agent.get(`/api/quotes/999999/companies/1/job`)).statusCode).toBe(404);

    // The new-request e-mail carries the job and links (not attachments) to the photos.
    const mail = await t.waitForMail(
      (m) => m.to === first.user.email && m.subject.startsWith('New quote request'),
      20_000,
    );
    expect(mail.text).toContain(LONG);
    expect(mail.text).toContain(`Where: 94110 (San Francisco, CA), ${near} mi from Drain Pros 0`);
    expect(mail.text).toContain('When: Within a week');
    expect(mail.text).toContain('Is water leaking now? Yes');
    expect(mail.text).toContain(`http://localhost:5000${job.json().images[0].objectUrl}`);
    expect(mail.text).not.toContain('500 Valencia St');
    expect(Object.keys(mail)).not.toContain('attachments');

    // Hired: the address is shown to that business only.
    const hire = await customer.agent.post(`/api/quotes/${quoteId}/hire`, {
      companyId: first.company.id,
    });
    expect(hire.statusCode, hire.body).toBe(200);
    expect((await first.agent.get(jobOf(first.company.id))).json().jobAddress).toBe(
      '500 Valencia St',
    );
    expect((await second.agent.get(jobOf(second.company.id))).json().jobAddress).toBeNull();
    const { rows } = await t.app.db.execute<{ job_address: string }>(
      sql`SELECT job_address FROM quotes WHERE id = ${quoteId}`,
    );
    expect(rows[0]?.job_address).toBe('500 Valencia St');
  });
});
