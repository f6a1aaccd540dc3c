import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { findFreePort } from '../../src/server/platform/free-port';
import { createTestApp, type TestApp } from '../support/test-app';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/client');
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface E2eServer extends TestApp {
  baseUrl: string;
}

/** The real app, with the built client, listening on a free loopback port. */
export async function startServer(): Promise<E2eServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ appUrl: baseUrl }, clientDir);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run(): Promise<{
            violations: Array<{
              id: string;
              impact: string;
              help: string;
              nodes: Array<{ target: unknown }>;
            }>;
          }>;
        };
      }
    ).axe;
    const result = await axe.run();
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
      );
  });
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The toast viewport (Radix also announces toasts in a hidden live region: avoid matching that copy). */
export function toasts(page: Page) {
  // includeHidden: a modal dialog marks everything outside it aria-hidden, the toast viewport included.
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}
