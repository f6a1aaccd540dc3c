import { useLayoutEffect } from 'react';

/**
 * Scroll and focus around navigations, as a web page of separate documents would behave (issue 31,
 * item 1), for every page at once:
 * - a new page (another path) starts at the top, and its main heading takes the focus (announced
 *   by screen readers) once it is drawn; the first load keeps the browser's focus;
 * - Back and Forward put the page back where it was scrolled, once its content is drawn (no
 *   `aria-busy` placeholder left in <main>), and so does a reload or a return from another site;
 * - a focused control that disappears (the draft form after Submit Quote) hands the focus to the
 *   first heading of what took its place, instead of letting it fall to the page's body.
 *
 * Every history entry carries a key in its state (`qlEntry`, beside whatever state the page put
 * there); the positions are kept per key in sessionStorage. The browser's own restoration is off:
 * it would restore before the next page is drawn (the page before stays while its code loads,
 * ./shown-location.tsx), and not at all for the search page's entries.
 */

const ENTRY = 'qlEntry';
const STORE = 'ql:scroll-positions';
/** The entries a tab keeps positions for (the oldest are dropped). */
const MAX_ENTRIES = 100;
/** How long a restore waits for the page's content before giving up where it got to. */
const SETTLE_LIMIT_MS = 10_000;

interface Arrival {
  /** Where to scroll once the content is drawn. */
  top: number;
  /** Whether the page is another one (its heading takes the focus). */
  newPage: boolean;
}

let currentKey = '';
let positions: Record<string, number> = {};
/** A navigation whose page has not been drawn yet. */
let arrival: Arrival | null = null;
/** Stops waiting for a page to be drawn (a new navigation, or the person took over). */
let stopSettling: (() => void) | null = null;
/** The address (path and search) of the entry shown now. */
let lastAddress = '';

const address = (url: URL | Location) => url.pathname + url.search;

const keyOf = (state: unknown): string | null => {
  if (state === null || typeof state !== 'object') return null;
  const key = (state as Record<string, unknown>)[ENTRY];
  return typeof key === 'string' ? key : null;
};

/** The page's state with the entry's key: an object's fields are kept, other kinds of state too. */
const withKey = (state: unknown, key: string): unknown =>
  state === null || state === undefined
    ? { [ENTRY]: key }
    : typeof state === 'object' && !Array.isArray(state)
      ? { ...state, [ENTRY]: key }
      : state;

const newKey = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

function readPositions(): Record<string, number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORE) ?? '{}');
    return stored && typeof stored === 'object' ? (stored as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/** Notes where the entry shown now is scrolled, as it is left. */
function rememberPosition(): void {
  if (!currentKey) return;
  delete positions[currentKey];
  positions[currentKey] = Math.round(window.scrollY);
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_ENTRIES))) delete positions[old];
  try {
    sessionStorage.setItem(STORE, JSON.stringify(positions));
  } catch {
    // Storage full or refused: positions still work for this document.
  }
}

/** Whether the page's content is drawn: no placeholder waiting for code or data in <main>. */
const contentDrawn = () => document.querySelector('main [aria-busy="true"]') === null;

const visible = (element: Element) => element.getClientRects().length > 0;

const mainHeading = () => document.querySelector<HTMLElement>('main h1');

/** Focuses a heading (made focusable by script only: it is no stop for Tab). */
function focusHeading(heading: HTMLElement, preventScroll: boolean): void {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus({ preventScroll });
}

/** Whether the person is in a dialog or menu, whose own focus handling must not be disturbed. */
const inOverlay = (element: Element | null) =>
  element?.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !=
  null;

const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
/** How long a heading just focused takes the focus back from a menu closing behind it. */
const HOLD_MS = 1000;
let releaseHold: (() => void) | null = null;

/**
 * Keeps the focus on the new page's heading against a menu that closed on the navigation and gives
 * the focus back to its trigger (the header's menus): until the person does anything, for a moment.
 */
