import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { toast } from '@/client/lib/toast';
import { useUser } from './auth';

const LOCAL_KEY = 'quotelocal.favorites';

export const favoriteKeys = {
  /** The signed-in user's favourite company ids. */
  ids: ['favorites'] as const,
};

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
    queryKey: favoriteKeys.ids,
    queryFn: async () => {
      const { companyIds } = await api.GET('/api/favorites');
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
      (add ? api.POST : api.DELETE)('/api/favorites/{companyId}', {
        params: { path: { companyId } },
      }),
    onMutate: async ({ companyId, add }) => {
      await queryClient.cancelQueries({ queryKey: favoriteKeys.ids });
      const before = queryClient.getQueryData<number[]>(favoriteKeys.ids) ?? [];
      queryClient.setQueryData<number[]>(
        favoriteKeys.ids,
        add ? [...before, companyId] : before.filter((id) => id !== companyId),
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(favoriteKeys.ids, context?.before ?? []);
      toast({
        variant: 'destructive',
        title: 'Error',
        description: 'Could not update your favorites.',
      });
    },
    onSuccess: ({ companyIds }) => {
      queryClient.setQueryData(favoriteKeys.ids, companyIds);
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
