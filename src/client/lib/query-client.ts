import { QueryClient } from '@tanstack/react-query';

export const THIRTY_SECONDS = 30_000;
export const ONE_HOUR = 60 * 60_000;

/** SPEC §9: data is fresh for 30 s, no retry, no interval refetch, refetch on window focus. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: THIRTY_SECONDS,
        retry: false,
        refetchInterval: false,
        refetchOnWindowFocus: true,
      },
      mutations: { retry: false },
    },
  });
}
