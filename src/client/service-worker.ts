/**
 * The service worker (`/sw.js`, docs/decisions/054), built on its own by vite.config.ts
 * (`serviceWorker()`), which puts in the two build-time values below. What it does:
 * - keeps the app shell (the entry's script and style, the offline page) in a cache named after
 *   this build, so a new build installs a new cache and the old one is deleted when it activates;
 * - answers the built assets (`/assets/…`, hashed: their content never changes) from that cache
 *   first, keeping each one fetched;
 * - sends page navigations to the network and answers the offline page only when there is no
 *   network (so no page HTML, private or public, is ever kept);
 * - leaves everything else alone: the API, `/ws`, uploads and images go to the network as without
 *   a worker, never stored;
 * - shows the server's pushes as notifications, and a click opens the notification's page.
 * It only uses what a worker has: no imports.
 */

// A module to TypeScript (its names stay its own); the build emits no export for it.
export {};

/** The shell's addresses and the build's version: replaced by the build (vite.config.ts). */
declare const __SW_PRECACHE__: string[];
declare const __SW_VERSION__: string;

// The worker's own types (the project's TypeScript has the DOM's, not the worker's): just what is used.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface ServiceWorkerScope {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}

const worker = self as unknown as ServiceWorkerScope;
const CACHE_PREFIX = 'quotelocal-shell-';
const CACHE = `${CACHE_PREFIX}${__SW_VERSION__}`;
const OFFLINE_PAGE = '/offline.html';
const ICON = '/icons/icon-192.png';

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__SW_PRECACHE__)));
});

// Old builds' caches go once this one is in charge (a tab of the old build keeps the old worker,
// and its cache, until it closes: a new worker waits for that rather than pull assets from under it).
worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys
            .filter((key) => key.startsWith(CACHE_PREFIX) && key !== CACHE)
            .map((key) => caches.delete(key)),
        ),
      )
      // The first visit's page is controlled at once, not from its next load.
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlinePage()));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  }
  // Anything else (the API, uploads, images…) is not the worker's business: the network answers.
});

async function offlinePage(): Promise<Response> {
  return (await caches.match(OFFLINE_PAGE)) ?? Response.error();
}

async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** What the server pushes (src/server/modules/push/delivery.ts). */
interface PushPayload {
  title: string;
  body: string;
  link: string;
}

worker.addEventListener('push', (event) => {
  const payload = readPayload(event);
  if (!payload) return;
  event.waitUntil(
    worker.registration.showNotification(payload.title, {
      body: payload.body,
      icon: ICON,
      data: { link: payload.link },
    }),
  );
});

function readPayload(event: PushEvent): PushPayload | null {
  try {
    const data = event.data?.json() as Partial<PushPayload> | undefined;
    return typeof data?.title === 'string'
      ? { title: data.title, body: data.body ?? '', link: data.link ?? '/' }
      : null;
  } catch {
    return null;
  }
}

// A tab already showing the page is brought forward; otherwise a tab of the app goes there, or a
// new window opens on it.
worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = appUrl((event.notification.data as { link?: unknown } | null)?.link);
  event.waitUntil(
    worker.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(async (tabs) => {
      const showing = tabs.find((tab) => tab.url === target);
      if (showing) return showing.focus();
      const ours = tabs.find((tab) => new URL(tab.url).origin === worker.location.origin);
      if (ours) {
        const navigated = await ours.navigate(target).catch(() => null);
        if (navigated) return navigated.focus();
      }
      return worker.clients.openWindow(target);
    }),
  );
});

/** A link of the app's own (a path), as a full URL; anything else (`//elsewhere`) is home. */
function appUrl(link: unknown): string {
  const home = new URL('/', worker.location.origin).href;
  if (typeof link !== 'string') return home;
  const url = new URL(link, worker.location.origin);
  return url.origin === worker.location.origin ? url.href : home;
}