function holdFocus(heading: HTMLElement): void {
  releaseHold?.();
  const refocus = (event: FocusEvent) => {
    const target = event.target as Element;
    if (heading.isConnected && !target.closest('main') && !inOverlay(target)) {
      heading.focus({ preventScroll: true });
    }
  };
  const timer = window.setTimeout(() => release(), HOLD_MS);
  const release = () => {
    document.removeEventListener('focusin', refocus);
    window.clearTimeout(timer);
    for (const input of INPUTS) window.removeEventListener(input, release, true);
    if (releaseHold === release) releaseHold = null;
  };
  releaseHold = release;
  document.addEventListener('focusin', refocus);
  for (const input of INPUTS)
    window.addEventListener(input, release, { capture: true, passive: true });
}

/** Scrolls and focuses for `next` as the page's content arrives; any input from the person ends it. */
function settle(next: Arrival): void {
  stopSettling?.();
  releaseHold?.();
  if (next.top === 0) window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  let scrolled = next.top === 0;
  let focused = !next.newPage;
  const step = () => {
    if (!scrolled) {
      window.scrollTo({ top: next.top, left: 0, behavior: 'instant' });
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      scrolled = contentDrawn() && (Math.abs(window.scrollY - next.top) < 2 || bottom < next.top);
    }
    if (!focused) {
      const heading = mainHeading();
      if (heading && !inOverlay(document.activeElement)) {
        focusHeading(heading, true);
        holdFocus(heading);
        focused = true;
      }
    }
    if (scrolled && focused) stop();
  };
  const observer = new MutationObserver(step);
  const resized = new ResizeObserver(step);
  const timer = window.setTimeout(() => stop(), SETTLE_LIMIT_MS);
  const stop = () => {
    observer.disconnect();
    resized.disconnect();
    window.clearTimeout(timer);
    for (const input of INPUTS) window.removeEventListener(input, stop, true);
    if (stopSettling === stop) stopSettling = null;
  };
  stopSettling = stop;
  observer.observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['aria-busy'],
  });
  resized.observe(document.documentElement);
  for (const input of INPUTS)
    window.addEventListener(input, stop, { capture: true, passive: true });
  step();
}

/** The navigation to `to` is starting from the entry shown now. */
function leaving(to: URL): Arrival | null {
  rememberPosition();
  stopSettling?.();
  const newPage = to.pathname !== window.location.pathname;
  lastAddress = address(to);
  // Another view of the same page (sort, page, map area) keeps its scroll: the page moves to what
  // changed itself (the results' start for another page of them).
  return newPage ? { top: 0, newPage } : null;
}

/** The page drawn for the address: scroll and focus for the navigation that led to it. */
export function useScrollAndFocus(path: string, search: string): void {
  useLayoutEffect(() => {
    if (!arrival || path !== window.location.pathname) return;
    const next = arrival;
    arrival = null;
    settle(next);
  }, [path, search]);
}

/**
 * Gives the page's history entries their keys and starts following navigations, the scroll and the
 * focus. Called once, in the browser, before the app is drawn.
 */
