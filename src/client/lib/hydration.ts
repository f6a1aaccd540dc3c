import { useEffect } from 'react';

/**
 * Whether the page the server sent has been hydrated (a page the client draws itself counts once it
 * has rendered). Hydration runs in a transition, in short tasks: a navigation started meanwhile (a
 * click replayed by React, a `navigate`) would render another page into markup still being
 * hydrated, which React reports as a mismatch. Navigations wait for this instead.
 */
let hydrated = false;
const waiting: Array<() => void> = [];

/** Runs `action` now if the page is hydrated, else as soon as it is. */
export function whenHydrated(action: () => void): void {
  if (hydrated) action();
  else waiting.push(action);
}

/** Called by the app's root: its effects run once the whole tree has been committed. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
    // For whoever waits for the page to be ready (the browser tests, monitoring scripts).
    document.documentElement.setAttribute('data-hydrated', '');
    for (const action of waiting.splice(0)) action();
  }, []);
}
