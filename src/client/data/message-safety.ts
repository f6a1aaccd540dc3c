import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { heldMessageListResponseSchema } from '@/contract/moderation';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './admin';

/** Message safety's admin pages (docs/decisions/028): held messages and blocked words. */

export type HeldMessageList = z.infer<typeof heldMessageListResponseSchema>;

// Under adminKeys.all: every admin action refreshes them with the rest of the admin area.
const safetyKeys = {
  held: (page: number) => [...adminKeys.all, 'held-messages', page] as const,
  words: [...adminKeys.all, 'blocked-words'] as const,
};

export const heldMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: safetyKeys.held(page),
    queryFn: () => api.GET('/api/admin/held-messages', { params: { query: { page } } }),
    placeholderData: keepPreviousData,
  });

export const useHeldMessages = (page: number) => useQuery(heldMessagesQueryOptions(page));

/** Approving delivers the message; the admin area (queue, counts, audit log) refreshes after. */
export function useApproveHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.POST('/api/admin/held-messages/{id}/approve', { params: { path: { id } } }),
    // Also after a refusal: a 409 means another admin decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useBlockedWords = () =>
  useQuery({
    queryKey: safetyKeys.words,
    queryFn: () => api.GET('/api/admin/blocked-words'),
  });

export function useAddBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api.POST('/api/admin/blocked-words', { body: { word } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRemoveBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.DELETE('/api/admin/blocked-words/{id}', { params: { path: { id } } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
