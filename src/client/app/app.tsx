import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AuthDialogs } from '@/client/features/auth/components/auth-dialogs';
import { BusinessDialogMount } from '@/client/features/business/components/business-dialog-mount';
import { RealtimeProvider } from '@/client/data/realtime';
import { AuthDialogsProvider } from '@/client/lib/auth-dialogs';
import { BusinessDialogProvider } from '@/client/lib/business-dialog';
import { useMarkHydrated } from '@/client/lib/hydration';
import { useT } from '@/client/lib/i18n';
import { useToastShownYet } from '@/client/lib/toast';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { ServerStatusBanner } from './layout/server-status-banner';
import { PrefetchingRouter, PreloadProfileWhileSigningIn } from './prefetching-router';
import { AppRoutes } from './routes';

// Toasts only follow an action, and their store lives apart (lib/toast.ts): the toaster's code
// loads with the first toast, not with the page, and shows whatever toast is current.
const Toaster = lazy(async () => ({ default: (await import('../components/ui/toaster')).Toaster }));
const ToasterOnceWanted = () =>
  useToastShownYet() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;

/**
 * The whole client, around a query cache that may already hold what the server rendered with;
 * `base` is the address's language prefix (`/es`), which every link and route keeps.
 */
export function App({ queryClient, base }: { queryClient: QueryClient; base: string }) {
  useMarkHydrated();
  const t = useT();
  return (
    <QueryClientProvider client={queryClient}>
      <PrefetchingRouter queryClient={queryClient} base={base}>
        <AuthDialogsProvider>
          <BusinessDialogProvider>
            <RealtimeProvider>
              <div className="flex min-h-screen flex-col">
                <a
                  href="#main"
                  className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
                >
                  {t('app.skipToContent')}
                </a>
                <Header />
                <ServerStatusBanner />
                {/* At least a screen tall: the footer starts below the fold, so content arriving
                  after the first paint never pushes it around (no layout shift). */}
                <main id="main" className="min-h-screen flex-1">
                  <AppRoutes />
                </main>
                <Footer />
              </div>
              <AuthDialogs />
              <PreloadProfileWhileSigningIn />
              <BusinessDialogMount />
              <ToasterOnceWanted />
            </RealtimeProvider>
          </BusinessDialogProvider>
        </AuthDialogsProvider>
      </PrefetchingRouter>
    </QueryClientProvider>
  );
}
