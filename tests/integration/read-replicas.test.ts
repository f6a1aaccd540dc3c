import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReadReplicaSettings } from '@/server/config';
import { createCompany } from '../support/factories';
import { quoteToNewBusinesses } from '../support/businesses';
import {
  debianPostgresBin,
  startReplicatedPostgres,
  type ReplicatedPostgres,
} from '../support/replicated-postgres';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

const bin = debianPostgresBin();
if (!bin)
  console.warn('read-replicas.test.ts skipped: no Debian PostgreSQL in /usr/lib/postgresql');

/**
 * A real primary and streaming standby. Replay is paused on the standby to tell its answers from
 * the primary's: a row written after the pause is on the primary only.
 */
describe.skipIf(!bin)('read replicas (a streaming standby of Debian PostgreSQL)', () => {
  let pair: ReplicatedPostgres;
  const apps: TestApp[] = [];

  /** An app on the pair's primary reading from its standby, checked every 100 ms. */
  async function appOnPair(settings: Partial<ReadReplicaSettings>): Promise<TestApp> {
    const t = await createTestApp(
      {
        readReplicas: {
          urls: [pair.standbyUrl],
          maxLagMs: 2000,
          primaryAfterWriteMs: 5000,
          checkIntervalMs: 100,
          ...settings,
        },
      },
      undefined,
      { url: pair.primaryUrl, drop: async () => {} },
    );
    apps.push(t);
    await until(() => t.app.readReplicas.status()[0]?.healthy === true, 10_000);
    return t;
  }

  /** Replay paused for the work, resumed after it whatever happens. */
  async function whileReplayPaused(work: () => Promise<void>) {
    await pair.pauseReplay();
    try {
      await work();
    } finally {
      await pair.resumeReplay();
    }
  }

  const searchIds = async (agent: Agent, text: string) => {
    const response = await agent.get(`/api/search?q=${encodeURIComponent(text)}`);
    expect(response.statusCode).toBe(200);
    return (response.json().results as Array<{ id: number }>).map((c) => c.id);
  };

  let t: TestApp;
  beforeAll(async () => {
    pair = await startReplicatedPostgres(bin!);
    // Replay stays paused for seconds in these tests: the lag bound must not end the proof. Its
    // one check is the first: a standby that fails later is found out by the request it fails.
    t = await appOnPair({ maxLagMs: 60_000, checkIntervalMs: 60_000 });
  }, 60_000);

  afterAll(async () => {
    for (const app of apps) await app.close();
    await pair?.dispose();
  });

  it('answers search, category listings, company pages and reviews from the standby', async () => {
    const visitor = t.agent();
    const listed = async () => {
      const listing = await visitor.get('/api/companies/category/plumbing-services?limit=50');
      expect(listing.statusCode).toBe(200);
      return (listing.json().companies as Array<{ id: number }>).map((c) => c.id);
    };
    let companyId = 0;
    await whileReplayPaused(async () => {
      companyId = (await createCompany(t.app.db, { name: 'Quillfeather Plumbing' })).id;
      // On the primary, not yet on the paused standby: the public reads do not see it.
      expect(await searchIds(visitor, 'Quillfeather')).not.toContain(companyId);
      expect(await listed()).not.toContain(companyId);
      expect((await visitor.get(`/api/companies/${companyId}`)).statusCode).toBe(404);
    });

    // Replay resumed, the same reads find it.
    await until(async () => (await searchIds(visitor, 'Quillfeather')).includes(companyId));
    expect(await listed()).toContain(companyId);
    expect((await visitor.get(`/api/companies/${companyId}`)).statusCode).toBe(200);
  });

  it('shows a user their own new review at once, from the primary, while visitors read the standby', async () => {
    const { customer, vendors } = await quoteToNewBusinesses(t, {
      customer: 'Rhea',
      quoteName: 'Leaking tap',
      description:
        'The kitchen tap drips all night and the valve under the sink is rusted through. Please replace both and check the water pressure.',
      companies: [{ name: 'Tapwise Plumbing' }],
    });
    const companyId = vendors[0]!.company.id;
    const visitor = t.agent();
    const reviews = async (agent: Agent) => {
      const response = await agent.get(`/api/ratings/company/${companyId}`);
      expect(response.statusCode).toBe(200);
      return response.json<Array<{ comment: string | null }>>().map((r) => r.comment);
    };
    await until(async () => (await visitor.get(`/api/companies/${companyId}`)).statusCode === 200);

    await whileReplayPaused(async () => {
      const posted = await customer.agent.post(`/api/companies/${companyId}/ratings`, {
        rating: 5,
        comment: 'Fixed the tap in twenty minutes.',
      });
      expect(posted.statusCode).toBe(201);
      expect(await reviews(customer.agent)).toEqual(['Fixed the tap in twenty minutes.']);
      expect(await reviews(visitor)).toEqual([]);
    });
    await until(async () => (await reviews(visitor)).length === 1);
  });

  it('reads from the primary while the standby lags beyond the bound', async () => {
    const strict = await appOnPair({ maxLagMs: 500 });
    const visitor = strict.agent();
    await whileReplayPaused(async () => {
      const company = await createCompany(strict.app.db, { name: 'Lagbound Roofing' });
      expect(await searchIds(visitor, 'Lagbound')).not.toContain(company.id);
      // Once the paused standby is more than 500 ms behind, the primary answers.
      await until(async () => (await searchIds(visitor, 'Lagbound')).includes(company.id));
      expect(strict.app.readReplicas.status()[0]).toMatchObject({ healthy: false });
    });
    await until(() => strict.app.readReplicas.status()[0]?.healthy === true, 10_000);
  });

  it('goes on answering, the same, when the standby stops', async () => {
    const visitor = t.agent();
    const [company] = await searchIds(visitor, 'Quillfeather');
    const before = await Promise.all([
      visitor.get('/api/search?q=Quillfeather'),
      visitor.get(`/api/companies/${company}`),
    ]);
    expect(before.map((r) => r.statusCode)).toEqual([200, 200]);

    expect(t.app.readReplicas.status()[0]).toMatchObject({ healthy: true });

    await pair.stopStandby();
    // The standby still counted healthy (no check since): the first reads fail on it and are
    // answered by the primary, which answers the next ones.
    for (let i = 0; i < 3; i += 1) {
      const after = await Promise.all([
        visitor.get('/api/search?q=Quillfeather'),
        visitor.get(`/api/companies/${company}`),
      ]);
      expect(after.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(after.map((r) => r.json())).toEqual(before.map((r) => r.json()));
      expect(t.app.readReplicas.status()[0]).toMatchObject({ healthy: false });
    }
  });
});
