import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, type ReactNode } from 'react';
import { Router, type AroundNavHandler } from 'wouter';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { whenHydrated } from '@/client/lib/hydration';
import { onFormIntent, onLinkIntent } from '@/client/lib/link-intent';
import { prefetchPage, preloadPage } from './routes';

/**
 * Every navigation (a link, a `navigate`, Back and Forward) starts the next page's code and its
 * data together, and so does a link about to be followed (pointer resting on it, pressed, touched
 * or focused): the page's requests no longer wait for its code to arrive and draw. A form being
 * filled in (the search box) loads the code of the page it sends to. A navigation asked for while
 * the server's page is still being hydrated starts once it is.
 */
export function PrefetchingRouter({
  queryClient,
  base,
  children,
}: {
  queryClient: QueryClient;
  base: string;
  children: ReactNode;
}) {
  const aroundNav = useMemo<AroundNavHandler>(
    () => (navigate, to, options) => {
      prefetchPage(new URL(to, window.location.href), queryClient);
      // Not into a page still being hydrated (src/client/lib/hydration.ts).
      whenHydrated(() => navigate(to, options));
    },
    [queryClient],
  );
  useEffect(() => {
    const prefetch = (url: URL) => prefetchPage(url, queryClient);
    const onHistory = () => prefetch(new URL(window.location.href));
    const stopLinks = onLinkIntent(prefetch);
    // What a form will show depends on what is typed: only the page's code loads meanwhile.
    const stopForms = onFormIntent((url) => {
      preloadPage(url.pathname).catch(() => undefined);
    });
    window.addEventListener('popstate', onHistory);
    return () => {
      stopLinks();
      stopForms();
      window.removeEventListener('popstate', onHistory);
    };
  }, [queryClient]);
  return (
    <Router base={base} aroundNav={aroundNav}>
      {children}
    </Router>
  );
}

/**
 * Logging in or signing up lands on My Profile: its code (forms and their schemas, a good part of
 * the time to draw it) loads while the dialog is being filled in, not after the answer.
 */
export function PreloadProfileWhileSigningIn() {
  const { open } = useAuthDialogs();
  const signingIn = open === 'login' || open === 'signup';
  useEffect(() => {
    if (signingIn) preloadPage('/profile').catch(() => undefined);
  }, [signingIn]);
  return null;
}
