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
  // clicks as soon as it is hydrated. Hydrating is a long task: the browser paints the page it
  // was sent first (where the code arrived as fast as the page, it hydrated before any paint).
  // In one task, not a transition: a time-sliced hydration let a click's navigation run in the
  // middle of it, and React reported a hydration mismatch (CI, tests/e2e/directory.test.ts).
  void Promise.all([
    preloadPage(window.location.pathname).catch(() => undefined),
    afterNextPaint(),
  ]).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}

/** Resolves once the browser has painted a frame: a task queued from the frame's callback. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}
