import { useSyncExternalStore } from 'react';

/** SPEC §9: under 768 px is a phone, where panes that sit side by side become views. */
export const WIDE_SCREEN = '(min-width: 768px)';

/**
 * Whether a CSS media query matches, following changes (a rotated phone, a resized window).
 * `serverValue` on the server and while a server-rendered page hydrates.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => serverValue,
  );
}
