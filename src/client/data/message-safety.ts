import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  blockedWordChangeSchema,
  blockedWordListSchema,
  heldMessageDecisionSchema,
  heldMessageListResponseSchema,
} from '@/contract/moderation';
import { api } from '@/client/lib/api-client';
import { adminKeys } from './admin';

/** Message safety's admin pages (docs/decisions/028): held messages and blocked words. */

export type HeldMessageList = z.infer<typeof heldMessageListResponseSchema>;
type BlockedWordList = z.infer<typeof blockedWordListSchema>;

// Under adminKeys.all: every admin action refreshes them with the rest of the admin area.
const safetyKeys = {
  held: (page: number) => [...adminKeys.all, 'held-messages', page] as const,
  words: [...adminKeys.all, 'blocked-words'] as const,
};

export const heldMessagesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: safetyKeys.held(page),
    queryFn: () => api<HeldMessageList>(`/api/admin/held-messages?page=${page}`),
    placeholderData: keepPreviousData,
  });

export const useHeldMessages = (page: number) => useQuery(heldMessagesQueryOptions(page));

/** Approving delivers the message; the admin area (queue, counts, audit log) refreshes after. */
export function useApproveHeldMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<z.infer<typeof heldMessageDecisionSchema>>(`/api/admin/held-messages/${id}/approve`, {
        method: 'POST',
      }),
    // Also after a refusal: a 409 means another admin decided first.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const useBlockedWords = () =>
  useQuery({
    queryKey: safetyKeys.words,
    queryFn: () => api<BlockedWordList>('/api/admin/blocked-words'),
  });

type WordChange = z.infer<typeof blockedWordChangeSchema>;

export function useAddBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (word: string) => api<WordChange>('/api/admin/blocked-words', { json: { word } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useRemoveBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api<WordChange>(`/api/admin/blocked-words/${id}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
