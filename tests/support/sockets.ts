import { randomUUID } from 'node:crypto';
import type { Page, WebSocket as PageSocket } from 'playwright-core';
import WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/realtime';
import type { Executor } from '@/server/db/client';
import { publishRealtime } from '@/server/platform/realtime';
import { until } from './waiting';

/** The address of the realtime socket (/ws) of a server at `baseUrl` (http://host:port). */
export const socketUrl = (baseUrl: string) => `${baseUrl.replace(/^http/, 'ws')}/ws`;

export interface OpenSocket {
  socket: WebSocket;
  /** Its close code and reason, once it has closed. */
  closed: Promise<{ code: number; reason: string }>;
}

/**
 * Resolves once the server has counted `socket` in (its `connection_established`): every event
 * committed from then on reaches it. Its `open` is not enough: the upgrade is answered before the
 * server adds the socket to its hub. Rejects if the socket is refused, fails or closes first.
 * Call it right after `new WebSocket(...)`, before any await, so the first message is not missed.
 */
export function socketIsLive(socket: WebSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    const onMessage = (data: Buffer) => {
      let type: unknown;
      try {
        type = (JSON.parse(data.toString()) as { type?: unknown }).type;
      } catch {
        return;
      }
      if (type !== 'connection_established') return;
      socket.off('message', onMessage);
      resolve();
    };
    socket.on('message', onMessage);
    socket.once('unexpected-response', (_request, response) =>
      reject(new Error(`the socket was refused: HTTP ${response.statusCode}`)),
    );
    socket.once('error', reject);
    socket.once('close', (code) =>
      reject(new Error(`the socket closed (${code}) before it was live`)),
    );
  });
}

/** A realtime socket opened at `url` with this `Cookie` header, once it is live (socketIsLive). */
export async function openSocket(url: string, cookie: string): Promise<OpenSocket> {
  const socket = new WebSocket(url, { headers: { cookie } });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  await socketIsLive(socket);
  return { socket, closed };
}

/** A live socket opened with this `Cookie` header, and the events it receives from then on. */
export async function collectEvents(
  url: string,
  cookie: string,
): Promise<{ socket: WebSocket; events: RealtimeEvent[] }> {
  const { socket } = await openSocket(url, cookie);
  const events: RealtimeEvent[] = [];
  socket.on('message', (data: Buffer) => events.push(JSON.parse(data.toString())));
  return { socket, events };
}

/** Still open and served: a ping gets its pong. */
export async function answers(socket: WebSocket): Promise<boolean> {
  if (socket.readyState !== WebSocket.OPEN) return false;
  const pong = new Promise((resolve) => socket.once('message', resolve));
  socket.send(JSON.stringify({ type: 'ping' }));
  return (await pong) !== undefined;
}

/**
 * Sends the user a marker event (a `pong` carrying `marker`, which the app's client ignores)
 * through the path of every realtime event: pg_notify, forwarded by each node in commit order.
 * Once a socket of the user has it, it has every event committed before it: the positive signal
 * after which "no other event came" can be checked, instead of a fixed wait. Returns the marker.
 */
export async function publishMarker(db: Executor, userId: number): Promise<string> {
  const marker = randomUUID();
  // Not one of the app's event shapes (it carries `marker`): published as one all the same.
  const event = { type: 'pong', marker } as unknown as Parameters<typeof publishRealtime>[2];
  await publishRealtime(db, [userId], event);
  return marker;
}

/** Whether a received event (parsed) is the marker `marker`. */
export const isMarker = (event: unknown, marker: string): boolean =>
  (event as { marker?: unknown } | null)?.marker === marker;

/** What the app's realtime sockets in a browser page have received, from `watchRealtime`. */
interface PageRealtime {
  /** The page's /ws sockets open now that the server has counted in. */
  live: Set<PageSocket>;
  /** Every event (parsed) its /ws sockets received. */
  events: unknown[];
}
const watched = new WeakMap<Page, PageRealtime>();

/**
 * Follows the app's realtime sockets of a browser page from now on (tests/e2e/browser.ts calls it
 * for every page it opens): what pageSocketIsLive and pageReceivedMarker wait for.
 */
export function watchRealtime(page: Page): void {
  const state: PageRealtime = { live: new Set(), events: [] };
  watched.set(page, state);
  page.on('websocket', (socket) => {
    if (new URL(socket.url()).pathname !== '/ws') return;
    socket.on('framereceived', ({ payload }) => {
      let event: { type?: unknown };
      try {
        event = JSON.parse(String(payload)) as { type?: unknown };
      } catch {
        return;
      }
      state.events.push(event);
      if (event.type === 'connection_established') state.live.add(socket);
    });
    socket.on('close', () => state.live.delete(socket));
  });
}

function realtimeOf(page: Page): PageRealtime {
  const state = watched.get(page);
  if (!state) throw new Error('this page is not watched: open it with tests/e2e/browser.ts');
  return state;
}

/**
 * Waits until the page has a realtime socket open that the server has counted in
 * (`connection_established`): every change committed from then on reaches the page live. The
 * "Live" badge is not enough: it shows on the socket's open, before the server counts it in.
 */
export async function pageSocketIsLive(page: Page, ms = 10_000): Promise<void> {
  const state = realtimeOf(page);
  await until(() => state.live.size > 0, ms, `a live realtime socket on ${page.url()}`);
}

/**
 * Sends the page's user a marker (publishMarker) and waits until the page has received it, then
 * drawn a frame: by then the page has received every event committed for the user before, and
 * done what it does on them (a request it makes on one has been sent).
 */
export async function pageReceivedMarker(
  page: Page,
  db: Executor,
  userId: number,
  ms = 10_000,
): Promise<void> {
  const state = realtimeOf(page);
  const marker = await publishMarker(db, userId);
  await until(
    () => state.events.some((event) => isMarker(event, marker)),
    ms,
    `the realtime marker on ${page.url()}`,
  );
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
}
