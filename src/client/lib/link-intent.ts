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
