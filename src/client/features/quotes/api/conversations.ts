import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Conversation } from '@/contract/message';
import { api } from '@/client/lib/api-client';

export const conversationsQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: ['conversations', quoteId],
    queryFn: () => api<Conversation[]>(`/api/quotes/${quoteId}/conversations`),
  });

export function useConversations(quoteId: number) {
  return useQuery(conversationsQueryOptions(quoteId));
}
