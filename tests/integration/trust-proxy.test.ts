import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/server/config';
import { createTestApp, type TestApp } from '../support/test-app';

/** The proxy's address, as the app sees it on the socket. */
const PROXY = '127.0.0.1';
const authLimit = { max: 2, timeWindowMs: 60_000 };

/** The e-mail check is limited per client address (the auth limit): its statuses for `forwardedFor`. */
async function checkEmails(t: TestApp, forwardedFor: string, times: number, remoteAddress = PROXY) {
  const statuses: number[] = [];
  for (let i = 0; i < times; i++) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/check-email/someone${i}@example.com`,
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    statuses.push(response.statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  let direct: TestApp;
  let behindProxy: TestApp;
  beforeAll(async () => {
    const rateLimits = { ...loadConfig({}).rateLimits, auth: authLimit };
    direct = await createTestApp({ rateLimits });
    behindProxy = await createTestApp({
      rateLimits,
      trustProxy: loadConfig({ TRUST_PROXY: PROXY }).trustProxy,
    });
  });
  afterAll(async () => {
    await direct?.close();
    await behindProxy?.close();
  });

  it('is off by default: the rate limit keys on the socket address, whatever X-Forwarded-For says', async () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(await checkEmails(direct, '203.0.113.10', 2)).toEqual([200, 200]);
    // Another client behind the same address shares its limit: a forged header does not help.
    expect(await checkEmails(direct, '203.0.113.11', 1)).toEqual([429]);
  });

  it("set to the proxy's address: each forwarded client has its own limit", async () => {
    expect(await checkEmails(behindProxy, '203.0.113.10', 3)).toEqual([200, 200, 429]);
    expect(await checkEmails(behindProxy, '203.0.113.11', 1)).toEqual([200]);
    // A client that reaches the app directly cannot pick its address with the header.
    expect(await checkEmails(behindProxy, '203.0.113.12', 2, '198.51.100.7')).toEqual([200, 200]);
    expect(await checkEmails(behindProxy, '203.0.113.13', 1, '198.51.100.7')).toEqual([429]);
  });

  it('takes true, false, or addresses and CIDRs, and refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: 'FALSE' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
      'loopback',
    ]);
    // Fastify 5 trusts no hop count (it cannot check who the peer is), so neither do we.
    expect(() => loadConfig({ TRUST_PROXY: '1' })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: '10.0.0.0/33' })).toThrow(/TRUST_PROXY/);
  });
});
