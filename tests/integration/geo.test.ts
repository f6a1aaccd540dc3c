import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** A stand-in for the third-party IP-geolocation service, on loopback. */
let service: http.Server;
let serviceUrl: string;
const asked: string[] = [];
beforeAll(async () => {
  service = http.createServer((request, response) => {
    asked.push(request.url ?? '');
    if (request.url?.includes('198.51.100.7')) {
      response.writeHead(500).end('boom');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ ip: '203.0.113.9', postal: '94103' }));
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  serviceUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/{ip}/json`;
});
afterAll(() => new Promise((resolve) => service.close(resolve)));

describe('postal code from the network address', () => {
  let unconfigured: TestApp;
  let configured: TestApp;
  beforeAll(async () => {
    unconfigured = await createTestApp();
    configured = await createTestApp({ geoIpUrl: serviceUrl });
  });
  afterAll(async () => {
    await unconfigured.close();
    await configured.close();
  });

  const ask = (t: TestApp, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/geo/postal-code', remoteAddress });

  it('sends nothing anywhere unless a service is configured', async () => {
    const response = await ask(unconfigured, '203.0.113.9');
    expect(response.json()).toEqual({ postalCode: null });
    expect(asked).toEqual([]);
  });

  it("reads the service's postal field for a public address", async () => {
    const response = await ask(configured, '203.0.113.9');
    expect(response.json()).toEqual({ postalCode: '94103' });
    expect(asked).toEqual(['/203.0.113.9/json']);
  });

  it('never looks up private addresses', async () => {
    asked.length = 0;
    expect((await ask(configured, '192.168.1.20')).json()).toEqual({ postalCode: null });
    expect((await ask(configured, '127.0.0.1')).json()).toEqual({ postalCode: null });
    expect(asked).toEqual([]);
  });

  it('answers null when the service fails, without failing the request', async () => {
    const response = await ask(configured, '198.51.100.7');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ postalCode: null });
  });
});

describe('the map tiles setting', () => {
  it('answers MAP_TILES_URL and its attribution, cacheable for the hour', async () => {
    const tiles = { url: 'http://127.0.0.1:9/{z}/{x}/{y}.png', attribution: 'Local tiles' };
    const t = await createTestApp({ mapTiles: tiles });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/geo/map-tiles' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(tiles);
      expect(response.headers['cache-control']).toBe('public, max-age=3600');
    } finally {
      await t.close();
    }
  });
});
