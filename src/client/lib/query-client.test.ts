import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isServerUnavailable, NetworkError } from './api-client';
import { createQueryClient, isRetryingUnavailable, retryDelayMs } from './query-client';

const unavailable = (retryAfter: string | null = null) =>
  new ApiError(503, 'Service Unavailable', '{"error":"x"}', retryAfter);

describe('retryDelayMs', () => {
  const noJitter = () => 0;

  it('doubles from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => retryDelayMs(n, unavailable(), noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it("never asks sooner than the server's Retry-After, which is capped at 30 s", () => {
    expect(retryDelayMs(0, unavailable('5'), noJitter)).toBe(5000);
    expect(retryDelayMs(3, unavailable('5'), noJitter)).toBe(8000);
    expect(retryDelayMs(0, unavailable('3600'), noJitter)).toBe(30000);
  });

  it('spreads browsers over up to a fifth more', () => {
    expect(retryDelayMs(0, unavailable('5'), () => 0.999)).toBe(5999);
  });
});

describe('the query client', () => {
  it('retries nothing while rendering on the server, and never a mutation', () => {
    const defaults = createQueryClient().getDefaultOptions();
    const retry = defaults.queries?.retry as (failures: number, error: unknown) => boolean;
    expect(retry(0, unavailable())).toBe(false); // this test runs where a page render would
    expect(defaults.mutations?.retry).toBe(false);
  });

  it('says a query is retrying while its last try found the server unavailable', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 20 } } });
    const failures: Error[] = [unavailable('1'), new NetworkError('Failed to fetch')];
    const seen: boolean[] = [];
    const unsubscribe = client
      .getQueryCache()
      .subscribe(() => seen.push(isRetryingUnavailable(client.getQueryCache())));
    const data = await client.fetchQuery({
      queryKey: ['flaky'],
      retry: 2,
      queryFn: () => {
        const failure = failures.shift();
        return failure ? Promise.reject(failure) : Promise.resolve('answer');
      },
    });
    unsubscribe();
    expect(data).toBe('answer');
    expect(seen).toContain(true);
    expect(seen.at(-1)).toBe(false);
    expect(isRetryingUnavailable(client.getQueryCache())).toBe(false);
  });

  it('does not call a failing query "retrying" for any other error', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retryDelay: 20 } } });
    let tries = 0;
    const seen: boolean[] = [];
    client
      .getQueryCache()
      .subscribe(() => seen.push(isRetryingUnavailable(client.getQueryCache())));
    await client
      .fetchQuery({
        queryKey: ['broken'],
        retry: 1,
        queryFn: () => {
          tries++;
          return Promise.reject(new ApiError(500, 'Internal Server Error', ''));
        },
      })
      .catch(() => undefined);
    expect(tries).toBe(2);
    expect(seen).not.toContain(true);
  });

  it('asks again at once, not after its delay, when another answer shows the server is back', async () => {
    const client = createQueryClient();
    // As in a browser (this test runs where a page render would), with a delay no test outlasts.
    client.setDefaultOptions({
      queries: { retry: (_n, error) => isServerUnavailable(error), retryDelay: 60_000 },
    });
    let serverUp = false;
    let tries = 0;
    const quotes = client.fetchQuery({
      queryKey: ['quotes'],
      queryFn: () => {
        tries++;
        return serverUp ? Promise.resolve('quotes') : Promise.reject(unavailable('5'));
      },
    });
    await vi.waitFor(() => expect(isRetryingUnavailable(client.getQueryCache())).toBe(true));

    serverUp = true;
    await client.fetchQuery({ queryKey: ['me'], queryFn: () => Promise.resolve('me') });
    expect(await quotes).toBe('quotes');
    expect(tries).toBe(2);
    expect(isRetryingUnavailable(client.getQueryCache())).toBe(false);
  });
});
