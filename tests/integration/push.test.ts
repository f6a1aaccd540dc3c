import {
  createDecipheriv,
  createECDH,
  createPublicKey,
  hkdfSync,
  randomBytes,
  verify,
  type ECDH,
} from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, pushSubscriptions } from '@/server/db/schema';
import { deliverPush, PausedEndpoints } from '@/server/modules/push/delivery';
import { isAllowedPushEndpoint } from '@/server/modules/push/endpoint-hosts';
import { quoteToNewBusinesses } from '../support/businesses';
import { inDays } from '../support/dates';
import { createUser } from '../support/factories';
import { signInAs } from '../support/sessions';
import { createTestApp, type Agent, type TestApp } from '../support/test-app';
import { until } from '../support/waiting';

/**
 * Web push (docs/decisions/055) against a push service on loopback: an HTTP server here that
 * records what the app sends and decrypts it as a browser would (RFC 8291, aes128gcm), with the
 * key pair and auth secret this test made for its "browser".
 */

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** What the loopback push service answers for a path (201 Created unless told otherwise). */
const answers = new Map<string, number | 'never'>();
const received: Received[] = [];
/** Requests to a path answered 'never': left hanging until the test lets them go. */
const hanging: http.ServerResponse[] = [];
const pushService = http.createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    const answer = answers.get(path) ?? 201;
    if (answer === 'never') hanging.push(response);
    else response.writeHead(answer).end();
  });
});
const releaseHanging = () => hanging.splice(0).forEach((response) => response.destroy());

const vapid = { ...webpush.generateVAPIDKeys(), subject: 'mailto:push-test@example.com' };
/** The test node's deadline for all of a notification's devices: longer than the 2 s others wait at most. */
const DEADLINE_MS = 3000;
let t: TestApp;
let serviceUrl: string;

beforeAll(async () => {
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  // Hosts as in production (https on 443 only), and this loopback service as the tests' origin.
  t = await createTestApp({
    push: {
      vapid,
      endpointHosts: ['127.0.0.1', 'push.example'],
      testOrigins: [serviceUrl],
      deadlineMs: DEADLINE_MS,
    },
  });
});
afterAll(async () => {
  releaseHanging();
  await t.close();
  await new Promise((resolve) => pushService.close(resolve));
});

/** A browser's side of a subscription: its P-256 key pair and auth secret, and its endpoint. */
interface Browser {
  ecdh: ECDH;
  auth: Buffer;
  endpoint: string;
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } };
}

function newBrowser(): Browser {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  const endpoint = `${serviceUrl}/push/${randomBytes(8).toString('hex')}`;
  return {
    ecdh,
    auth,
    endpoint,
    subscription: {
      endpoint,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: auth.toString('base64url'),
      },
    },
  };
}

/** RFC 8291: the payload of an aes128gcm push, decrypted with the browser's private key. */
function decrypt(body: Buffer, browser: Browser): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20]!;
  const serverKey = body.subarray(21, 21 + keyIdLength);
  const record = body.subarray(21 + keyIdLength);
  expect(record.length).toBeLessThanOrEqual(recordSize);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const derive = (info: string, length: number) =>
    Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from(info), length));
  const decipher = createDecipheriv(
    'aes-128-gcm',
    derive('Content-Encoding: aes128gcm\0', 16),
    derive('Content-Encoding: nonce\0', 12),
  );
  decipher.setAuthTag(record.subarray(-16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  // The last (only) record: the text, the delimiter 0x02, then zero padding.
  const end = padded.lastIndexOf(2);
  expect(padded.subarray(end + 1).every((byte) => byte === 0)).toBe(true);
  return padded.subarray(0, end).toString('utf8');
}

/** RFC 8292: `vapid t=<JWT signed with the server's key>, k=<its public key>`; the JWT's claims. */
function verifiedVapidClaims(authorization: string | undefined): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? '');
  expect(match, authorization).not.toBeNull();
  const [header, claims, signature] = match![1]!.split('.') as [string, string, string];
  expect(match![2]).toBe(vapid.publicKey);
  const point = Buffer.from(vapid.publicKey, 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${claims}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  expect(signed, 'the VAPID signature verifies with the public key').toBe(true);
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as Record<string, unknown>;
}

