import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import type { APIResponse, Browser, Locator, Page } from 'playwright-core';
import type { BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect, type TestContext } from 'vitest';
import { buildApp } from '@/server/app';
import type { AppConfig } from '@/server/config';
import { findFreePort } from '@/server/db/free-port';
import { launchChromium } from '../support/chromium';
import { FACTORY_PASSWORD } from '../support/factories';
import { watchRealtime } from '../support/sockets';
import { createTestApp, type TestApp } from '../support/test-app';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const clientDir = path.join(root, 'dist/client');
/** Where a failed browser test leaves its traces and screenshots (gitignored; .ci/run lists them). */
export const FAILURE_EVIDENCE_DIR = path.join(root, 'test-results/e2e');
const axeSource = (createRequire(import.meta.url)('axe-core') as { source: string }).source;

export interface E2eServer extends TestApp {
  baseUrl: string;
}

/** The real app, with the built client, listening on a free loopback port. */
export async function startServer(overrides: Partial<AppConfig> = {}): Promise<E2eServer> {
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const t = await createTestApp({ appUrl: baseUrl, ...overrides }, clientDir);
  await t.app.listen({ port, host: '127.0.0.1' });
  return { ...t, baseUrl };
}

/**
 * Another app node on the same database and data folder, listening on its own port (with other
 * settings where `overrides` says).
 */
export async function startSecondNode(
  first: E2eServer,
  overrides: Partial<AppConfig> = {},
): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const port = await findFreePort();
  const config = { ...first.config, ...overrides };
  const app = await buildApp({ config, databaseUrl: first.databaseUrl, clientDir });
  await app.listen({ port, host: '127.0.0.1' });
  return { baseUrl: `http://127.0.0.1:${port}`, close: () => app.close() };
}

/**
 * Signs a page's browser (its context: every tab of it) in as a factory user through the login
 * route, as the login form would, at `baseUrl` (this server or another node).
 */
function signInPage(page: Page, baseUrl: string, email: string): Promise<APIResponse> {
  return page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: FACTORY_PASSWORD },
  });
}

/** axe-core's violations of the page as it is now (of the rules `runOnly` names, else of all). */
export async function axeViolations(
  page: Page,
  runOnly?: string[],
): Promise<Array<{ impact: string; text: string }>> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses injected inline scripts.
  await page.evaluate(axeSource);
  return page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run(options: object): Promise<{
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
    const result = await axe.run(rules ? { runOnly: rules } : {});
    return result.violations.map((v) => ({
      impact: v.impact,
      text: `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`,
    }));
  }, runOnly);
}

/** Fails on any serious or critical axe-core violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = (await axeViolations(page))
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => v.text);
  expect(violations, `accessibility violations on ${page.url()}`).toEqual([]);
}

/**
 * No serious axe violation and no sideways scroll, at a phone's width and at a desktop's; the page
 * keeps the size it had.
 */
