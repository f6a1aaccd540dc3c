import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults with no settings at all', () => {
    const config = loadConfig({});
    expect(config.port).toBe(5000);
    expect(config.appUrl).toBe('http://localhost:5000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/data$/);
    expect(config.seedDemo).toBe(true);
    expect([...config.adminEmails]).toEqual(['admin@quotelocal.example']);
  });

  it('follows PORT in the default APP_URL and trims a trailing slash from APP_URL', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://quotes.example.com/' }).appUrl).toBe(
      'https://quotes.example.com',
    );
  });

  it('reads admin e-mails case-insensitively and has none by default without demo data', () => {
    expect([
      ...loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,' }).adminEmails,
    ]).toEqual(['boss@example.com', 'ops@example.com']);
    expect(loadConfig({ SEED_DEMO: 'false' }).adminEmails.size).toBe(0);
  });

  it('schedules the review invitation days after a hire, three by default', () => {
    expect(loadConfig({}).reviewInviteDelaySeconds).toBe(3 * 86_400);
    expect(loadConfig({ REVIEW_INVITE_DELAY_DAYS: '0.5' }).reviewInviteDelaySeconds).toBe(43_200);
    expect(() => loadConfig({ REVIEW_INVITE_DELAY_DAYS: 'soon' })).toThrow(
      /REVIEW_INVITE_DELAY_DAYS/,
    );
  });

  it('ends sessions after 12 idle hours unless SESSION_IDLE_MINUTES says otherwise', () => {
    expect(loadConfig({}).sessionIdleMinutes).toBe(720);
    expect(loadConfig({ SESSION_IDLE_MINUTES: '30' }).sessionIdleMinutes).toBe(30);
    expect(() => loadConfig({ SESSION_IDLE_MINUTES: '0' })).toThrow(/SESSION_IDLE_MINUTES/);
  });

  it('takes OpenStreetMap’s tiles by default, and only a tile template for MAP_TILES_URL', () => {
    expect(loadConfig({}).mapTiles.url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png');
    expect(loadConfig({}).mapTiles.attribution).toContain('OpenStreetMap');
    const own = 'https://{s}.tiles.example.org/{z}/{x}/{y}@2x.png';
    expect(loadConfig({ MAP_TILES_URL: own }).mapTiles.url).toBe(own);
    for (const bad of [
      'https://tiles.example.org/{z}/{x}.png',
      'ftp://tiles.example.org/{z}/{x}/{y}.png',
      'https://tiles.{s}.example.org/{z}/{x}/{y}.png',
    ]) {
      expect(() => loadConfig({ MAP_TILES_URL: bad }), bad).toThrow(/MAP_TILES_URL/);
    }
  });

  it('turns card payments on only with both Stripe secrets, the fee read as basis points', () => {
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_1' }).stripe).toBeUndefined();
    const both = { STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(loadConfig(both).stripe).toEqual({
      secretKey: 'sk_test_1',
      webhookSecret: 'whsec_1',
      feeBasisPoints: 0,
      api: undefined,
    });
    expect(loadConfig({ ...both, PLATFORM_FEE_PERCENT: '2.5' }).stripe?.feeBasisPoints).toBe(250);
    expect(loadConfig({ ...both, PLATFORM_FEE_PERCENT: '0.29' }).stripe?.feeBasisPoints).toBe(29);
    expect(loadConfig({ ...both, PLATFORM_FEE_PERCENT: '100' }).stripe?.feeBasisPoints).toBe(
      10_000,
    );
    expect(loadConfig({ ...both, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.api).toEqual({
      protocol: 'http',
      host: '127.0.0.1',
      port: 12111,
    });
    for (const fee of ['101', '2.555', '-1', 'ten']) {
      expect(() => loadConfig({ ...both, PLATFORM_FEE_PERCENT: fee })).toThrow(
        /PLATFORM_FEE_PERCENT/,
      );
    }
  });

  it('refuses nonsense with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow(/SEED_DEMO/);
  });
});
