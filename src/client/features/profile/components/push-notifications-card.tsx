import { useEffect, useId, useState } from 'react';
import { Card } from '@/client/components/ui/card';
import { Switch } from '@/client/components/ui/switch';
import { endPushOnThisDevice, savePushSubscription, usePushPublicKey } from '@/client/data/push';
import { useT } from '@/client/lib/i18n';
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
  const t = useT();
  const { publicKey } = usePushPublicKey();
  if (!publicKey) return null;
  return (
    <Card title={t('push.title')}>
      {pushSupport() === 'supported' ? (
        <PushSwitch publicKey={publicKey} />
      ) : (
        <p className="text-sm text-gray-600">{t('push.unsupported')}</p>
      )}
    </Card>
  );
}

function PushSwitch({ publicKey }: { publicKey: string }) {
  const t = useT();
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
        title: t(next ? 'push.on' : 'push.off'),
      });
    } catch (error) {
      if (error instanceof PushPermissionDenied) {
        // Blocked for good, or only the prompt dismissed (the switch can ask again).
        if (notificationPermission() === 'denied') setDenied(true);
        else toast({ title: t('push.notAllowed') });
      } else toastError(t('push.changeFailed'), error, t('common.tryAgain'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex items-center justify-between gap-4">
      <div id={hintId} className="text-sm text-gray-600">
        {denied ? <p role="status">{t('push.blocked')}</p> : <p>{t('push.hint')}</p>}
      </div>
      <Switch
        aria-label={t('push.title')}
        aria-describedby={hintId}
        checked={on === true}
        disabled={on === null || busy || (denied && !on)}
        onCheckedChange={(next) => void change(next)}
      />
    </div>
  );
}