async function subscribed(agent: Agent, browser: Browser) {
  const response = await agent.post('/api/push/subscriptions', browser.subscription);
  expect(response.statusCode, response.body).toBe(204);
}

async function signedInUser() {
  const user = await createUser(t.app.db);
  return { user, agent: await signInAs(t.app.db, t.agent(), user.id) };
}

async function notification(userId: number, overrides: { readAt?: Date } = {}) {
  const [row] = await t.app.db
    .insert(notifications)
    .values({
      userId,
      kind: 'estimate',
      title: `Estimate ${randomBytes(3).toString('hex')}`,
      body: 'Pipes & Co sent you an estimate: $450.',
      link: '/quotes/7',
      ...overrides,
    })
    .returning();
  return row!;
}

const receivedAt = (browser: Browser) =>
  received.filter((r) => `${serviceUrl}${r.path}` === browser.endpoint);

const subscriptionRows = (endpoint: string) =>
  t.app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));

const deps = (paused = new PausedEndpoints()) => ({
  db: t.app.db,
  config: t.app.config,
  log: t.app.log,
  paused,
});

/** A browser whose push service takes the request and never answers. */
function unanswering(): Browser {
  const browser = newBrowser();
  answers.set(new URL(browser.endpoint).pathname, 'never');
  return browser;
}

