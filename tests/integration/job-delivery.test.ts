import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/server/app';
import { createCompany, createUser } from '../support/factories';
import { loggedIn } from '../support/sessions';
import { createTestApp, type TestApp } from '../support/test-app';
import { holdsWithin, until } from '../support/waiting';

const LONG =
  'Please replace the cracked bathroom tiles around the tub and regrout the rest of the wall; about forty square feet, white subway tile.';

/** A node that accepts requests but delivers nothing, as if it died right after committing. */
let apiOnly: TestApp;
beforeAll(async () => {
  apiOnly = await createTestApp({ jobWorkers: false });
});
afterAll(async () => apiOnly.close());

/** A signed-in customer's draft quote to a new business (with its owner) on this app. */
async function draftToNewBusiness(t: TestApp) {
  const owner = await createUser(t.app.db);
  const company = await createCompany(t.app.db, { ownerId: owner.id });
  const { agent } = await loggedIn(t);
  const { id } = (await agent.post('/api/quotes', { companyIds: [company.id] })).json();
  return { owner, agent, id: id as number };
}

describe('queued notifications', () => {
  it('are delivered after commit even when the node that accepted the request never delivers', async () => {
    const { owner, agent, id } = await draftToNewBusiness(apiOnly);
    expect(
      (await agent.post(`/api/quotes/${id}/submit`, { description: LONG, jobZip: '94110' }))
        .statusCode,
    ).toBe(200);

    expect((await apiOnly.outbox()).filter((m) => m.to === owner.email)).toEqual([]);

    // Another node on the same database (and outbox) picks the job up.
    const { rows } = await apiOnly.app.db.execute<{ now: string }>(sql`SELECT now()::text AS now`);
    const workerStarting = rows[0]!.now;
    const worker = await buildApp({
      config: { ...apiOnly.config, jobWorkers: true },
      databaseUrl: apiOnly.databaseUrl,
    });
    try {
      const mail = await apiOnly.waitForMail((m) => m.to === owner.email, 10_000);
      expect(mail.subject).toContain('New quote request');
      // Nothing delivered it before: the job was first taken after the worker node started, so it
      // waited in the queue untouched while only the API-only node was there.
      const { rows: job } = await apiOnly.app.db.execute<{ taken_after_start: boolean }>(sql`
        SELECT started_on > ${workerStarting}::timestamptz AS taken_after_start FROM pgboss.job
        WHERE name = 'deliver.email' AND data->>'to' = ${owner.email}`);
      expect(job).toEqual([{ taken_after_start: true }]);
    } finally {
      await worker.close();
    }
  });

  it('go out in a burst, each once, and only a failing one waits for its retry', async () => {
    // A text provider that refuses one number.
    const attempts = new Map<string, number>();
    const provider = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const { to } = JSON.parse(body) as { to: string };
        attempts.set(to, (attempts.get(to) ?? 0) + 1);
        response.statusCode = to === '+15550000000' ? 503 : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const { port } = provider.address() as AddressInfo;
    const sms = await createTestApp({ smsWebhookUrl: `http://127.0.0.1:${port}/sms` });
    try {
      const numbers = Array.from({ length: 40 }, (_, i) => `+1555000${String(i).padStart(4, '0')}`);
      for (const to of numbers) await sms.app.jobs.enqueue('deliver.sms', { to, text: 'Hello' });
      const delivered = () => numbers.slice(1).filter((n) => attempts.get(n) === 1).length;
      await holdsWithin(() => delivered() === 39 && attempts.has(numbers[0]!), 5000);
      expect(delivered()).toBe(39);
      expect(numbers.slice(1).every((n) => attempts.get(n) === 1)).toBe(true);
      expect(attempts.get(numbers[0]!)).toBe(1);

      // And nothing more, as a positive control shows: a text queued after the burst reaches the
      // same provider, so the worker was still delivering, and the burst still went out once
      // each, the refused one not yet tried again (its retry waits).
      const late = '+15559999999';
      await sms.app.jobs.enqueue('deliver.sms', { to: late, text: 'Hello again' });
      await until(() => attempts.has(late));
      expect(attempts.get(late)).toBe(1);
      expect(numbers.slice(1).every((n) => attempts.get(n) === 1)).toBe(true);
      expect(attempts.get(numbers[0]!)).toBe(1);
    } finally {
      await sms.close();
      provider.close();
    }
  });

  it('never fail the request when the mail server is down', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const { agent, id } = await draftToNewBusiness(broken);
      const submitted = await agent.post(`/api/quotes/${id}/submit`, {
        description: LONG,
        jobZip: '94110',
      });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().status).toBe('submitted');
    } finally {
      await broken.close();
    }
  });
});
