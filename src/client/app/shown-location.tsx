import { createContext, useContext, useDeferredValue, useMemo, type ReactNode } from 'react';
import {
  Router,
  useLocation,
  useRouter,
  useSearch,
  type BaseLocationHook,
  type BaseSearchHook,
} from 'wouter';
import { useT } from '@/client/lib/i18n';
import { useScrollAndFocus } from './scroll-and-focus';

interface Shown {
  /** Within the language's base (`/about` of `/es/about`). */
  path: string;
  search: string;
  navigate: ReturnType<typeof useLocation>[1];
}

const ShownContext = createContext<Shown | null>(null);

const useShown = (): Shown => {
  const shown = useContext(ShownContext);
  if (!shown) throw new Error('outside ShownLocation');
  return shown;
};
/**
 * The pages' router has its own location hook, so it starts from wouter's defaults: it is given
 * the base again (`/es`), and this hook answers whole addresses, as the browser's does.
 */
const useShownPath: BaseLocationHook = () => {
  const { path, navigate } = useShown();
  const { base } = useRouter();
  const navigateTo: Shown['navigate'] = (to, options) => {
    navigate(`~${to}`, options);
  };
  return [base + path, navigateTo];
};
const useShownSearch: BaseSearchHook = () => useShown().search;

/**
 * The pages below read the address they are drawn for, which trails the browser's while the next
 * page's code loads (a deferred value, so a render that waits on code keeps the page before on
 * screen instead of a placeholder). Showing a placeholder between two pages would cost more than
 * the code: React keeps the content that replaces a fallback back until 300 ms after the fallback
 * appeared. Path and search change together, so a page never draws with another page's search;
 * a change of the search alone is drawn at once, as before.
 * A thin bar at the top tells a navigation that takes longer than a moment.
 */
export function ShownLocation({ children }: { children: ReactNode }) {
  const [path, navigate] = useLocation();
  const { base } = useRouter();
  const search = useSearch();
  const current = useMemo(() => ({ path, search, navigate }), [path, search, navigate]);
  const deferred = useDeferredValue(current);
  // Within one page (only the search changed) there is no code to wait for: drawn at once.
  const shown = deferred.path === path ? current : deferred;
  // Once the page for the address is drawn: the top, or the scroll it had, and its heading focused.
  useScrollAndFocus(shown.path, shown.search);
  return (
    <ShownContext.Provider value={shown}>
      {shown !== current ? <NavigationProgress /> : null}
      <Router hook={useShownPath} searchHook={useShownSearch} base={base}>
        {children}
      </Router>
    </ShownContext.Provider>
  );
}

/** Fades in only after a short delay: a navigation that is quick shows nothing. */
function NavigationProgress() {
  const t = useT();
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingPage')}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-brand-600 opacity-100 transition-opacity delay-150 duration-200 starting:opacity-0"
    />
  );
}
