import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { HomePage } from '../features/home/pages/home-page';

type Page = ComponentType<RouteComponentProps> & {
  /** Loads the page's code ahead of its first render. */
  preload?: () => Promise<void>;
  /** Its source module, as the build manifest names it (for the server's modulepreload hint). */
  module?: string;
};

/**
 * Route-level code splitting: each page is its own chunk, drawn through React.lazy until its code
 * is there, directly after `preload` (so a server-rendered page hydrates without suspending).
 */
function page<K extends string, P extends object>(
  module: string,
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
): Page {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  function Loaded(props: P) {
    const Component = (loaded ?? Lazy) as ComponentType<P>;
    return <Component {...props} />;
  }
  Loaded.preload = async () => {
    loaded = (await load())[name];
  };
  Loaded.module = `features/${module}.tsx`;
  return Loaded as unknown as Page;
}

const ROUTES: Array<[path: string, component: Page]> = [
  ['/', HomePage],
  ['/about', page('pages/about-page', () => import('../features/pages/about-page'), 'AboutPage')],
  ['/terms', page('pages/terms-page', () => import('../features/pages/terms-page'), 'TermsPage')],
  [
    '/privacy',
    page('pages/privacy-page', () => import('../features/pages/privacy-page'), 'PrivacyPage'),
  ],
  [
    '/profile',
    page(
      'profile/pages/profile-page',
      () => import('../features/profile/pages/profile-page'),
      'ProfilePage',
    ),
  ],
  [
    '/search',
    page(
      'search/pages/search-page',
      () => import('../features/search/pages/search-page'),
      'SearchPage',
    ),
  ],
  [
    '/categories/:slug',
    page(
      'categories/pages/category-page',
      () => import('../features/categories/pages/category-page'),
      'CategoryPage',
    ),
  ],
  [
    '/companies/:id',
    page(
      'companies/pages/company-page',
      () => import('../features/companies/pages/company-page'),
      'CompanyPage',
    ),
  ],
  [
    '/upload-test',
    page(
      'upload-test/pages/upload-test-page',
      () => import('../features/upload-test/pages/upload-test-page'),
      'UploadTestPage',
    ),
  ],
  [
    '/quotes',
    page(
      'quotes/pages/quotes-page',
      () => import('../features/quotes/pages/quotes-page'),
      'QuotesPage',
    ),
  ],
  [
    '/quotes/:id/edit',
    page(
      'quotes/pages/quote-page',
      () => import('../features/quotes/pages/quote-page'),
      'QuotePage',
    ),
  ],
  [
    '/vendorquotes',
    page(
      'vendor/pages/vendor-quotes-page',
      () => import('../features/vendor/pages/vendor-quotes-page'),
      'VendorQuotesPage',
    ),
  ],
  [
    '/websocket-test',
    page(
      'websocket-test/pages/websocket-test-page',
      () => import('../features/websocket-test/pages/websocket-test-page'),
      'WebSocketTestPage',
    ),
  ],
  [
    '/admin',
    page('admin/pages/admin-page', () => import('../features/admin/pages/admin-page'), 'AdminPage'),
  ],
];
const NotFoundPage = page(
  'pages/not-found-page',
  () => import('../features/pages/not-found-page'),
  'NotFoundPage',
);

/**
 * The public pages, which the server renders with their data (docs/decisions/005): content at the
 * first paint, and pages search engines can read. The others are drawn in the browser.
 */
const SERVER_RENDERED = new Set([
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/search',
  '/categories/:slug',
  '/companies/:id',
]);

const matches = (path: string, pathname: string) =>
  new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`).test(pathname);

export const isServerRendered = (pathname: string): boolean =>
  [...SERVER_RENDERED].some((path) => matches(path, pathname));

const pageAt = (pathname: string): Page =>
  ROUTES.find(([path]) => matches(path, pathname))?.[1] ?? NotFoundPage;

/** Loads the code of the page at `pathname`, before hydrating what the server drew of it. */
export async function preloadPage(pathname: string): Promise<void> {
  await pageAt(pathname).preload?.();
}

/** The source module of the page at `pathname` when it is a chunk of its own. */
export const pageModule = (pathname: string): string | undefined => pageAt(pathname).module;

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="mx-auto h-96 max-w-[1200px]" aria-busy="true" />}>
      <Switch>
        {ROUTES.map(([path, component]) => (
          <Route key={path} path={path} component={component} />
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
