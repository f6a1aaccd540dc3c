import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { RealtimeEventOf, RealtimeType } from '@/contract/realtime';

/**
 * What every domain's cache writers stand on: writing a change into one cached query, and the
 * shape of a domain's part in realtime (registered in realtime-cache.ts; docs/decisions/012).
 */

/**
 * Changes one cached query's data with `change`, or asks the server again: when the change cannot
 * be made (`change` returns undefined: a gap, an entry not listed), and when the query is being
 * fetched now (that answer may predate the change and would overwrite it). Nothing cached,
 * nothing to do: whoever reads it next fetches it.
 */
export function patch<T>(
  client: QueryClient,
  queryKey: QueryKey,
  change: (data: T) => T | undefined,
): void {
  const state = client.getQueryState<T>(queryKey);
  if (state?.data === undefined) return;
  if (state.fetchStatus !== 'idle') {
    // Cancelled and asked again even if nothing shows it now: its answer would be kept as fresh.
    void client.invalidateQueries({ queryKey, exact: true, refetchType: 'all' });
    return;
  }
  const next = change(state.data);
  if (next === undefined) void client.invalidateQueries({ queryKey, exact: true });
  else client.setQueryData<T>(queryKey, next);
}

/** `patch` for every cached query under a prefix (each page of a list, each ZIP…). */
export function patchAll<T>(
  client: QueryClient,
  prefix: QueryKey,
  change: (data: T) => T | undefined,
): void {
  for (const query of client.getQueryCache().findAll({ queryKey: prefix })) {
    patch(client, query.queryKey, change);
  }
}

/** Asks again for each of these queries (and those under them). */
export function invalidateAll(client: QueryClient, queryKeys: readonly QueryKey[]): void {
  for (const queryKey of queryKeys) void client.invalidateQueries({ queryKey });
}

/** The events the socket sends for the cache (not `connection_established` or `pong`). */
export type CacheEventType = Exclude<RealtimeType, 'connection_established' | 'pong'>;

/** Writes one type's event into the cache of the signed-in user `me`. */
export type CacheWriter<T extends RealtimeType> = (
  client: QueryClient,
  event: RealtimeEventOf<T>,
  me: number | undefined,
) => void;

/** The writers of some event types, by type. */
export type CacheWriters = { [T in CacheEventType]?: CacheWriter<T> };

/**
 * One domain's part in realtime: how it writes the events that change what it caches, and what
 * it asks again after a reconnect (events missed in between could have changed it). Declared with
 * `satisfies RealtimeDomain` so that the registry knows which types it writes.
 */
export interface RealtimeDomain {
  name: string;
  writers: CacheWriters;
  afterReconnect: readonly QueryKey[];
}
