import './index.css';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SERVER_STATE_ID } from '@/contract/server-rendering';
import { App } from './app/app';
import { preloadPage } from './app/routes';
import { createQueryClient } from './lib/query-client';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);

// Public pages come rendered by the server with their data; the rest start from the shell.
const serverState = document.getElementById(SERVER_STATE_ID);
if (serverState?.textContent) {
  hydrate(queryClient, JSON.parse(serverState.textContent) as DehydratedState);
  // With the page's code already there, hydration never waits on it: the page answers taps and
  // clicks as soon as it is hydrated.
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
