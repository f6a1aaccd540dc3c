/** Raised for any non-OK response, with the message '{status}: {body or status text}'. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body: string,
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

/** How a call reaches the API: the browser's fetch, or the server itself while it renders a page. */
export type Transport = (path: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (path, init) => fetch(path, init);

/** Used once by the page renderer (src/client/entry-server.tsx), which answers calls in-process. */
export function setTransport(next: Transport): void {
  transport = next;
}

/** Every call sends credentials; JSON bodies carry a JSON content type. */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.json !== undefined || options.formData ? 'POST' : 'GET' } = options;
  const response = await transport(path, {
    method,
    credentials: 'include',
    headers: options.json !== undefined ? { 'Content-Type': 'application/json' } : undefined,
    body: options.json !== undefined ? JSON.stringify(options.json) : options.formData,
    signal: options.signal,
  });
  if (!response.ok) {
    throw new ApiError(response.status, response.statusText, await response.text().catch(() => ''));
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The server's message when there is one, otherwise the screen's fallback text. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback;
}
