import { gzipSync } from 'node:zlib';
import { launchChromium } from '../../tests/support/chromium';

export interface ClientWeight {
  jsGzipKb: number;
  cssGzipKb: number;
}

/**
 * What a first visit to `url` downloads before the page settles: every script and stylesheet the
 * browser fetched (entry, preloads and the route's own chunk), gzip-compressed as a CDN would.
 */
export async function measureClientWeight(url: string): Promise<ClientWeight> {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const pending: Array<Promise<{ type: string; gzipBytes: number }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      pending.push(response.body().then((body) => ({ type, gzipBytes: gzipSync(body).length })));
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const files = await Promise.all(pending);
    const kb = (type: string) =>
      files.filter((f) => f.type === type).reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
    return { jsGzipKb: kb('script'), cssGzipKb: kb('stylesheet') };
  } finally {
    await browser.close();
  }
}
