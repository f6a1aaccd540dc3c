import './index.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_STATE_ID } from '@/contract/server-rendering';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { installScrollAndFocus } from './app/scroll-and-focus';
import { documentLocale, loadI18n, localeBase, LocaleProvider } from './lib/i18n';
import { createQueryClient } from './lib/query-client';
import { registerServiceWorker } from './lib/service-worker';

const container = document.getElementById('root')!;
installScrollAndFocus();
const queryClient = createQueryClient();
// The page's language, as the server drew it: its messages (a chunk of their own) load beside the
// page's code, and both are there before the first render.
const messages = loadI18n(documentLocale());
const withMessages = async () => {
  const i18n = await messages;
  return (
    <StrictMode>
      <LocaleProvider i18n={i18n}>
        <App queryClient={queryClient} base={localeBase(window.location.pathname)} />
      </LocaleProvider>
    </StrictMode>
  );
};

// Public pages come rendered by the server with their data; the rest start from the shell.
const serverState = document.getElementById(SERVER_STATE_ID);
if (serverState?.textContent) {
  hydrate(queryClient, JSON.parse(serverState.textContent) as DehydratedState);
  // This code was asked for once the page had been painted (public/boot.js). With the page's own
  // chunk there, hydration never waits on it: the page answers taps and clicks once hydrated.
  // In a transition, so in short tasks rather than one long one; navigations started meanwhile wait
  // for it to finish (lib/hydration.ts), as one that ran in the middle of it made React report a
  // hydration mismatch (CI, tests/e2e/directory.test.ts).
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(withMessages)
    .then((app) => startTransition(() => void hydrateRoot(container, app)));
} else {
  void withMessages().then((app) => createRoot(container).render(app));
}
registerServiceWorker();