export function installScrollAndFocus(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  positions = readPositions();
  const push = history.pushState.bind(history);
  const replace = history.replaceState.bind(history);
  currentKey = keyOf(history.state) ?? newKey();
  replace(withKey(history.state, currentKey), '');
  lastAddress = address(window.location);
  // A reload, or a return from another site, goes back to where the entry was scrolled.
  const saved = positions[currentKey];
  if (saved) arrival = { top: saved, newPage: false };

  history.pushState = (state: unknown, unused: string, url?: string | URL | null) => {
    const to = new URL(url ?? window.location.href, window.location.href);
    const next = leaving(to);
    currentKey = newKey();
    arrival = next;
    push(withKey(state, currentKey), unused, url);
  };
  history.replaceState = (state: unknown, unused: string, url?: string | URL | null) => {
    const to = new URL(url ?? window.location.href, window.location.href);
    // Not a person's step (an address put right, a redirect): only another page moves anything.
    if (to.pathname !== window.location.pathname) arrival = leaving(to);
    else lastAddress = address(to);
    replace(withKey(state, currentKey), unused, url);
  };

  window.addEventListener('popstate', () => {
    // The document still shows the entry being left: its scroll is the one to keep.
    rememberPosition();
    stopSettling?.();
    const key = keyOf(history.state);
    const sameAddress = address(window.location) === lastAddress;
    if (!key) {
      // An entry the browser made (the skip link's #main): keyed, and left where it scrolled to.
      currentKey = newKey();
      replace(withKey(history.state, currentKey), '');
      lastAddress = address(window.location);
      return;
    }
    currentKey = key;
    const next = { top: positions[key] ?? 0, newPage: false };
    const before = lastAddress;
    lastAddress = address(window.location);
    next.newPage = new URL(before, window.location.href).pathname !== window.location.pathname;
    // The same address draws nothing new: restored at once.
    if (sameAddress) settle(next);
    else arrival = next;
  });
  window.addEventListener('pagehide', rememberPosition);
  keepFocus();
}

/**
 * A focused control that disappears hands the focus on: to the first heading of the nearest part
 * of the page that is still there (what replaced it), without going above <main>. A control only
 * disabled for a while (a request in flight) gets it back when enabled again. Runs after the
 * page's own focus handling (dialogs and menus give it back to their trigger), never instead, and
 * never when the person moved the focus away themselves (a click beside it).
 */
function keepFocus(): void {
  /** The focused control, kept while the focus is lost with it. */
  let last: HTMLElement | null = null;
  let ancestors: Element[] = [];
  let scheduled = false;
  /** Whether `last` lost the focus by being disabled. */
  let waitedForEnabled = false;
  const gone = (element: HTMLElement) => !element.isConnected || !visible(element);
  document.addEventListener('focusin', (event) => {
    if (!(event.target instanceof HTMLElement)) return;
    last = event.target;
    waitedForEnabled = false;
    ancestors = [];
    for (let e = last.parentElement; e; e = e.parentElement) ancestors.push(e);
  });
  document.addEventListener('focusout', (event) => {
    const left = last;
    if (event.relatedTarget || !left || event.target !== left) return;
    // Still there and usable once this event is over: the person moved away, nothing was lost.
    window.setTimeout(() => {
      if (last === left && !gone(left) && !left.matches(':disabled')) last = null;
    }, 0);
  });
  const check = () => {
    scheduled = false;
    const active = document.activeElement;
    if (!last || (active && active !== document.body) || stopSettling) return;
    if (!gone(last)) {
      if (last.matches(':disabled')) {
        waitedForEnabled = true; // Checked again at its next change.
        return;
      }
      if (waitedForEnabled) last.focus();
      last = null;
      return;
    }
    last = null;
    // The page's content only: the header, dialogs and menus see to their own focus.
    const inMain = ancestors.some((e) => e.matches('main'));
    if (!inMain || ancestors.some((e) => inOverlay(e))) return;
    for (const ancestor of ancestors) {
      if (!ancestor.isConnected || !visible(ancestor)) continue;
      const heading = [...ancestor.querySelectorAll<HTMLElement>('h1, h2, h3, h4, h5, h6')].find(
        visible,
      );
      if (heading) {
        focusHeading(heading, false);
        return;
      }
      if (ancestor.matches('main')) return;
    }
  };
  new MutationObserver(() => {
    if (scheduled || !last) return;
    scheduled = true;
    // After the page's own handling (its effects, Radix's return of focus to a trigger): once the
    // frame that shows the change is drawn.
    requestAnimationFrame(() => window.setTimeout(check, 0));
  }).observe(document.body, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['disabled', 'class', 'hidden'],
  });
}
