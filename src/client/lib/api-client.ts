import type { ApiTransport } from '@/contract/server-rendering';

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

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  json?: unknown;
  formData?: FormData;
  signal?: AbortSignal;
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

/** Every call sends credentials; JSON bodies carry a JSON content type. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.json !== undefined || options.formData ? 'POST' : 'GET' } = options;
  let response: Response;
  try {
    response = await transport(path, {
      method,
      credentials: 'include',
      headers: options.json !== undefined ? { 'Content-Type': 'application/json' } : undefined,
      body: options.json !== undefined ? JSON.stringify(options.json) : options.formData,
      signal: options.signal,
    });
  } catch (error) {
    // fetch's own failure (no answer at all), not a cancelled call or a bug in the caller.
    if (error instanceof TypeError && !options.signal?.aborted) {
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
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's message when there is one, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
