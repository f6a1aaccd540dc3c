import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A controlled dialog whose code (the Radix dialog stack, ≈ 15 kB gzip) is fetched the first time
 * it opens, not with the page (docs/performance.md "First load"): while it has never been open it
 * draws nothing, as a closed dialog does. Once opened it stays mounted, so it closes as before.
 */
export function loadWhenOpen<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function WhenOpen(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
