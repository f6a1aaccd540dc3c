import { useEffect, useId, useState } from 'react';
import { Card } from '@/client/components/ui/card';
import { Switch } from '@/client/components/ui/switch';
import { endPushOnThisDevice, savePushSubscription, usePushPublicKey } from '@/client/data/push';
import { toast, toastError } from '@/client/lib/toast';
import {
  currentPushSubscription,
  notificationPermission,
  PushPermissionDenied,
  pushSupport,
  subscribeToPush,
} from '@/client/lib/web-push';

/**
 * Push notifications on this device (docs/decisions/055): shown when the server has push on.
 * The switch subscribes this browser (asking for permission first) and tells the server, or
 * unsubscribes it; where the browser cannot, or notifications are blocked, the card says so.
 */
export function PushNotificationsCard() {
  const { publicKey } = usePushPublicKey();
  if (!publicKey) return null;
  return (
    <Card title="Push notifications on this device">
      {pushSupport() === 'supported' ? (
        <PushSwitch publicKey={publicKey} />
      ) : (
        <p className="text-sm text-gray-600">
          This browser can&rsquo;t receive push notifications. On an iPhone or iPad, add QuoteLocal
          to your Home Screen (Share, then Add to Home Screen) and open it from there.
        </p>
      )}
    </Card>
  );
}

function PushSwitch({ publicKey }: { publicKey: string }) {
  const hintId = useId();
  // null while this browser's subscription is looked up.
  const [on, setOn] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const [denied, setDenied] = useState(() => notificationPermission() === 'denied');

  useEffect(() => {
    let live = true;
    void currentPushSubscription()
      .then(async (subscription) => {
        // Stored again for whoever is signed in now: the device's pushes follow its current user.
        if (subscription) await savePushSubscription(subscription).catch(() => undefined);
        return subscription !== null;
      })
      .catch(() => false)
      .then((subscribed) => live && setOn(subscribed));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = async () => {
    const subscription = await subscribeToPush(publicKey);
    try {
      await savePushSubscription(subscription);
    } catch (error) {
      // Not stored, so not subscribed: the browser should not keep a subscription nobody sends to.
      await subscription.unsubscribe().catch(() => false);
      throw error;
    }
  };
  const change = async (next: boolean) => {
    setBusy(true);
    try {
      await (next ? turnOn() : endPushOnThisDevice());
      setOn(next);
      toast({
        variant: 'success',
        title: next ? 'Push notifications are on for this device' : 'Push notifications are off',
      });
    } catch (error) {
      if (error instanceof PushPermissionDenied) {
        // Blocked for good, or only the prompt dismissed (the switch can ask again).
        if (notificationPermission() === 'denied') setDenied(true);
        else toast({ title: 'Notifications were not allowed' });
      } else toastError('Push notifications could not be changed', error, 'Please try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <div id={hintId} className="text-sm text-gray-600">
        {denied ? (
          <p role="status">
            Notifications are blocked for QuoteLocal in this browser. Allow them in the site
            settings (the icon beside the address), then turn this on.
          </p>
        ) : (
          <p>
            New requests, messages, estimates and hires, on this device even when QuoteLocal is
            closed. E-mails follow your settings above.
          </p>
        )}
      </div>
      <Switch
        aria-label="Push notifications on this device"
        aria-describedby={hintId}
        checked={on === true}
        disabled={on === null || busy || (denied && !on)}
        onCheckedChange={(next) => void change(next)}
      />
    </div>
  );
}
