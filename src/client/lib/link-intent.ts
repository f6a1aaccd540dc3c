/** How long the pointer rests on a link before it counts: a pointer crossing a list does not. */
const HOVER_INTENT_MS = 50;

/** The address of a link this app opens itself (same origin, same tab), else null. */
function appLinkAt(target: EventTarget | null): URL | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.target || link.hasAttribute('download')) {
    return null;
  }
  const url = new URL(link.href);
  return url.origin === window.location.origin ? url : null;
}

/**
 * Calls `onIntent` with the address of an app link the visitor is about to follow: the pointer
 * rests on it, presses it, a finger touches it, or it gets the focus. Listens on the whole
 * document, so every link counts, wherever it is drawn. Returns the function that stops it.
 */
export function onLinkIntent(onIntent: (url: URL) => void): () => void {
  let hovered: string | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const now = (event: Event) => {
    const url = appLinkAt(event.target);
    if (url) onIntent(url);
  };
  const over = (event: Event) => {
    const url = appLinkAt(event.target);
    if ((url?.href ?? null) === hovered) return;
    clearTimeout(timer);
    hovered = url?.href ?? null;
    if (url) timer = setTimeout(() => onIntent(url), HOVER_INTENT_MS);
  };
  const listeners: Array<[string, (event: Event) => void]> = [
    ['pointerover', over],
    ['pointerdown', now],
    ['touchstart', now],
    ['focusin', now],
  ];
  const options = { capture: true, passive: true };
  for (const [type, listener] of listeners) document.addEventListener(type, listener, options);
  return () => {
    clearTimeout(timer);
    for (const [type, listener] of listeners) document.removeEventListener(type, listener, options);
  };
}

/**
 * Calls `onIntent` with the address a form of this app sends to (its `action`, same origin) when
 * a field of it gets the focus: the visitor is filling it in. Returns the function that stops it.
 */
export function onFormIntent(onIntent: (url: URL) => void): () => void {
  const focused = (event: Event) => {
    const form = event.target instanceof Element ? event.target.closest('form[action]') : null;
    if (!(form instanceof HTMLFormElement)) return;
    const url = new URL(form.action);
    if (url.origin === window.location.origin) onIntent(url);
  };
  document.addEventListener('focusin', focused, true);
  return () => document.removeEventListener('focusin', focused, true);
}
