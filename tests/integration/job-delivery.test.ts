import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createCompany, createUser, FACTORY_PASSWORD } from '../support/factories';
import { createTestApp, type TestApp } from '../support/test-app';

const LONG =
  'Please replace the cracked bathroom tiles around the tub and regrout the rest of the wall; about forty square feet, white subway tile.';

/** A node that accepts requests but delivers nothing, as if it died right after committing. */
let apiOnly: TestApp;
beforeAll(async () => {
  apiOnly = await createTestApp({ jobWorkers: false });
});
afterAll(async () => apiOnly.close());

describe('queued notifications', () => {
  it('are delivered after commit even when the node that accepted the request never delivers', async () => {
    const owner = await createUser(apiOnly.app.db);
    const company = await createCompany(apiOnly.app.db, { ownerId: owner.id });
    const customer = await createUser(apiOnly.app.db);
    const agent = apiOnly.agent();
    await agent.post('/api/auth/login', { email: customer.email, password: FACTORY_PASSWORD });
    const { id } = (await agent.post('/api/quotes', { companyIds: [company.id] })).json();
    expect((await agent.post(`/api/quotes/${id}/submit`, { description: LONG })).statusCode).toBe(
      200,
    );

    await new Promise((r) => setTimeout(r, 1500));
    expect((await apiOnly.outbox()).filter((m) => m.to === owner.email)).toEqual([]);

    // Another node on the same database (and outbox) picks the job up.
    const worker = await buildApp({
      config: { ...apiOnly.config, jobWorkers: true },
      databaseUrl: apiOnly.databaseUrl,
    });
    try {
      const mail = await apiOnly.waitForMail((m) => m.to === owner.email, 10_000);
      expect(mail.subject).toContain('New quote request');
    } finally {
      await worker.close();
    }
  });

  it('never fail the request when the mail server is down', async () => {
    const broken = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    try {
      const owner = await createUser(broken.app.db);
      const company = await createCompany(broken.app.db, { ownerId: owner.id });
      const customer = await createUser(broken.app.db);
      const agent = broken.agent();
      await agent.post('/api/auth/login', { email: customer.email, password: FACTORY_PASSWORD });
      const { id } = (await agent.post('/api/quotes', { companyIds: [company.id] })).json();
      const submitted = await agent.post(`/api/quotes/${id}/submit`, { description: LONG });
      expect(submitted.statusCode).toBe(200);
      expect(submitted.json().status).toBe('submitted');
    } finally {
      await broken.close();
    }
  });
});
