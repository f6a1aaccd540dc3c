import type { QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { Route, Switch, type RouteComponentProps } from 'wouter';
import { splitLocalePath } from '@/contract/locale';
import { PageMetaTags, type RouteMeta } from '../lib/page-meta';
import type { PageData } from './page-data';
import { ShownLocation } from './shown-location';

type Page = ComponentType<RouteComponentProps> & {
  /** Loads the page's code ahead of its first render. */
  preload?: () => Promise<void>;
  /** Its source module, as the build manifest names it (for the server's modulepreload hint). */
  module?: string;
  /** Starts the API calls it makes as it first draws (./page-data.ts). */
  data?: PageData;
};

/**
 * A page's data calls (./page-data.ts), whose module and the data modules it imports load on the
 * first call: a link followed or about to be, never the first script.
 */
const pageData =
  (name: keyof typeof import('./page-data')): PageData =>
  (queryClient, params, search) =>
    void import('./page-data').then((module) => module[name](queryClient, params, search));

/**
 * Route-level code splitting: each page is its own chunk, drawn through React.lazy until its code
 * is there, directly after `preload` (so a server-rendered page hydrates without suspending).
 */
function page<K extends string, P extends object>(
  module: string,
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
  data?: PageData,
): Page {
  let loaded: ComponentType<P> | undefined;
  const Lazy = lazy(async () => ({ default: (await load())[name] }));
  function Loaded(props: P) {
    // Chosen once per mount: a page drawn through Lazy keeps it when `preload` runs later (a
    // prefetch), instead of being drawn anew as another component, losing its state.
    const [Component] = useState(() => (loaded ?? Lazy) as ComponentType<P>);
    return <Component {...props} />;
  }
  Loaded.preload = async () => {
    loaded = (await load())[name];
  };
  Loaded.module = `features/${module}.tsx`;
  Loaded.data = data;
  return Loaded as unknown as Page;
}

/** A trade's cost guide, national or by state (docs/decisions/047): one page at two addresses. */
const CostGuidePage = page(
  'cost-guides/pages/cost-guide-page',
  () => import('../features/cost-guides/pages/cost-guide-page'),
  'CostGuidePage',
);

/** The home page, a chunk of its own like the others: not in the first script of every page. */
const HomePage = page(
  'home/pages/home-page',
  () => import('../features/home/pages/home-page'),
  'HomePage',
);

/**
 * Each page's address, code and title (lib/page-meta.tsx: message ids, said in the page's
 * language). Pages whose title comes from their data (search, category, company) have none here:
 * they declare it themselves with `usePageMeta`.
 */
const ROUTES: Array<[path: string, component: Page, meta?: RouteMeta]> = [
  // Its title is in its language: the page declares it.
  ['/', HomePage],
  [
    '/about',
    page('pages/about-page', () => import('../features/pages/about-page'), 'AboutPage'),
    { title: 'about.title', description: 'about.metaDescription' },
  ],
  [
    '/terms',
    page('pages/terms-page', () => import('../features/pages/terms-page'), 'TermsPage'),
    { title: 'terms.title', description: 'terms.metaDescription' },
  ],
  [
    '/privacy',
    page('pages/privacy-page', () => import('../features/pages/privacy-page'), 'PrivacyPage'),
    { title: 'privacy.title', description: 'privacy.metaDescription' },
  ],
  [
    '/profile',
    page(
      'profile/pages/profile-page',
      () => import('../features/profile/pages/profile-page'),
      'ProfilePage',
      pageData('profilePageData'),
    ),
    { title: 'profile.title' },
  ],
  [
    '/search',
    page(
      'search/pages/search-page',
      () => import('../features/search/pages/search-page'),
      'SearchPage',
      pageData('searchPageData'),
    ),
  ],
  [
    '/categories/:slug',
    page(
      'categories/pages/category-page',
      () => import('../features/categories/pages/category-page'),
      'CategoryPage',
      pageData('categoryPageData'),
    ),
  ],
  ['/cost/:category', CostGuidePage],
  ['/cost/:category/:state', CostGuidePage],
  [
    '/companies/:id',
    page(
      'companies/pages/company-page',
      () => import('../features/companies/pages/company-page'),
      'CompanyPage',
      pageData('companyPageData'),
    ),
  ],
  [
    '/companies/:id/projects/:projectId',
    page(
      'companies/pages/project-page',
      () => import('../features/companies/pages/project-page'),
      'ProjectPage',
      pageData('projectPageData'),
    ),
  ],
  [
    '/business/:id/portfolio',
    page(
      'portfolio/pages/portfolio-page',
      () => import('../features/portfolio/pages/portfolio-page'),
      'PortfolioPage',
    ),
  ],
  [
    '/upload-test',
    page(
      'upload-test/pages/upload-test-page',
      () => import('../features/upload-test/pages/upload-test-page'),
      'UploadTestPage',
    ),
    { title: 'title.uploadTest' },
  ],
  [
    '/quotes',
    page(
      'quotes/pages/quotes-page',
      () => import('../features/quotes/pages/quotes-page'),
      'QuotesPage',
    ),
    { title: 'header.myQuotes' },
  ],
  [
    '/quotes/:id/edit',
    page(
      'quotes/pages/quote-page',
      () => import('../features/quotes/pages/quote-page'),
      'QuotePage',
      pageData('quotePageData'),
    ),
    { title: 'quote.details' },
  ],
  [
    '/vendorquotes',
    page(
      'vendor/pages/vendor-quotes-page',
      () => import('../features/vendor/pages/vendor-quotes-page'),
      'VendorQuotesPage',
    ),
    { title: 'header.vendorQuotes' },
  ],
  [
    '/notifications',
    page(
      'notifications/pages/notifications-page',
      () => import('../features/notifications/pages/notifications-page'),
      'NotificationsPage',
    ),
    { title: 'notifications.title' },
  ],
  [
    '/business/:id/insights',
    page(
      'insights/pages/insights-page',
      () => import('../features/insights/pages/insights-page'),
      'InsightsPage',
      pageData('insightsPageData'),
    ),
  ],
  [
    '/business/:id/questions',
    page(
      'questions/pages/business-questions-page',
      () => import('../features/questions/pages/business-questions-page'),
      'BusinessQuestionsPage',
    ),
  ],
  [
    '/business/:id/credentials',
    page(
      'credentials/pages/credentials-page',
      () => import('../features/credentials/pages/credentials-page'),
      'CredentialsPage',
    ),
  ],
  [
    '/business/:id/availability',
    page(
      'visits/pages/availability-page',
      () => import('../features/visits/pages/availability-page'),
      'AvailabilityPage',
    ),
  ],
  [
    '/business/:id/review-invitations',
    page(
      'review-invitations/pages/review-invitations-page',
      () => import('../features/review-invitations/pages/review-invitations-page'),
      'ReviewInvitationsPage',
    ),
  ],
  [
    '/review-invitations/:token',
    page(
      'review-invitations/pages/review-invitation-landing-page',
      () => import('../features/review-invitations/pages/review-invitation-landing-page'),
      'ReviewInvitationLandingPage',
    ),
  ],
  [
    '/websocket-test',
    page(
      'websocket-test/pages/websocket-test-page',
      () => import('../features/websocket-test/pages/websocket-test-page'),
      'WebSocketTestPage',
    ),
    { title: 'title.websocketTest' },
  ],
  [
    '/admin',
    page('admin/pages/admin-page', () => import('../features/admin/pages/admin-page'), 'AdminPage'),
    { title: 'header.adminDashboard' },
  ],
  [
    '/admin/moderation',
    page(
      'admin/pages/moderation-page',
      () => import('../features/admin/pages/moderation-page'),
      'ModerationPage',
    ),
    { title: 'admin.title.moderation' },
  ],
  [
    '/admin/audit',
    page('admin/pages/audit-page', () => import('../features/admin/pages/audit-page'), 'AuditPage'),
    { title: 'admin.title.audit' },
  ],
  [
    '/admin/held-messages',
    page(
      'admin/pages/held-messages-page',
      () => import('../features/admin/pages/held-messages-page'),
      'HeldMessagesPage',
    ),
    { title: 'admin.title.heldMessages' },
  ],
  [
    '/admin/credentials',
    page(
      'admin/pages/credentials-page',
      () => import('../features/admin/pages/credentials-page'),
      'CredentialQueuePage',
    ),
    { title: 'admin.nav.credentials' },
  ],
  [
    '/admin/blocked-words',
    page(
      'admin/pages/blocked-words-page',
      () => import('../features/admin/pages/blocked-words-page'),
      'BlockedWordsPage',
    ),
    { title: 'admin.title.blockedWords' },
  ],
  [
    '/admin/users',
    page(
      'admin/pages/users-page',
      () => import('../features/admin/pages/users-page'),
      'AdminUsersPage',
    ),
    { title: 'admin.title.users' },
  ],
  [
    '/admin/users/:id',
    page(
      'admin/pages/user-page',
      () => import('../features/admin/pages/user-page'),
      'AdminUserPage',
    ),
  ],
  [
    '/admin/companies',
    page(
      'admin/pages/companies-page',
      () => import('../features/admin/pages/companies-page'),
      'AdminCompaniesPage',
    ),
    { title: 'admin.title.companies' },
  ],
  [
    '/admin/companies/:id',
    page(
      'admin/pages/company-page',
      () => import('../features/admin/pages/company-page'),
      'AdminCompanyPage',
    ),
  ],
];
/** Every page's address pattern (`/companies/:id`): the server's crash test requests each one. */
export const PAGE_PATHS: readonly string[] = /* @__PURE__ */ ROUTES.map(([path]) => path);

const NotFoundPage = page(
  'pages/not-found-page',
  () => import('../features/pages/not-found-page'),
  'NotFoundPage',
);

/** Any other address: the not-found page, answered with status 404 by the server. */
const NOT_FOUND_META: RouteMeta = {
  title: 'notFound.title',
  description: 'notFound.body',
  status: 404,
};

/**
 * The public pages, which the server renders with their data (docs/decisions/005): content at the
 * first paint, and pages search engines can read. The others are drawn in the browser. An address
 * no route matches is rendered too: the not-found page, answered with 404 (docs/decisions/010).
 */
const SERVER_RENDERED = new Set([
  '/',
  '/about',
  '/terms',
  '/privacy',
  '/search',
  '/categories/:slug',
  '/companies/:id',
  '/companies/:id/projects/:projectId',
  '/cost/:category',
  '/cost/:category/:state',
]);

/** The route's parameters when `pathname` is at `path`, else null. */
function paramsAt(path: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const pattern = path.replace(/:([^/]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const found = new RegExp(`^${pattern}$`).exec(pathname);
  return found && Object.fromEntries(names.map((name, i) => [name, found[i + 1]!]));
}

const matches = (path: string, pathname: string) => paramsAt(path, pathname) !== null;

export function isServerRendered(address: string): boolean {
  const pathname = splitLocalePath(address).path;
  return (
    [...SERVER_RENDERED].some((path) => matches(path, pathname)) ||
    !ROUTES.some(([path]) => matches(path, pathname))
  );
}

/**
 * The page at `address` (in any language: `/es/search` is `/search`) and its route's parameters:
 * the not-found page when no route matches.
 */
function routeAt(address: string): { page: Page; params: Record<string, string> } {
  const pathname = splitLocalePath(address).path;
  for (const [path, page] of ROUTES) {
    const params = paramsAt(path, pathname);
    if (params) return { page, params };
  }
  return { page: NotFoundPage, params: {} };
}

const pageAt = (pathname: string): Page => routeAt(pathname).page;

/** Loads the code of the page at `pathname`, before hydrating what the server drew of it. */
export async function preloadPage(pathname: string): Promise<void> {
  await pageAt(pathname).preload?.();
}

/**
 * Starts, together, the code of the page at `url` and the API calls it makes as it first draws:
 * on a navigation, and when a link to it is about to be followed.
 */
export function prefetchPage(url: URL, queryClient: QueryClient): void {
  const { page, params } = routeAt(url.pathname);
  page.preload?.().catch(() => undefined);
  page.data?.(queryClient, params, url.search);
}

/** The source module of the page at `pathname` when it is a chunk of its own. */
export const pageModule = (pathname: string): string | undefined => pageAt(pathname).module;

/**
 * The page at the address. On a navigation the page before stays until the next one's code is
 * there (./shown-location.tsx): the placeholder below only shows while the first page's code
 * loads, never between two pages.
 */
export function AppRoutes() {
  return (
    <ShownLocation>
      <Suspense fallback={<div className="mx-auto h-96 max-w-[1200px]" aria-busy="true" />}>
        <Switch>
          {ROUTES.map(([path, Component, meta]) => (
            <Route key={path} path={path}>
              {(params) => (
                <>
                  {meta ? <PageMetaTags {...meta} /> : null}
                  <Component params={params} />
                </>
              )}
            </Route>
          ))}
          <Route>
            <PageMetaTags {...NOT_FOUND_META} />
            <NotFoundPage params={{}} />
          </Route>
        </Switch>
      </Suspense>
    </ShownLocation>
  );
}
