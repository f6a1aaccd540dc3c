import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { useUser } from './auth';
import { useAuthDialogs } from './auth-dialogs';
import { toast } from './toast';

const LOCAL_KEY = 'quotelocal.favorites';
export const favoritesQueryKey = ['favorites'] as const;

/** The browser keeps a copy of the signed-in user's favourites (SPEC §3), refreshed from the server. */
function keepLocalCopy(companyIds: number[]): void {
  try {
    localStorage.setItem(LOCAL_KEY, JSON.stringify(companyIds));
  } catch {
    // Storage unavailable: the server copy is the truth anyway.
  }
}

function localCopy(): number[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(LOCAL_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed.filter((n): n is number => typeof n === 'number') : [];
  } catch {
    return [];
  }
}

export function useFavoriteIds(): ReadonlySet<number> {
  const { data: user } = useUser();
  const { data } = useQuery({
    queryKey: favoritesQueryKey,
    queryFn: async () => {
      const { companyIds } = await api<{ companyIds: number[] }>('/api/favorites');
      keepLocalCopy(companyIds);
      return companyIds;
    },
    enabled: Boolean(user),
    placeholderData: localCopy,
  });
  return new Set(user ? (data ?? []) : []);
}

/** Toggles a favourite; signed out, it opens the login dialog instead. */
export function useToggleFavorite(): (companyId: number, isFavorite: boolean) => void {
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ companyId, add }: { companyId: number; add: boolean }) =>
      api<{ companyIds: number[] }>(`/api/favorites/${companyId}`, {
        method: add ? 'POST' : 'DELETE',
      }),
    onMutate: async ({ companyId, add }) => {
      await queryClient.cancelQueries({ queryKey: favoritesQueryKey });
      const before = queryClient.getQueryData<number[]>(favoritesQueryKey) ?? [];
      queryClient.setQueryData<number[]>(
        favoritesQueryKey,
        add ? [...before, companyId] : before.filter((id) => id !== companyId),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(favoritesQueryKey, context?.before ?? []);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not update your favorites.',
      });
    },
    onSuccess: ({ companyIds }) => {
      queryClient.setQueryData(favoritesQueryKey, companyIds);
      keepLocalCopy(companyIds);
    },
  });
  return (companyId, isFavorite) => {
    if (!user) {
      dialogs.show('login');
      return;
    }
    mutation.mutate({ companyId, add: !isFavorite });
  };
}
