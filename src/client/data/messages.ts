import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { successResponseSchema } from '@/contract/common';
import type { Conversation, Message } from '@/contract/message';
import { api } from '@/client/lib/api-client';
import { quoteKeys } from './quotes';
import { unreadKeys } from './unread';
import { vendorQuoteKeys } from './vendor';

const messageRoot = ['messages'] as const;

export const messageKeys = {
  all: messageRoot,
  /** Every thread of one quote. */
  quote: (quoteId: number) => [...messageRoot, quoteId] as const,
  list: (quoteId: number, companyId: number) => [...messageRoot, quoteId, companyId] as const,
};

const conversationRoot = ['conversations'] as const;

export const conversationKeys = {
  all: conversationRoot,
  /** A quote's conversations, one per business (the customer's side). */
  list: (quoteId: number) => [...conversationRoot, quoteId] as const,
};

export const messagesQueryOptions = (quoteId: number, companyId: number) =>
  queryOptions({
    queryKey: messageKeys.list(quoteId, companyId),
    queryFn: () => api<Message[]>(`/api/quotes/${quoteId}/companies/${companyId}/messages`),
  });

export function useMessages(quoteId: number, companyId: number | null) {
  return useQuery({
    ...messagesQueryOptions(quoteId, companyId ?? 0),
    enabled: companyId !== null,
  });
}

export const conversationsQueryOptions = (quoteId: number) =>
  queryOptions({
    queryKey: conversationKeys.list(quoteId),
    queryFn: () => api<Conversation[]>(`/api/quotes/${quoteId}/conversations`),
  });

export function useConversations(quoteId: number) {
  return useQuery(conversationsQueryOptions(quoteId));
}

/** After a send the thread, both lists and the unread counts refresh. */
function useRefreshConversation() {
  const queryClient = useQueryClient();
  return (quoteId: number) =>
    Promise.all(
      [
        messageKeys.quote(quoteId),
        conversationKeys.all,
        vendorQuoteKeys.all,
        unreadKeys.all,
        quoteKeys.all,
      ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
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
      api<z.infer<typeof successResponseSchema>>(
        `/api/quotes/${quoteId}/companies/${companyId}/messages/mark-read`,
        { method: 'POST' },
      ),
    onSuccess: () => refresh(quoteId),
  });
}
