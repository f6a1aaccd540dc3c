import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Message } from '@/contract/message';
import { api } from './api-client';

export const messagesQueryOptions = (quoteId: number, companyId: number) =>
  queryOptions({
    queryKey: ['messages', quoteId, companyId],
    queryFn: () => api<Message[]>(`/api/quotes/${quoteId}/companies/${companyId}/messages`),
  });

export function useMessages(quoteId: number, companyId: number | null) {
  return useQuery({
    ...messagesQueryOptions(quoteId, companyId ?? 0),
    enabled: companyId !== null,
  });
}

/** After a send the thread, both lists and the unread counts refresh. */
function useRefreshConversation() {
  const queryClient = useQueryClient();
  return (quoteId: number) =>
    Promise.all(
      [['messages', quoteId], ['conversations'], ['vendor-quotes'], ['unread'], ['quotes']].map(
        (queryKey) => queryClient.invalidateQueries({ queryKey }),
      ),
    );
}

export function useSendMessage(quoteId: number, companyId: number | null) {
  const refresh = useRefreshConversation();
  return useMutation({
    mutationFn: ({ text, image }: { text: string; image: File | null }) => {
      const body = new FormData();
      body.set('messageText', text);
      if (image) body.set('image', image);
      return api<Message>(`/api/quotes/${quoteId}/companies/${companyId}/messages`, {
        formData: body,
      });
    },
    onSuccess: () => refresh(quoteId),
  });
}

export function useMarkRead(quoteId: number) {
  const refresh = useRefreshConversation();
  return useMutation({
    mutationFn: (companyId: number) =>
      api(`/api/quotes/${quoteId}/companies/${companyId}/messages/mark-read`, { method: 'POST' }),
    onSuccess: () => refresh(quoteId),
  });
}
