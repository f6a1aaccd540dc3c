import { MapPinned } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { type MessageId, useT } from '@/client/lib/i18n';
import { useBrowserValue } from '@/client/lib/use-browser-value';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { whenIdle } from '@/client/lib/when-idle';
import type { ResultsMapProps } from './results-map';

/** Where the map sits beside the list; narrower screens get it through the List / Map toggle. */
export const MAP_BESIDE_LIST = '(min-width: 1024px)';

function MapPlaceholder({ text }: { text: MessageId }) {
  const t = useT();
  return (
    <div className="flex h-full w-full flex-col items-center justify-center gap-2 bg-gray-200 text-sm text-gray-700">
      <MapPinned className="h-6 w-6" aria-hidden />
      {t(text)}
    </div>
  );
}

// Leaflet is not part of the page's first load: its chunk is fetched once the map is wanted. If it
// cannot be fetched (the server went away), the panel says so instead of failing the page.
const ResultsMap = lazy(() =>
  import('./results-map').catch(() => ({
    default: () => <MapPlaceholder text="search.mapFailed" />,
  })),
);

/**
 * The map's place, the same size from the server's markup on (nothing moves when the map comes),
 * and the map in it: beside the list, loaded once the list has been drawn and the browser is idle;
 * on narrower screens, loaded when the person asks for it (`shown`, also from the address).
 * Leaflet needs a browser: it is never imported on the server. The server and the hydrating
 * browser both draw the placeholder, and the map comes in the render after, so an address with
 * `show=map` hydrates as it was rendered (issue 30: rendered on the server, Leaflet's import
 * ended the process on Node 20).
 */
export function MapPanel({ shown, ...map }: ResultsMapProps & { shown: boolean }) {
  const beside = useMediaQuery(MAP_BESIDE_LIST);
  // False on the server and while the page hydrates; true from the render after, and on a page
  // the browser draws itself.
  const inBrowser = useBrowserValue(() => true, false);
  // Once loaded it stays: going back to the list and to the map again keeps the map's view.
  const [wanted, setWanted] = useState(false);
  if (shown && inBrowser && !wanted) setWanted(true);
  useEffect(() => {
    if (beside && !wanted) return whenIdle(() => setWanted(true));
  }, [beside, wanted]);
  return (
    // Isolated: Leaflet's panes and controls stack up to z-index 1000, which must stay under the
    // page's sticky header and dialogs.
    <div className="isolate h-full w-full overflow-hidden rounded-xl border border-gray-200">
      {wanted ? (
        <Suspense fallback={<MapPlaceholder text="search.mapLoading" />}>
          <ResultsMap {...map} />
        </Suspense>
      ) : (
        <MapPlaceholder text="search.mapLoading" />
      )}
    </div>
  );
}
