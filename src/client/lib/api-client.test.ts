import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  api,
  ApiError,
  isServerUnavailable,
  messageOf,
  NetworkError,
  retryAfterMs,
  setTransport,
} from './api-client';
import { searchQuery, searchQueryString, type SearchParams } from '@/contract/search-url';

describe('ApiError', () => {
  it("reads '{status}: {body}' and falls back to the status text", () => {
    expect(new ApiError(403, 'Forbidden', '{"error":"Nope"}').message).toBe(
      '403: {"error":"Nope"}',
    );
    expect(new ApiError(502, 'Bad Gateway', '').message).toBe('502: Bad Gateway');
  });

  it("exposes the server's own message", () => {
    expect(
      new ApiError(400, 'Bad Request', '{"error":"Invalid email address"}').serverMessage,
    ).toBe('Invalid email address');
    expect(new ApiError(413, 'Payload Too Large', '{"message":"Too big"}').serverMessage).toBe(
      'Too big',
    );
    expect(new ApiError(500, 'Internal Server Error', '<html>').serverMessage).toBeUndefined();
  });

  it('lets screens fall back to their own text', () => {
    expect(messageOf(new ApiError(500, 'x', ''), 'Signup failed')).toBe('Signup failed');
    expect(messageOf(new TypeError('network'), 'Signup failed')).toBe('Signup failed');
  });
});

describe('a server that is unavailable for now', () => {
  it('is a 503 (or a proxy’s 502 or 504), or no answer at all; nothing else', () => {
    expect(isServerUnavailable(new ApiError(503, 'Service Unavailable', ''))).toBe(true);
    expect(isServerUnavailable(new ApiError(502, 'Bad Gateway', ''))).toBe(true);
    expect(isServerUnavailable(new ApiError(504, 'Gateway Timeout', ''))).toBe(true);
    expect(isServerUnavailable(new NetworkError('Failed to fetch'))).toBe(true);
    expect(isServerUnavailable(new ApiError(500, 'Internal Server Error', ''))).toBe(false);
    expect(isServerUnavailable(new ApiError(429, 'Too Many Requests', ''))).toBe(false);
    expect(isServerUnavailable(new TypeError('x is not a function'))).toBe(false);
  });

  it('raises a failed fetch as a NetworkError, still the TypeError screens expect', async () => {
    setTransport(() => Promise.reject(new TypeError('Failed to fetch')));
    const failure = await api.GET('/api/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe('Failed to fetch');

    const aborted = new AbortController();
    aborted.abort();
    setTransport(() => Promise.reject(new TypeError('aborted')));
    const cancelled = await api.GET('/api/me', { signal: aborted.signal }).catch((e: unknown) => e);
    expect(cancelled).not.toBeInstanceOf(NetworkError);
  });

  it('keeps Retry-After and reads it as seconds or a date', async () => {
    setTransport(() =>
      Promise.resolve(
        new Response('{"error":"Something went wrong on our side. Please try again."}', {
          status: 503,
          headers: { 'Retry-After': '5' },
        }),
      ),
    );
    const failure = await api.GET('/api/search').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).retryAfter).toBe('5');
    expect(retryAfterMs(failure)).toBe(5000);

    const now = Date.parse('2026-01-01T00:00:00Z');
    const at = (value: string) => retryAfterMs(new ApiError(503, '', '', value), now);
    expect(at('Thu, 01 Jan 2026 00:00:07 GMT')).toBe(7000);
    expect(at('Wed, 31 Dec 2025 23:00:00 GMT')).toBe(0);
    expect(at('soon')).toBe(0);
    expect(retryAfterMs(new ApiError(503, '', ''))).toBe(0);
  });
});

describe('a call typed by the API document', () => {
  /** The transport answers `answer` and keeps what each call sent. */
  function sending(answer: () => Response) {
    const sent: { path: string; init: RequestInit }[] = [];
    setTransport((path, init) => {
      sent.push({ path, init });
      return Promise.resolve(answer());
    });
    return sent;
  }

  it('fills the path, writes the query it is given and sends credentials', async () => {
    const sent = sending(() => Response.json([]));
    await api.GET('/api/quotes/{quoteId}/companies/{companyId}/messages', {
      params: { path: { quoteId: 7, companyId: 12 } },
    });
    await api.GET('/api/check-email/{email}', { params: { path: { email: 'a b/c@example.com' } } });
    await api.GET('/api/quotes', {
      params: { query: { page: 2, pageSize: 10, status: 'all', stage: undefined } },
    });
    expect(sent.map((s) => s.path)).toEqual([
      '/api/quotes/7/companies/12/messages',
      '/api/check-email/a%20b%2Fc%40example.com',
      '/api/quotes?page=2&pageSize=10&status=all',
    ]);
    expect(sent[0]!.init).toMatchObject({ method: 'GET', credentials: 'include' });
    expect(sent[0]!.init.headers).toEqual({});
  });

  describe('on a page', () => {
    afterEach(() => vi.unstubAllGlobals());

    it("says the page's language, so the answer (and a sign-up) is in the language read", async () => {
      vi.stubGlobal('document', { documentElement: { lang: 'es' } });
      const sent = sending(() => Response.json({}));
      await api.GET('/api/messages/unread-count');
      await api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'secret' } });
      expect(sent.map((s) => s.init.headers)).toEqual([
        { 'Accept-Language': 'es' },
        { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
      ]);
    });
  });

  it('asks for a search at the address the server preloads (searchQueryString)', async () => {
    const sent = sending(() => Response.json({}));
    const NONE: SearchParams = {
      q: '',
      location: '',
      sort: 'relevance',
      page: 1,
      favorites: false,
      licensedAndInsured: false,
      bounds: '',
    };
    const searches: SearchParams[] = [
      { ...NONE, q: '' },
      { ...NONE, q: 'a&b=c d', location: '94103', sort: 'topRated', page: 3, favorites: true },
      { ...NONE, q: 'roof', licensedAndInsured: true, bounds: '1,2,3,4' },
    ];
    for (const search of searches) {
      await api.GET('/api/search', { params: { query: searchQuery(search) } });
    }
    expect(sent.map((s) => s.path)).toEqual(
      searches.map((search) => `/api/search?${searchQueryString(search)}`),
    );
  });

  it('sends a JSON body as JSON and a form as it is', async () => {
    const sent = sending(() => Response.json({ objectId: 1 }, { status: 201 }));
    await api.POST('/api/auth/login', { body: { email: 'a@example.com', password: 'secret' } });
    const form = new FormData();
    await api.POST('/api/upload/single', { body: form });
    expect(sent[0]!.init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@example.com","password":"secret"}',
    });
    expect(sent[1]!.init).toMatchObject({ method: 'POST', body: form });
    expect(sent[1]!.init.headers).toEqual({});
  });

  it('answers the JSON, or undefined for a 204', async () => {
    sending(() => Response.json({ count: 3 }));
    expect(await api.GET('/api/messages/unread-count')).toEqual({ count: 3 });
    sending(() => new Response(null, { status: 204 }));
    expect(await api.DELETE('/api/quotes/{id}', { params: { path: { id: 4 } } })).toBeUndefined();
  });

  it("throws the server's refusal as an ApiError with its message", async () => {
    sending(() => Response.json({ error: 'Quote not found' }, { status: 404 }));
    const failure = await api
      .GET('/api/quotes/{id}', { params: { path: { id: 4 } } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(404);
    expect(messageOf(failure, 'Could not load')).toBe('Quote not found');
  });
});
