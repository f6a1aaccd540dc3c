import type { ApiTransport } from '@/contract/server-rendering';
import type { paths } from './api-types';

/** Raised for any non-OK response, with the message '{status}: {body or status text}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
    /** The response's `Retry-After` header (a 503 while the database restarts), if any. */
    readonly retryAfter: string | null = null,
  ) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
  }

  /** The server's human-readable message (`error` or `message` of the JSON body), if any. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown; message?: unknown };
      const text = parsed.error ?? parsed.message;
      return typeof text === 'string' && text ? text : undefined;
    } catch {
      return undefined;
    }
  }
}

/** No answer reached us (server down, connection lost). A TypeError, as fetch's own failure is. */
export class NetworkError extends TypeError {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'NetworkError';
  }
}

/**
 * The server could not be reached, or said it is briefly unable to answer (503 while its database
 * restarts; 502 and 504 from a proxy in front of a restarting node): worth asking again shortly.
 */
export function isServerUnavailable(error: unknown): boolean {
  if (error instanceof ApiError) return [502, 503, 504].includes(error.status);
  return error instanceof NetworkError;
}

/** How long `Retry-After` (seconds or an HTTP date) asks to wait, in ms; 0 when absent or unreadable. */
export function retryAfterMs(error: unknown, now = Date.now()): number {
  const value = error instanceof ApiError ? error.retryAfter?.trim() : undefined;
  if (!value) return 0;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/** How a call reaches the API: the browser's fetch, or the server itself while it renders a page. */
let transport: ApiTransport = (path, init) => fetch(path, init);

/** Used once by the page renderer (src/client/entry-server.tsx), which answers calls in-process. */
export function setTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * Every call sends credentials and the page's language (`Accept-Language`: the server answers,
 * and a sign-up saves, the language the person reads, docs/i18n-client.md); JSON bodies carry a
 * JSON content type, FormData goes as it is. A non-OK answer throws an ApiError, no answer a
 * NetworkError; a 204 is undefined.
 */
async function send(
  path: string,
  method: Method,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<unknown> {
  const json = body !== undefined && !(body instanceof FormData);
  let response: Response;
  try {
    response = await transport(path, {
      method: method.toUpperCase(),
      credentials: 'include',
      headers: {
        ...(json ? { 'Content-Type': 'application/json' } : {}),
        ...pageLanguage(),
      },
      body: json ? JSON.stringify(body) : body,
      signal,
    });
  } catch (error) {
    // fetch's own failure (no answer at all), not a cancelled call or a bug in the caller.
    if (error instanceof TypeError && !signal?.aborted) {
      throw new NetworkError(error.message, { cause: error });
    }
    throw error;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      response.statusText,
      await response.text().catch(() => ''),
      response.headers.get('Retry-After'),
    );
  }
  if (response.status === 204) return undefined;
  return response.json();
}

/** In the browser, the language the page is drawn in (the server renders with its own). */
const pageLanguage = (): Record<string, string> =>
  typeof document === 'undefined' || !document.documentElement.lang
    ? {}
    : { 'Accept-Language': document.documentElement.lang };

/** The methods the API's routes take. */
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The paths that take `method`, as the API's document names them: `/api/quotes/{id}`… */
export type ApiPath<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];

/** What the document says of a method on a path: its parameters, body and answers. */
type Operation<M extends Method, P extends ApiPath<M>> =
  paths[P] extends Record<M, infer O> ? O : never;

/** The JSON of a request body or an answer (never when it has none). */
type Json<C> = C extends { content: { 'application/json': infer J } } ? J : never;

/** Path parameters are strings in the document; an id may be given as the number it is. */
type OrNumber<T> = { [K in keyof T]: T[K] | number };

/** The path and query parameters of an operation (the API has no header or cookie ones). */
type Params<O> = O extends { parameters: infer P }
  ? {
      [K in keyof P as K extends 'path' | 'query' ? K : never]: K extends 'path'
        ? OrNumber<P[K]>
        : P[K];
    }
  : never;

/** The body the document describes: its JSON, or a form where it also takes multipart. */
type DocumentedBody<O> = O extends { requestBody?: infer B }
  ? | Json<NonNullable<B>>
    | (NonNullable<B> extends { content: { 'multipart/form-data': unknown } } ? FormData : never)
  : never;

/** A route whose document gives no body (an upload, read by the route itself) may take a form. */
type Body<M extends Method, O> = M extends 'get'
  ? { body?: never }
  : [DocumentedBody<O>] extends [never]
    ? { body?: FormData }
    : O extends { requestBody: object }
      ? { body: DocumentedBody<O> }
      : { body?: DocumentedBody<O> };

/** A call's options: `params` and `body` required where the route requires them. */
type Options<M extends Method, O> = (Partial<Params<O>> extends Params<O>
  ? { params?: Params<O> }
  : { params: Params<O> }) &
  Body<M, O> & { signal?: AbortSignal };

/** The options may be left out when nothing in them is required. */
type OptionsArgument<T> = Partial<T> extends T ? [options?: T] : [options: T];

/** A successful call's answer as the document describes it; undefined for a 204 (no body). */
type Answer<O> = O extends { responses: infer R }
  ? {
      [S in keyof R]: S extends 204 ? undefined : S extends 200 | 201 ? Json<R[S]> : never;
    }[keyof R]
  : never;

/** One method of the client: any path that takes it, with its options, to its answer. */
type Call<M extends Method> = <P extends ApiPath<M>>(
  path: P,
  ...options: OptionsArgument<Options<M, Operation<M, P>>>
) => Promise<Answer<Operation<M, P>>>;

interface CallOptions {
  params?: {
    path?: Record<string, string | number>;
    query?: Record<string, string | number | boolean | undefined>;
  };
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * The address of a call: the path's `{name}`s filled in (encoded), then the query's defined
 * values in their order, as URLSearchParams writes them (as the server's preload header does:
 * src/server/platform/page-preloads.ts).
 */
export function apiUrl(path: string, params: CallOptions['params'] = {}): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(params.path?.[name])),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params.query ?? {})) {
    if (value !== undefined) query.append(name, String(value));
  }
  const search = query.toString();
  return search ? `${filled}?${search}` : filled;
}

function call<M extends Method>(method: M): Call<M> {
  const run = (path: string, { params, body, signal }: CallOptions = {}) =>
    send(apiUrl(path, params), method, body, signal);
  // The one place an answer gets its type: the document's, which the server's response schemas
  // write every answer by, and which the generated paths are checked against (openapi-client.test).
  return run as Call<M>;
}

/**
 * The API, typed by its document (./api-types.d.ts, generated by `npm run api:types`): a path
 * that does not exist, a parameter or body field it does not take, is a type error, and each
 * answer has the document's type. `api.GET('/api/quotes/{quoteId}', { params: { path: { quoteId } } })`.
 */
export const api = {
  GET: call('get'),
  POST: call('post'),
  PUT: call('put'),
  PATCH: call('patch'),
  DELETE: call('delete'),
};

/** The server's message when there is one, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
