import type { BrowserContext, Page, Request } from 'playwright-core';

/**
 * What a person waits for, timed inside the page (docs/performance.md, "User actions"): the start
 * is the `timeStamp` of the input event the action begins with (a click, Enter, a file chosen), as
 * the page received it; the end is `performance.now()` in the first animation frame in which the
 * awaited content is on screen (a condition checked in every frame, so the frame that draws it).
 * Times are also given on the machine's wall clock (each page's high-resolution clock calibrated
 * against `Date.now()`), so that a start in one page and an end in another compare.
 */

/** What must be on screen: an element visible (with a text in it, an image loaded), or none. */
export type Condition =
  | { all: Condition[] }
  /** `hydrated`: React owns the element (its props are attached: hydrated or rendered). */
  | { selector: string; text?: string; image?: boolean; hydrated?: boolean }
  | { none: string };

export interface Arming {
  /** The input event that starts the action (the first of its kind after arming); none: no start. */
  start?: { type: 'click' | 'keydown' | 'change'; key?: string };
  /** What ends it; none: only the start is taken. */
  until?: Condition;
  timeoutMs?: number;
}

export interface Timing {
  /** Milliseconds on the page's clock (0 = its time origin). */
  start: number | null;
  end: number | null;
  /** The same instants in milliseconds since the epoch, on the machine's wall clock. */
  startEpoch: number | null;
  endEpoch: number | null;
}

interface InPage {
  arm(arming: Arming): void;
  /** Resolves once the condition holds (checked in every frame). */
  until(condition: Condition, timeoutMs: number): Promise<void>;
  result(): Promise<Timing>;
  idle(): Promise<void>;
}

declare global {
  interface Window {
    __ux?: InPage;
  }
}

/**
 * The in-page half, run in every document of a benchmark's browser before the app's own scripts
 * (through the DevTools protocol, which the app's CSP does not govern). Written here so that it is
 * type-checked; tsx names functions with an `__name` helper, given to the script as the identity.
 */
function installInPage(): void {
  const visible = (element: Element) =>
    element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }) &&
    element.getClientRects().length > 0;

  const holds = (condition: Condition): boolean => {
    if ('all' in condition) return condition.all.every(holds);
    if ('none' in condition) return document.querySelector(condition.none) === null;
    return [...document.querySelectorAll(condition.selector)].some(
      (element) =>
        visible(element) &&
        (condition.text === undefined || (element.textContent ?? '').includes(condition.text)) &&
        (!condition.hydrated ||
          Object.keys(element).some((key) => key.startsWith('__reactProps'))) &&
        (!condition.image ||
          (element instanceof HTMLImageElement && element.complete && element.naturalWidth > 0)),
    );
  };

  /** Date.now() minus (timeOrigin + performance.now()), read at the instant Date.now() ticks. */
  const clockOffset = () => {
    const samples: number[] = [];
    for (let i = 0; i < 3; i++) {
      const before = Date.now();
      let now = before;
      let fine = performance.now();
      while (now === before) {
        now = Date.now();
        fine = performance.now();
      }
      samples.push(now - (performance.timeOrigin + fine));
    }
    return samples.sort((a, b) => a - b)[1]!;
  };

  /** `performance.now()` in the first frame in which the condition holds (checked in every frame). */
  const frameWhen = (condition: Condition, timeoutMs: number) =>
    new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () =>
          reject(new Error(`not on screen after ${timeoutMs} ms: ${JSON.stringify(condition)}`)),
        timeoutMs,
      );
      const frame = () => {
        if (!holds(condition)) {
          requestAnimationFrame(frame);
          return;
        }
        clearTimeout(timer);
        resolve(performance.now());
      };
      requestAnimationFrame(frame);
    });

  let current: () => Promise<Timing> = () => Promise.reject(new Error('not armed'));

  const ux: InPage = {
    arm({ start, until, timeoutMs = 20_000 }) {
      const offset = clockOffset();
      const epoch = (t: number | null) => (t === null ? null : performance.timeOrigin + t + offset);
      let started: number | null = null;
      if (start) {
        const onEvent = (event: Event) => {
          if (start.key !== undefined && (event as KeyboardEvent).key !== start.key) return;
          started = event.timeStamp;
          window.removeEventListener(start.type, onEvent, true);
        };
        window.addEventListener(start.type, onEvent, true);
      }
      const timing = (end: number | null): Timing => ({
        start: started,
        end,
        startEpoch: epoch(started),
        endEpoch: epoch(end),
      });
      if (!until) {
        // Only the start, read once the caller knows the action has happened.
        current = () => Promise.resolve(timing(null));
        return;
      }
      const ended = frameWhen(until, timeoutMs).then(timing);
      ended.catch(() => undefined);
      current = () => ended;
    },
    result: () => current(),
    until: (condition, timeoutMs) => frameWhen(condition, timeoutMs).then(() => undefined),
    idle: () =>
      new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 1000 })),
  };
  window.__ux = ux;
}

