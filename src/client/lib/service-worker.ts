import { whenIdle } from './when-idle';

/**
 * Registers the service worker (`/sw.js`: src/client/service-worker.ts, docs/decisions/054) once
 * the page has loaded and the browser is idle: it installs in the background, never in the way
 * of the first paint or of hydration. Production builds only: the worker exists only in the
 * build (vite.config.ts), and a development server's modules are not hashed, so a cache-first
 * worker would serve stale code there. The end-to-end tests run the build, so they register it.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
        // The app works without it (no offline page, no push): nothing to tell the visitor.
        console.warn('The service worker could not be registered.', error);
      });
    });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
