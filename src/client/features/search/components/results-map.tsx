/**
 * The search results on a Leaflet map (its own chunk: map-panel.tsx loads it once the list is
 * drawn). Pins follow the page's results; the pin of the card under the pointer or the focus is
 * highlighted, and a pin under the pointer or the focus highlights its card. After the person moves
 * the map, "Search this area" searches its bounds. Tiles are a layer on top of a plain background:
 * without them the pins still show, and nothing waits for them.
 */
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CompanySummary, SearchLocation } from '@/contract/company';
import { MAX_BOUNDS_SPAN_DEGREES, parseBounds } from '@/contract/search-url';
import { detailsHref } from '@/client/components/companies/company-card';
import { Button } from '@/client/components/ui/button';
import { useMapTiles } from '@/client/data/map';
import { useT } from '@/client/lib/i18n';

export interface ResultsMapProps {
  companies: CompanySummary[];
  /** The page's "Search this area" bounds (`south,west,north,east`), or '' for none. */
  bounds: string;
  /** The searched ZIP's "near" area, or null without a ZIP. */
  area: Pick<SearchLocation, 'latitude' | 'longitude' | 'radiusMiles'> | null;
  highlightedId: number | null;
  onHighlight: (companyId: number | null) => void;
  onSearchArea: (bounds: string) => void;
}

/** The contiguous United States, before there is anything to show. */
const START_VIEW = { center: [39.5, -98.35] as L.LatLngTuple, zoom: 3 };
const METERS_PER_MILE = 1609.344;
/** Fitting a few close pins must not zoom in to the street. */
const MAX_FIT_ZOOM = 13;

type Located = CompanySummary & { latitude: number; longitude: number };
const isLocated = (company: CompanySummary): company is Located =>
  company.latitude !== null && company.longitude !== null;

/**
 * A round pin drawn in CSS (no marker images): filled for a company whose area covers the searched
 * ZIP, hollow for one nearby but outside its usual area; amber while its card is highlighted.
 */
function pinIcon(nearby: boolean): L.DivIcon {
  const look = nearby
    ? 'border-[3px] border-gray-700 bg-white'
    : 'border-2 border-white bg-brand-700';
  return L.divIcon({
    className: 'group rounded-full',
    html: `<span class="block h-full w-full rounded-full shadow-md transition-transform ${look} group-data-[active=true]:scale-125 group-data-[active=true]:border-amber-700 group-data-[active=true]:bg-amber-400"></span>`,
    iconSize: [22, 22],
    iconAnchor: [11, 11],
    popupAnchor: [0, -12],
  });
}

/** The popup: the company's name, a link to its page followed inside the app. */
function popupContent(
  company: Located,
  navigate: (to: string) => void,
  t: ReturnType<typeof useT>,
): HTMLElement {
  const content = document.createElement('div');
  const link = document.createElement('a');
  link.href = detailsHref(company, 'search');
  link.textContent = company.name;
  link.className = 'font-semibold underline';
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    navigate(link.getAttribute('href')!);
  });
  const place = document.createElement('p');
  place.className = 'm-0! text-gray-700';
  const where = `${company.city}, ${company.state}`;
  place.textContent =
    company.servesLocation === false ? t('map.outsideArea', { place: where }) : where;
  content.append(link, place);
  return content;
}

/** The map's bounds as the search address takes them (5 decimals: about a metre). */
function boundsParam(bounds: L.LatLngBounds): string {
  const clamp = (value: number, limit: number) => Math.min(limit, Math.max(-limit, value));
  return [
    clamp(bounds.getSouth(), 90),
    clamp(bounds.getWest(), 180),
    clamp(bounds.getNorth(), 90),
    clamp(bounds.getEast(), 180),
  ]
    .map((n) => n.toFixed(5))
    .join(',');
}

