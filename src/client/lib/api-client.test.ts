import { describe, expect, it } from 'vitest';
import {
  api,
  ApiError,
  isServerUnavailable,
  messageOf,
  NetworkError,
  retryAfterMs,
  setTransport,
} from './api-client';

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
    const failure = await api('/api/me').catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(NetworkError);
    expect(failure).toBeInstanceOf(TypeError);
    expect((failure as Error).message).toBe('Failed to fetch');

    const aborted = new AbortController();
    aborted.abort();
    setTransport(() => Promise.reject(new TypeError('aborted')));
    const cancelled = await api('/api/me', { signal: aborted.signal }).catch((e: unknown) => e);
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
    const failure = await api('/api/search').catch((error: unknown) => error);
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