describe('web push', () => {
  it("gives the server's public key to anyone", async () => {
    const response = await t.agent().get('/api/push/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ publicKey: vapid.publicKey });
  });

  it('sends a notification to the subscribed browser, encrypted for it and signed with VAPID', async () => {
    const { user, agent } = await signedInUser();
    const browser = newBrowser();
    await subscribed(agent, browser);
    const sent = await notification(user.id);

    await t.app.jobs.enqueue('deliver.push', { notificationId: sent.id });
    await until(() => receivedAt(browser).length > 0);

    const [push] = receivedAt(browser);
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(24 * 60 * 60));
    const payload: unknown = JSON.parse(decrypt(push!.body, browser));
    expect(payload).toEqual({ title: sent.title, body: sent.body, link: '/quotes/7' });
    const claims = verifiedVapidClaims(push!.headers.authorization);
    expect(claims.aud).toBe(serviceUrl);
    expect(claims.sub).toBe(vapid.subject);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("pushes what happens to the user: a business's estimate, sent through the API", async () => {
    const { customer, vendors, quoteId } = await quoteToNewBusinesses(t, {
      customer: 'Jordan',
      quoteName: 'Bathroom tiles',
      description:
        'Please replace the cracked tiles around the tub and regrout the rest of the wall, about forty square feet.',
      companies: [{ name: 'Tile Masters', zip: '94110' }],
    });
    const browser = newBrowser();
    await subscribed(customer.agent, browser);

    const vendor = vendors[0]!;
    const sent = await vendor.agent.post(
      `/api/quotes/${quoteId}/companies/${vendor.company.id}/estimates`,
      {
        priceType: 'fixed',
        priceCents: 45_000,
        includes: 'Tiles, grout, sealing and clean-up.',
        earliestStart: inDays(3),
        validUntil: inDays(30),
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);

    await until(() => receivedAt(browser).length > 0, 15_000);
    const payload: unknown = JSON.parse(decrypt(receivedAt(browser)[0]!.body, browser));
    // What the customer's bell shows, word for word.
    const [bell] = await t.app.db
      .select({ title: notifications.title, body: notifications.body, link: notifications.link })
      .from(notifications)
      .where(eq(notifications.userId, customer.user.id));
    expect(bell).toMatchObject({ title: 'Tile Masters sent an estimate', body: 'Bathroom tiles' });
    expect(bell!.link).toContain(`/quotes/${quoteId}`);
    expect(payload).toEqual(bell);
  });

  it('deletes a subscription its push service says is gone (410), and still reaches the others', async () => {
    const { user, agent } = await signedInUser();
    const gone = newBrowser();
    const alive = newBrowser();
    await subscribed(agent, gone);
    await subscribed(agent, alive);
    answers.set(new URL(gone.endpoint).pathname, 410);

    const sent = await notification(user.id);
    await t.app.jobs.enqueue('deliver.push', { notificationId: sent.id });

    await until(async () => (await subscriptionRows(gone.endpoint)).length === 0);
    await until(() => receivedAt(alive).length > 0);
    expect(JSON.parse(decrypt(receivedAt(alive)[0]!.body, alive))).toMatchObject({
      title: sent.title,
    });
    expect(await subscriptionRows(alive.endpoint)).toHaveLength(1);
  });

  it('fails (for the queue to retry) when a push service errs, after trying every device', async () => {
    const { user, agent } = await signedInUser();
    const failing = newBrowser();
    const working = newBrowser();
    await subscribed(agent, failing);
    await subscribed(agent, working);
    answers.set(new URL(failing.endpoint).pathname, 500);
    const sent = await notification(user.id);

    await expect(deliverPush(deps(), sent.id)).rejects.toThrow(/answered 500/);
    expect(receivedAt(working)).toHaveLength(1);
    // Not gone, only failing: kept for the retry.
    expect(await subscriptionRows(failing.endpoint)).toHaveLength(1);
  });

  it("delivers another account's push within 2 s while one account's devices never answer", async () => {
    const stalling = await signedInUser();
    for (let i = 0; i < 5; i++) await subscribed(stalling.agent, unanswering());
    const customer = await signedInUser();
    const browser = newBrowser();
    await subscribed(customer.agent, browser);
    try {
      const hangingBefore = hanging.length;
      await t.app.jobs.enqueue('deliver.push', {
        notificationId: (await notification(stalling.user.id)).id,
      });
      // The stalling account's push is being delivered (a request hangs) when the customer's comes.
      await until(() => hanging.length > hangingBefore, 5000);
      await t.app.jobs.enqueue('deliver.push', {
        notificationId: (await notification(customer.user.id)).id,
      });
      await until(() => receivedAt(browser).length > 0, 2000);
    } finally {
      releaseHanging();
    }
  });

  it('tries every device at once under one deadline, and does not try one that timed out again at once', async () => {
    const { user, agent } = await signedInUser();
    const silent = [unanswering(), unanswering(), unanswering()];
    const working = newBrowser();
    for (const browser of [...silent, working]) await subscribed(agent, browser);
    const paused = new PausedEndpoints();
    const quick = { ...deps(paused), config: { push: { ...t.app.config.push, deadlineMs: 300 } } };
    try {
      const started = performance.now();
      // The devices that did not answer are not a failure to retry: the job ends.
      await deliverPush(quick, (await notification(user.id)).id);
      expect(performance.now() - started).toBeLessThan(1500);
      expect(receivedAt(working)).toHaveLength(1);
      for (const browser of silent) expect(receivedAt(browser)).toHaveLength(1);

      await deliverPush(quick, (await notification(user.id)).id);
      expect(receivedAt(working)).toHaveLength(2);
      for (const browser of silent) expect(receivedAt(browser)).toHaveLength(1);
    } finally {
      releaseHanging();
    }
  });

  it('keeps at most 10 devices per account: an 11th replaces the one registered longest ago', async () => {
    const { user, agent } = await signedInUser();
    const browsers = Array.from({ length: 11 }, newBrowser);
    for (const browser of browsers.slice(0, 10)) await subscribed(agent, browser);
    // The first subscribes again (its profile opened): now the second is the oldest.
    await subscribed(agent, browsers[0]!);
    await subscribed(agent, browsers[10]!);
    const rows = await t.app.db
      .select({ endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows.map((row) => row.endpoint).sort()).toEqual(
      browsers
        .filter((_, i) => i !== 1)
        .map((browser) => browser.endpoint)
        .sort(),
    );
  });

  it('keeps the limit of 10 devices when 15 are registered at the same instant', async () => {
    const { user, agent } = await signedInUser();
    await Promise.all(Array.from({ length: 15 }, () => subscribed(agent, newBrowser())));
    const rows = await t.app.db
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, user.id));
    expect(rows).toHaveLength(10);
  });

  it('does not push a notification already read, nor one that no longer exists', async () => {
    const { user, agent } = await signedInUser();
    const browser = newBrowser();
    await subscribed(agent, browser);
    const read = await notification(user.id, { readAt: new Date() });

    await deliverPush(deps(), read.id);
    await deliverPush(deps(), read.id + 1_000_000);
    expect(receivedAt(browser)).toEqual([]);
  });

  it('refuses endpoints that are not on an allowed push service', async () => {
    const { agent } = await signedInUser();
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://10.0.0.1/push/1',
      'http://127.0.0.1.evil.example/push/1',
      'http://localhost:9/push/1',
      // An allowed host, but not https on port 443.
      'http://127.0.0.1/push/1',
      'http://127.0.0.1:9/push/1',
      'https://127.0.0.1:8443/push/1',
      'http://push.example/push/1',
      'https://push.example:8443/push/1',
    ]) {
      const response = await agent.post('/api/push/subscriptions', {
        ...newBrowser().subscription,
        endpoint,
      });
      expect(response.statusCode, endpoint).toBe(400);
      expect(response.json().error, endpoint).toBe(
        'This push service is not supported. Use a current browser.',
      );
      expect(await subscriptionRows(endpoint)).toEqual([]);
    }
    expect(
      (await t.agent().post('/api/push/subscriptions', newBrowser().subscription)).statusCode,
    ).toBe(401);
  });

  it('matches the allowed hosts exactly, and `*.` to subdomains only', () => {
    const hosts = ['fcm.googleapis.com', '*.notify.windows.com'];
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://FCM.googleapis.com/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('https://wns2-par02p.notify.windows.com/w/?t=1', hosts)).toBe(
      true,
    );
    expect(isAllowedPushEndpoint('https://notify.windows.com/w', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://evilnotify.windows.com/w', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('not a url', hosts)).toBe(false);
    // https on port 443 only.
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:443/fcm/send/x', hosts)).toBe(true);
    expect(isAllowedPushEndpoint('http://fcm.googleapis.com/fcm/send/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com:8443/fcm/send/x', hosts)).toBe(false);
    expect(isAllowedPushEndpoint('wss://fcm.googleapis.com/fcm/send/x', hosts)).toBe(false);
    // A test's own push service: only as the exact origin its config names.
    const origins = ['http://127.0.0.1:4000'];
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', hosts, origins)).toBe(true);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4001/push/1', hosts, origins)).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:4000/push/1', hosts)).toBe(false);
  });

  it("lets a user delete only their own subscription; the device's next subscriber takes it over", async () => {
    const first = await signedInUser();
    const second = await signedInUser();
    const browser = newBrowser();
    await subscribed(first.agent, browser);

    const foreign = await second.agent.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: browser.endpoint },
    });
    expect(foreign.statusCode).toBe(204);
    expect((await subscriptionRows(browser.endpoint)).map((r) => r.userId)).toEqual([
      first.user.id,
    ]);

    // The same browser, now used by the second user, subscribes again: the row moves to them.
    await subscribed(second.agent, browser);
    expect((await subscriptionRows(browser.endpoint)).map((r) => r.userId)).toEqual([
      second.user.id,
    ]);

    const own = await second.agent.request({
      method: 'DELETE',
      url: '/api/push/subscriptions',
      payload: { endpoint: browser.endpoint },
    });
    expect(own.statusCode).toBe(204);
    expect(await subscriptionRows(browser.endpoint)).toEqual([]);
  });
});