export default function ResultsMap({
  companies,
  bounds,
  area,
  highlightedId,
  onHighlight,
  onSearchArea,
}: ResultsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<L.Map | null>(null);
  const markers = useRef(new Map<number, L.Marker>());
  const [, navigate] = useLocation();
  const t = useT();
  const tiles = useMapTiles();
  /** Set while the map moves itself (fitting the results), so that only the person's moves count. */
  const fitting = useRef(false);
  /** The bounds this map last searched: the view it was at, which the results must not undo. */
  const searched = useRef<string | null>(null);
  /** A fit asked for while the map was hidden (0 px wide): done when it is shown. */
  const fitLater = useRef<(() => void) | null>(null);
  const [moved, setMoved] = useState<{ tooLarge: boolean } | null>(null);
  // New results put the map where they are: "Search this area" waits for the next move.
  const [resultsShown, setResultsShown] = useState(companies);
  if (resultsShown !== companies) {
    setResultsShown(companies);
    setMoved(null);
  }
  // The parent's callbacks change on every render; the pins' listeners read the latest.
  const callbacks = useRef({ onHighlight, navigate, t });
  useEffect(() => {
    callbacks.current = { onHighlight, navigate, t };
  });

  useEffect(() => {
    const element = container.current!;
    // Zooms and pans jump instead of gliding for those who asked for less motion.
    const glide = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const created = L.map(element, {
      ...START_VIEW,
      zoomSnap: 0.5,
      zoomAnimation: glide,
      fadeAnimation: glide,
      markerZoomAnimation: glide,
      inertia: glide,
    });
    created.attributionControl.setPrefix(false);
    created.on('moveend', () => {
      if (fitting.current) return;
      const view = created.getBounds();
      const span = Math.max(view.getNorth() - view.getSouth(), view.getEast() - view.getWest());
      setMoved({ tooLarge: span > MAX_BOUNDS_SPAN_DEGREES });
    });
    // The panel is hidden and shown (the phone toggle) and resized with the window.
    const observer = new ResizeObserver(() => {
      created.invalidateSize({ pan: false });
      if (element.clientWidth > 0 && fitLater.current) {
        const fit = fitLater.current;
        fitLater.current = null;
        fit();
      }
    });
    observer.observe(element);
    setMap(created);
    return () => {
      observer.disconnect();
      created.remove();
    };
  }, []);

  useEffect(() => {
    if (!map || !tiles.data) return;
    const layer = L.tileLayer(tiles.data.url, {
      attribution: tiles.data.attribution,
      maxZoom: 19,
    }).addTo(map);
    return () => {
      layer.remove();
    };
  }, [map, tiles.data]);

  useEffect(() => {
    if (!map) return;
    const pins = markers.current;
    const group = L.layerGroup().addTo(map);
    const located = companies.filter(isLocated);
    for (const company of located) {
      const nearby = company.servesLocation === false;
      const marker = L.marker([company.latitude, company.longitude], {
        icon: pinIcon(nearby),
        title: company.name,
        riseOnHover: true,
      })
        .bindPopup(() =>
          popupContent(company, (to) => callbacks.current.navigate(to), callbacks.current.t),
        )
        .on('mouseover', () => callbacks.current.onHighlight(company.id))
        .on('mouseout', () => callbacks.current.onHighlight(null))
        .addTo(group);
      const pin = marker.getElement()!;
      pin.setAttribute(
        'aria-label',
        nearby ? callbacks.current.t('map.nearby', { name: company.name }) : company.name,
      );
      pin.addEventListener('focus', () => callbacks.current.onHighlight(company.id));
      pin.addEventListener('blur', () => callbacks.current.onHighlight(null));
      pins.set(company.id, marker);
    }

    const fit = () => {
      fitting.current = true;
      const wanted = bounds ? parseBounds(bounds) : null;
      if (wanted && typeof wanted !== 'string') {
        // An address with a map area: show that area (the results are inside it).
        map.fitBounds(
          [
            [wanted.south, wanted.west],
            [wanted.north, wanted.east],
          ],
          { animate: false },
        );
      } else if (area) {
        // A ZIP search: its whole "near" area, the same view whichever results the page holds.
        const across = 2 * area.radiusMiles * METERS_PER_MILE;
        map.fitBounds(L.latLng(area.latitude, area.longitude).toBounds(across), {
          animate: false,
        });
      } else if (located.length > 0) {
        map.fitBounds(L.latLngBounds(located.map((c) => [c.latitude, c.longitude])), {
          padding: [32, 32],
          maxZoom: MAX_FIT_ZOOM,
          animate: false,
        });
      }
      fitting.current = false;
    };
    // Results of the area this map just searched: the view stays where the person left it.
    if (!(bounds && bounds === searched.current)) {
      if (container.current!.clientWidth > 0) fit();
      else fitLater.current = fit;
    }
    return () => {
      group.remove();
      pins.clear();
    };
  }, [map, companies, bounds, area]);

  useEffect(() => {
    for (const [companyId, marker] of markers.current) {
      const active = companyId === highlightedId;
      marker.getElement()!.dataset.active = String(active);
      marker.setZIndexOffset(active ? 1000 : 0);
    }
  }, [highlightedId, companies, map]);

  const searchArea = () => {
    if (!map) return;
    const area = boundsParam(map.getBounds());
    searched.current = area;
    setMoved(null);
    onSearchArea(area);
  };

  return (
    <div className="relative h-full w-full">
      {/* Leaflet's stylesheet is not in a layer, so only `!` beats it: links are underlined, as
          everywhere (their colour alone does not tell them from the credit's text). */}
      <div
        ref={container}
        className="h-full w-full bg-gray-200 [&_.leaflet-control-attribution_a]:underline!"
      />
      {moved ? (
        <div className="pointer-events-none absolute inset-x-0 top-3 z-[1000] flex justify-center">
          <Button
            size="sm"
            className="pointer-events-auto shadow-md"
            disabled={moved.tooLarge}
            onClick={searchArea}
          >
            <Search className="h-4 w-4" aria-hidden />
            {t(moved.tooLarge ? 'search.zoomIn' : 'search.searchThisArea')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
