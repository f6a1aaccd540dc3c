import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Switch } from 'wouter';
import { HomePage } from '../features/home/pages/home-page';

/** Route-level code splitting: each page is its own chunk. */
const page = <K extends string, P extends object>(
  load: () => Promise<{ [key in K]: ComponentType<P> }>,
  name: K,
) => lazy(async () => ({ default: (await load())[name] }));

const AboutPage = page(() => import('../features/pages/about-page'), 'AboutPage');
const TermsPage = page(() => import('../features/pages/terms-page'), 'TermsPage');
const PrivacyPage = page(() => import('../features/pages/privacy-page'), 'PrivacyPage');
const NotFoundPage = page(() => import('../features/pages/not-found-page'), 'NotFoundPage');
const ProfilePage = page(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const SearchPage = page(() => import('../features/search/pages/search-page'), 'SearchPage');
const CategoryPage = page(
  () => import('../features/categories/pages/category-page'),
  'CategoryPage',
);
const CompanyPage = page(() => import('../features/companies/pages/company-page'), 'CompanyPage');
const UploadTestPage = page(
  () => import('../features/upload-test/pages/upload-test-page'),
  'UploadTestPage',
);
const QuotesPage = page(() => import('../features/quotes/pages/quotes-page'), 'QuotesPage');
const QuotePage = page(() => import('../features/quotes/pages/quote-page'), 'QuotePage');
const VendorQuotesPage = page(
  () => import('../features/vendor/pages/vendor-quotes-page'),
  'VendorQuotesPage',
);
const WebSocketTestPage = page(
  () => import('../features/websocket-test/pages/websocket-test-page'),
  'WebSocketTestPage',
);
const AdminPage = page(() => import('../features/admin/pages/admin-page'), 'AdminPage');

export function AppRoutes() {
  return (
    <Suspense fallback={<div className="mx-auto h-96 max-w-[1200px]" aria-busy="true" />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/about" component={AboutPage} />
        <Route path="/terms" component={TermsPage} />
        <Route path="/privacy" component={PrivacyPage} />
        <Route path="/profile" component={ProfilePage} />
        <Route path="/search" component={SearchPage} />
        <Route path="/categories/:slug" component={CategoryPage} />
        <Route path="/companies/:id" component={CompanyPage} />
        <Route path="/upload-test" component={UploadTestPage} />
        <Route path="/quotes" component={QuotesPage} />
        <Route path="/quotes/:id/edit" component={QuotePage} />
        <Route path="/vendorquotes" component={VendorQuotesPage} />
        <Route path="/websocket-test" component={WebSocketTestPage} />
        <Route path="/admin" component={AdminPage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
