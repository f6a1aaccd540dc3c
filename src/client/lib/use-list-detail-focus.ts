import { useEffect, useRef, type RefObject } from 'react';

/**
 * Where a phone shows a list and one item's detail as two views, moves focus along when the view
 * changes, so keyboard and screen-reader users land where the screen changed: to the detail's Back
 * button (`data-back`), or back to the item that was open (`data-item="<key>"`). `view` is null
 * where both sit side by side.
 */
export function useListDetailFocus(
  container: RefObject<HTMLElement | null>,
  view: 'list' | 'detail' | null,
  openKey: string | number | null,
): void {
  const previousView = useRef(view);
  const lastOpen = useRef(openKey);
  useEffect(() => {
    const before = previousView.current;
    previousView.current = view;
    if (view === 'detail') lastOpen.current = openKey;
    if (!before || !view || before === view) return;
    const target =
      view === 'detail'
        ? container.current?.querySelector<HTMLElement>('[data-back]')
        : container.current?.querySelector<HTMLElement>(`[data-item="${lastOpen.current ?? ''}"]`);
    target?.focus();
  }, [container, view, openKey]);
}