const IN_PAGE_SCRIPT = `(() => { const __name = (f) => f; (${installInPage.toString()})(); })();`;

/** Requests of the page that are not finished yet, and a log of its API calls while recording. */
export class UxPage {
  private readonly inFlight = new Set<Request>();
  private quiet: Array<() => void> = [];
  private recording: string[] | null = null;
  private live = false;
  private onLive: Array<() => void> = [];

  private constructor(readonly page: Page) {
    page.on('websocket', (socket) => {
      socket.on('framereceived', ({ payload }) => {
        if (!String(payload).includes('"connection_established"')) return;
        this.live = true;
        for (const resolve of this.onLive.splice(0)) resolve();
      });
      socket.on('close', () => (this.live = false));
    });
    page.on('request', (request) => {
      this.inFlight.add(request);
      const url = new URL(request.url());
      if (this.recording && url.pathname.startsWith('/api/')) {
        this.recording.push(`${request.method()} ${url.pathname}${url.search}`);
      }
    });
    const done = (request: Request) => {
      this.inFlight.delete(request);
      if (this.inFlight.size > 0) return;
      for (const resolve of this.quiet.splice(0)) resolve();
    };
    page.on('requestfinished', done);
    page.on('requestfailed', done);
  }

  /** A new page of the context, with the in-page timer in every document it loads. */
  static async open(context: BrowserContext): Promise<UxPage> {
    const page = await context.newPage();
    await page.addInitScript({ content: IN_PAGE_SCRIPT });
    return new UxPage(page);
  }

  /** Loads `url` and waits until the app has hydrated `selector` and the page is quiet. */
  async load(url: string, selector: string): Promise<void> {
    await this.page.goto(url);
    await this.hydrated(selector);
  }

  /** Waits until React owns the element (hydrated or rendered), then until the page is quiet. */
  async hydrated(selector: string): Promise<void> {
    await this.until({ selector, hydrated: true });
    await this.settle();
  }

  /** Waits until the condition holds in the page. */
  async until(condition: Condition, timeoutMs = 20_000): Promise<void> {
    await this.page.evaluate(`window.__ux.until(${JSON.stringify(condition)}, ${timeoutMs})`);
  }

  /**
   * Waits until the page is quiet, as a person's next action finds it: no request in flight and
   * the main thread idle (checked again after the idle callback, which a late request may follow).
   */
  async settle(): Promise<void> {
    for (;;) {
      await this.noRequestInFlight();
      await this.page.evaluate('window.__ux.idle()');
      if (this.inFlight.size === 0) return;
    }
  }

  private noRequestInFlight(ms = 20_000): Promise<void> {
    if (this.inFlight.size === 0) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        const urls = [...this.inFlight].map((r) => r.url()).join(', ');
        reject(new Error(`still in flight after ${ms} ms: ${urls}`));
      }, ms);
      this.quiet.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Waits until the page's realtime socket is open and welcomed by the server. */
  realtime(ms = 20_000): Promise<void> {
    if (this.live) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no realtime socket after ${ms} ms`)), ms);
      this.onLive.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  /** Installs the timer for the next action (before the action starts). */
  async arm(arming: Arming): Promise<void> {
    await this.page.evaluate(`window.__ux.arm(${JSON.stringify(arming)})`);
  }

  /** The armed action's timing, once its end is on screen. */
  result(): Promise<Timing> {
    return this.page.evaluate<Timing>('window.__ux.result()');
  }

  /** Starts noting the page's API calls (method and path). */
  record(): void {
    this.recording = [];
  }

  /** The API calls noted since record(), and stops noting. */
  recorded(): string[] {
    const calls = this.recording ?? [];
    this.recording = null;
    return calls;
  }
}

/** Milliseconds from the start to the end of one page's timing (it must have both). */
export function elapsed(timing: Timing): number {
  if (timing.start === null || timing.end === null) {
    throw new Error(`incomplete timing: ${JSON.stringify(timing)}`);
  }
  return timing.end - timing.start;
}

/** Milliseconds from a start in one page to an end in another, on the wall clock. */
export function across(from: Timing, to: Timing): number {
  if (from.startEpoch === null || to.endEpoch === null) {
    throw new Error(`incomplete timings: ${JSON.stringify({ from, to })}`);
  }
  return to.endEpoch - from.startEpoch;
}
