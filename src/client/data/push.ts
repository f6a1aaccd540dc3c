import { useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import { pushSupport, unsubscribeFromPush } from '@/client/lib/web-push';

/** The server's VAPID public key: null when push is off there (docs/decisions/055). */
export function usePushPublicKey(): { publicKey: string | null | undefined } {
  const { data } = useQuery({
    queryKey: ['push', 'config'],
    queryFn: () => api.GET('/api/push/config'),
    // Set when the server starts: it does not change while a page is open.
    staleTime: Infinity,
  });
  return { publicKey: data?.publicKey };
}

/** POST /api/push/subscriptions: pushes for the signed-in user go to this browser. */
export function savePushSubscription(subscription: PushSubscription): Promise<void> {
  // A push subscription always has its keys; were one missing, the server would refuse the empty one.
  const { keys } = subscription.toJSON();
  return api.POST('/api/push/subscriptions', {
    body: {
      endpoint: subscription.endpoint,
      keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
    },
  });
}

/**
 * This browser stops receiving pushes: its subscription is ended and the server forgets it
 * (DELETE /api/push/subscriptions). The profile's switch, and signing out (a shared device must
 * not go on showing the last user's notifications).
 */
export async function endPushOnThisDevice(): Promise<void> {
  if (pushSupport() !== 'supported') return;
  const endpoint = await unsubscribeFromPush();
  if (endpoint) await api.DELETE('/api/push/subscriptions', { body: { endpoint } });
}
