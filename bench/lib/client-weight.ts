import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../tests/support/chromium';

export interface ClientWeight {
  jsGzipKb: number;
  cssGzipKb: number;
  /** Each script fetched, by its path (`/assets/index-….js`), with its gzip size in bytes. */
  scripts: Array<{ path: string; gzipBytes: number }>;
}

/**
 * What a first visit to `url` downloads before the page settles: every script and stylesheet the
 * browser fetched (entry, preloads and the route's own chunk), gzip-compressed as a CDN would.
 * In a browser of its own, or in a fresh context (an empty cache) of `browser`.
 */
export async function measureClientWeight(url: string, browser?: Browser): Promise<ClientWeight> {
  const own = browser ? undefined : await launchChromium();
  const context = await (browser ?? own!).newContext();
  try {
    const page = await context.newPage();
    const pending: Array<Promise<{ type: string; path: string; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const path = new URL(response.url()).pathname;
      pending.push(
        response.body().then((body) => ({ type, path, gzipBytes: gzipSync(body).length })),
      );
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const kb = (type: string) =>
      files.filter((f) => f.type === type).reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
    return {
      jsGzipKb: kb('script'),
      cssGzipKb: kb('stylesheet'),
      scripts: files
        .filter((f) => f.type === 'script')
        .map(({ path, gzipBytes }) => ({ path, gzipBytes })),
    };
  } finally {
    await context.close();
    await own?.close();
  }
}
