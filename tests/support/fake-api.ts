/**
 * The network edge of a component test: the client's `fetch`, answered by the test itself with
 * small bodies typed from the API's shapes (src/contract). This tests the client in isolation; the
 * integration and browser suites (tests/integration, tests/e2e) cover the real server.
 *
 * component-setup.ts installs `fakeFetch` as the global fetch before any of the client's code is
 * loaded, so a client that keeps a reference to fetch gets it too. A request no test answered is
 * answered 501 and fails the test after it (`takeUnanswered`).
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A request as the test sees it: the body parsed (JSON, or the FormData of an upload). */
export interface SentRequest {
  method: Method;
  /** The path and query, as the client wrote them: `/api/search?q=plumbing`. */
  url: string;
  pathname: string;
  query: URLSearchParams;
  body: unknown;
}

const REPLY = Symbol('reply');

/** An answer other than a 200: its status, and the JSON the server would send with it. */
export interface Reply {
  [REPLY]: true;
  status: number;
  body: unknown;
}

export const reply = (status: number, body?: unknown): Reply => ({ [REPLY]: true, status, body });

const isReply = (answer: unknown): answer is Reply =>
  typeof answer === 'object' && answer !== null && REPLY in answer;

/** What a route answers: a JSON body (200), a Reply, or what a function of the request gives. */
type Handler = (request: SentRequest) => unknown;

const routes = new Map<string, Handler>();
const sent: SentRequest[] = [];
const unanswered: string[] = [];

/**
 * Answers `METHOD /path` (the path without its query) from now on: with `answer` as JSON, or with
 * what `answer(request)` returns (a promise: the request stays in flight until it settles).
 */
export function answer(route: `${Method} /${string}`, answer: unknown): void {
  routes.set(route, typeof answer === 'function' ? (answer as Handler) : () => answer);
}

/** The requests sent so far, oldest first; `route` (`POST /api/x`) keeps only those. */
export function requests(route?: `${Method} /${string}`): SentRequest[] {
  return route ? sent.filter((r) => `${r.method} ${r.pathname}` === route) : [...sent];
}

/** The requests nobody answered since the last call, and forgets every route and request. */
export function takeUnanswered(): string[] {
  const missed = unanswered.splice(0);
  routes.clear();
  sent.length = 0;
  return missed;
}

async function bodyOf(input: RequestInfo | URL, init: RequestInit | undefined): Promise<unknown> {
  const raw = init?.body ?? (input instanceof Request ? input.clone() : null);
  if (raw === null || raw === undefined) return null;
  if (raw instanceof FormData) return raw;
  if (typeof raw === 'string') return JSON.parse(raw) as unknown;
  if (raw instanceof Request) {
    const type = raw.headers.get('content-type') ?? '';
    if (type.startsWith('multipart/form-data')) return raw.formData();
    const text = await raw.text();
    return text ? (JSON.parse(text) as unknown) : null;
  }
  throw new Error(`fake-api: a body it cannot read (${Object.prototype.toString.call(raw)})`);
}

/** The stand-in for `fetch`: answers from the routes the test set, in the shape fetch does. */
export async function fakeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const href = input instanceof Request ? input.url : String(input);
  const url = new URL(href, window.location.origin);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')) as Method;
  const request: SentRequest = {
    method,
    url: url.pathname + url.search,
    pathname: url.pathname,
    query: url.searchParams,
    body: null,
  };
  // Counted as sent from the call on, as a request in flight is.
  sent.push(request);
  request.body = await bodyOf(input, init);
  const route = `${method} ${url.pathname}`;
  const handler = routes.get(route);
  if (!handler) {
    unanswered.push(request.url === url.pathname ? route : `${route} (${request.url})`);
    return Response.json({ error: `No fake answer for ${route}` }, { status: 501 });
  }
  const result = await handler(request);
  const { status, body } = isReply(result) ? result : { status: 200, body: result };
  if (status === 204 || body === undefined) return new Response(null, { status });
  return Response.json(body, { status });
}
