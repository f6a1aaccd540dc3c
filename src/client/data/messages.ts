import {
  queryOptions,
  useMutation,
  useMutationState,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { applyOwnEntry, type ThreadEntry } from './conversation-cache';
import { conversationKeys, messageKeys, sendMessageKey } from './message-keys';
import { quoteKeys } from './quotes';
import { isRealtimeLive } from './realtime-status';
import { unreadKeys } from './unread';
import { vendorQuoteKeys } from './vendor';

export { conversationKeys, messageKeys } from './message-keys';

export const messagesQueryOptions = (quoteId: number, companyId: number) =>
  queryOptions({
    queryKey: messageKeys.list(quoteId, companyId),
    queryFn: () =>
      api.GET('/api/quotes/{quoteId}/companies/{companyId}/messages', {
        params: { path: { quoteId, companyId } },
      }),
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
    queryFn: () =>
      api.GET('/api/quotes/{quoteId}/conversations', { params: { path: { quoteId } } }),
  });

export function useConversations(quoteId: number) {
  return useQuery(conversationsQueryOptions(quoteId));
}

/**
 * Without a live socket no event will tell this tab what a change did: the thread, both lists and
 * the unread counts refresh instead.
 */
function useRefreshWithoutRealtime() {
  const queryClient = useQueryClient();
  return (quoteId: number) => {
    if (isRealtimeLive()) return;
    for (const queryKey of [
      messageKeys.quote(quoteId),
      conversationKeys.all,
      vendorQuoteKeys.all,
      unreadKeys.all,
      quoteKeys.all,
    ]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

/** A message on its way: shown at the end of its thread, marked "Sending…", until it is answered. */
export interface OutgoingMessage {
  text: string;
  image: File | null;
  /** The sender's own name for it: its event carries it back (see useOutgoingMessages). */
  clientId: string;
}

let sent = 0;
/** A name for a message this tab sends, unique enough within the tab (no secure context needed). */
export const newClientId = () =>
  `${Date.now().toString(36)}-${(sent++).toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

/**
 * Sends a message. It shows in the thread at once (useOutgoingMessages) and its entry is written
 * into the cache from the answer; a refusal drops it from the thread and rejects (the composer
 * says why). Sends of one conversation go one after another, in the order they were written.
 */
export function useSendMessage(quoteId: number, companyId: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: sendMessageKey(quoteId, companyId ?? 0),
    scope: { id: `send-message:${quoteId}:${companyId}` },
    mutationFn: ({ text, image, clientId }: OutgoingMessage) => {
      const body = new FormData();
      body.set('messageText', text);
      body.set('clientId', clientId);
      if (image) body.set('image', image);
      return api.POST('/api/quotes/{quoteId}/companies/{companyId}/messages', {
        params: { path: { quoteId, companyId: companyId ?? 0 } },
        body,
      });
    },
    onSuccess: (message, { clientId }) => applyOwnEntry(queryClient, { ...message, clientId }),
  });
}

/**
 * The messages of a conversation still on their way, oldest first, for the thread to show after
 * its entries: those whose entry already arrived by their event are left out.
 */
export function useOutgoingMessages(
  quoteId: number,
  companyId: number | null,
  thread: readonly ThreadEntry[] | undefined,
): OutgoingMessage[] {
  const outgoing = useMutationState({
    filters: { mutationKey: sendMessageKey(quoteId, companyId ?? 0), status: 'pending' },
    select: (mutation) => mutation.state.variables as OutgoingMessage,
  });
  const arrived = new Set(thread?.map((m) => m.clientId).filter(Boolean));
  return outgoing.filter((m) => !arrived.has(m.clientId));
}

export function useMarkRead(quoteId: number) {
  const refresh = useRefreshWithoutRealtime();
  return useMutation({
    mutationFn: (companyId: number) =>
      api.POST('/api/quotes/{quoteId}/companies/{companyId}/messages/mark-read', {
        params: { path: { quoteId, companyId } },
      }),
    // The counts fall by the read event (unread_count_update), in every tab of the reader.
    onSuccess: () => refresh(quoteId),
  });
}