export async function expectAccessibleAtBothWidths(page: Page): Promise<void> {
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectAccessible(page);
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scroll at ${width} px`,
    ).toBe(true);
  }
  if (size) await page.setViewportSize(size);
}

/** Waits until the conversation shows the message (live: no reload happens in between). */
export async function showsMessage(conversation: Locator, text: string): Promise<void> {
  await expect
    .poll(() => conversation.getByRole('list', { name: 'Messages' }).getByText(text).isVisible(), {
      timeout: 10_000,
    })
    .toBe(true);
}

/**
 * The toast viewport (Radix also announces toasts in a hidden live region: avoid matching that
 * copy), in any language: its name says its hotkey ("Notifications (F8)").
 */
export function toasts(page: Page) {
  // includeHidden: a modal dialog marks everything outside it aria-hidden, the toast viewport included.
  return page.getByRole('region', { name: /\(F8\)/, includeHidden: true });
}

/** Waits until a toast says the text. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await expect.poll(() => toasts(page).getByText(text).isVisible()).toBe(true);
}

/**
 * `goto` and `reload` resolve once the app has taken over the page (`data-hydrated` on <html>,
 * src/client/lib/hydration.ts), as a person waits for a page to be ready: a server-drawn page is
 * painted before its code is fetched (public/boot.js), and a tap on a button before then does
 * nothing. Pages without script are not waited for.
 */
function waitingForTheApp(page: Page): void {
  const ready = async () => {
    if (
      !(await page.evaluate(
        () => document.querySelector('script[src="/boot.js"], script[type="module"]') !== null,
      ))
    )
      return;
    await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await ready();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await ready();
    return response;
  };
}

/**
 * A browser context whose pages wait for the app on `goto` and `reload` (see waitingForTheApp),
 * and whose realtime sockets are followed (watchRealtime: pageSocketIsLive and
 * pageReceivedMarker in tests/support/sockets.ts wait on them).
 */
export async function newAppContext(
  browser: Browser,
  options: Parameters<Browser['newContext']>[0],
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', (page) => {
    waitingForTheApp(page);
    watchRealtime(page);
  });
  return context;
}

/**
 * Records a context's test as a Playwright trace (screenshots and DOM snapshots of every action),
 * kept only if the test fails (keepEvidenceOfFailure): a passing test pays for the recording,
 * not for writing it.
 */
async function startTracing(context: BrowserContext, title: string): Promise<void> {
  await context.tracing.start({ screenshots: true, snapshots: true, title });
}

/** A folder name from a test's file and name: `messaging--a-customer-and-a-business-owner-…`. */
function evidenceFolder(test: TestContext['task']): string {
  const file = path.basename(test.file.name).replace(/\.test\.ts$/, '');
  const name = test.fullTestName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return path.join(FAILURE_EVIDENCE_DIR, `${file}--${name}`);
}

/**
 * At the end of a test: if it failed, each of its browsers' trace (`trace-N.zip`, open it with
 * `npx playwright-core show-trace <file>`) and a full-page screenshot of each page as it was left
 * (`page-N-M.png`) go to test-results/e2e/<file>--<test>/, and their paths are printed; if it
 * passed, the traces are dropped unsaved.
 */
async function keepEvidenceOfFailure(
  test: TestContext['task'],
  contexts: BrowserContext[],
): Promise<void> {
  const failed = test.result?.state === 'fail';
  const folder = evidenceFolder(test);
  const kept: string[] = [];
  if (failed) {
    await rm(folder, { recursive: true, force: true });
    await mkdir(folder, { recursive: true });
  }
  for (const [i, context] of contexts.entries()) {
    if (failed) {
      for (const [j, page] of context.pages().entries()) {
        const file = path.join(folder, `page-${i + 1}-${j + 1}.png`);
        // A page the test closed, or one that will not draw, leaves no screenshot: the trace has it.
        await page.screenshot({ path: file, fullPage: true, timeout: 10_000 }).then(
          () => kept.push(file),
          () => {},
        );
      }
    }
    const trace = failed ? path.join(folder, `trace-${i + 1}.zip`) : undefined;
    await context.tracing.stop(trace ? { path: trace } : {}).then(
      () => trace && kept.push(trace),
      () => {}, // its browser was closed by the test
    );
  }
  if (failed && kept.length) {
    console.error(
      `The failed test "${test.fullTestName}" left (open a trace with npx playwright-core show-trace):\n` +
        kept.map((file) => `  ${path.relative(root, file)}`).join('\n'),
    );
  }
}

export interface BrowserSuite {
  server: E2eServer;
  browser: Browser;
  /** A fresh page in a fresh context (no cookies, no storage) for every test. */
  page: Page;
  /**
   * Another browser (a context of its own, signed out), `width` px wide (a phone: 390 by 844). Its
   * uncaught errors fail the test like the default page's; it is closed before the next test, as
   * the default page is.
   */
  otherPage(options?: { width?: number; height?: number }): Promise<Page>;
  /** Another browser, as otherPage, signed in as `email` through the API (on `baseUrl`'s node). */
  signedInPage(email: string, options?: { width?: number; baseUrl?: string }): Promise<Page>;
  /** Signs a page's browser (by default this test's page) in as `email` through the API. */
  signIn(email: string, page?: Page): Promise<APIResponse>;
}

/**
 * Starts the app (with the settings `overrides` changes) and Chromium for a test file, and gives
 * each test a clean 1280 px page.
 */
export function useBrowserSuite(
  seed?: (server: E2eServer) => Promise<void>,
  overrides: Partial<AppConfig> = {},
): BrowserSuite {
  const suite = {} as BrowserSuite;
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    [suite.server, suite.browser] = await Promise.all([startServer(overrides), launchChromium()]);
    await seed?.(suite.server);
  });
  afterAll(async () => {
    await suite.browser?.close();
    await suite.server?.close();
  });
  let pageErrors: string[] = [];
  /** The browsers signedInPage opened for the test running now. */
  const others: BrowserContext[] = [];
  /** The test running now (its title names the traces). */
  let title = '';
  beforeEach(async ({ task, onTestFinished }) => {
    await context?.close();
    for (const other of others.splice(0)) await other.close();
    context = await newAppContext(suite.browser, {
      viewport: { width: 1280, height: 900 },
    });
    title = task.fullTestName;
    await startTracing(context, title);
    const own = context;
    // Runs after the afterEach below: a failure it finds (an error in a page) keeps evidence too.
    onTestFinished(() => keepEvidenceOfFailure(task, [own, ...others]));
    pageErrors = [];
    // Any uncaught error in any page of the test fails it: a blank screen is a bug even if no assertion looks.
    context.on('weberror', (error) => pageErrors.push(error.error().message));
    suite.page = await context.newPage();
  });
  afterEach(() => {
    expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  });
  suite.otherPage = async ({ width = 1280, height = width < 768 ? 844 : 900 } = {}) => {
    const other = await newAppContext(suite.browser, { viewport: { width, height } });
    others.push(other);
    await startTracing(other, title);
    other.on('weberror', (error) => pageErrors.push(error.error().message));
    return other.newPage();
  };
  suite.signedInPage = async (email, { width = 1280, baseUrl = suite.server.baseUrl } = {}) => {
    const page = await suite.otherPage({ width });
    await signInPage(page, baseUrl, email);
    return page;
  };
  suite.signIn = (email, page = suite.page) => signInPage(page, suite.server.baseUrl, email);
  return suite;
}
