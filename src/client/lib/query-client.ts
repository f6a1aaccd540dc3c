import {
  isServer,
  MutationCache,
  QueryCache,
  QueryClient,
  type QueryState,
} from '@tanstack/react-query';
import { isServerUnavailable, retryAfterMs } from './api-client';

export const THIRTY_SECONDS = 30_000;
export const ONE_HOUR = 60 * 60_000;

/** The longest wait between two tries of a query while the server is unavailable. */
export const MAX_RETRY_DELAY_MS = 30_000;

/**
 * SPEC §9: data is fresh for 30 s, no retry, no interval refetch, refetch on window focus. One
 * exception (docs/decisions/088): a query the server could not answer for now (503, no answer at
 * all) is asked again with back-off until it can, so an outage shows "retrying" instead of an
 * error. Mutations are never retried: a write is the user's to repeat. A page rendered on the
 * server never waits (it falls back to the shell).
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onSuccess: () => retryWaitingNow(client.getQueryCache()) }),
    mutationCache: new MutationCache({
      onSuccess: () => retryWaitingNow(client.getQueryCache()),
    }),
    defaultOptions: {
      queries: {
        staleTime: THIRTY_SECONDS,
        retry: (_failures, error) => !isServer && isServerUnavailable(error),
        retryDelay: retryDelayMs,
        refetchInterval: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/**
 * An answer came: the server is back, so the queries waiting (up to 30 s) for their next try ask
 * now, and the page and its "retrying" banner catch up at once.
 */
function retryWaitingNow(queryCache: QueryCache): void {
  for (const query of queryCache.getAll()) {
    if (!isWaitingToRetry(query.state)) continue;
    // What a refetch with `cancelRefetch` does to a query that has data, for any query: the try
    // waiting out its delay gives way to a new one, which keeps the query's observers.
    void query.cancel({ silent: true });
    query.fetch().catch(() => undefined);
  }
}

/**
 * Doubling from 1 s to 30 s, never sooner than the server's `Retry-After` (capped at 30 s too),
 * plus up to a fifth more at random so that many browsers do not all come back at once.
 */
export function retryDelayMs(failures: number, error: unknown, random = Math.random): number {
  const backoff = 1000 * 2 ** Math.max(0, failures);
  const delay = Math.min(MAX_RETRY_DELAY_MS, Math.max(backoff, retryAfterMs(error)));
  return Math.round(delay * (1 + random() / 5));
}

/** A query is being tried again because the server was unavailable on its last try. */
export function isRetryingUnavailable(queryCache: QueryCache): boolean {
  return queryCache.getAll().some(({ state }) => isWaitingToRetry(state));
}

function isWaitingToRetry(state: QueryState): boolean {
  return (
    state.fetchStatus !== 'idle' &&
    state.fetchFailureCount > 0 &&
    isServerUnavailable(state.fetchFailureReason)
  );
}
