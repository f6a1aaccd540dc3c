import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
// Default import: the package is CommonJS, loaded as it is by the server bundle (no named exports).
import webpush, { type RequestOptions } from 'web-push';
import type { AppConfig } from '@/server/config';
import type { Executor } from '@/server/db/client';
import { notifications } from '@/server/db/schema';
import { isAllowedPushEndpoint } from './endpoint-hosts';
import {
  deleteSubscription,
  listSubscriptions,
  type StoredPushSubscription,
} from './subscription-repository';

/** What the service worker shows (src/client/service-worker.ts): the bell's title, text and link. */
export interface PushPayload {
  title: string;
  body: string;
  link: string;
}

/** A push waiting longer than this at the push service is dropped: by then the bell has it. */
const TIME_TO_LIVE_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is treated as failing (the job retries). */
const SEND_TIMEOUT_MS = 10_000;

export interface PushDeps {
  db: Executor;
  config: Pick<AppConfig, 'push'>;
  log: FastifyBaseLogger;
}

/**
 * The `deliver.push` job: the notification to each of its user's devices, unless it has been read
 * (or deleted) meanwhile. A subscription its push service says is gone (404, 410) is deleted;
 * any other failure is thrown once every device has been tried, so one dead device never keeps
 * the others from theirs, and the queue retries. A retry sends to every device again: the
 * `Topic` header (the notification's id) lets a push service replace a copy still undelivered.
 */
export async function deliverPush(deps: PushDeps, notificationId: number): Promise<void> {
  const vapid = deps.config.push.vapid;
  if (!vapid) return;
  const [notification] = await deps.db
    .select({
      userId: notifications.userId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
      readAt: notifications.readAt,
    })
    .from(notifications)
    .where(eq(notifications.id, notificationId));
  if (!notification || notification.readAt) return;

  const payload: PushPayload = {
    title: notification.title,
    body: notification.body,
    link: notification.link,
  };
  const options: RequestOptions = {
    vapidDetails: vapid,
    TTL: TIME_TO_LIVE_SECONDS,
    topic: `n${notificationId}`,
  };
  const failures: string[] = [];
  for (const subscription of await listSubscriptions(deps.db, notification.userId)) {
    // The allowed hosts may have changed since it was stored: no request to one now refused.
    if (!isAllowedPushEndpoint(subscription.endpoint, deps.config.push.endpointHosts)) continue;
    const status = await send(subscription, JSON.stringify(payload), options).catch(
      (error: unknown) => {
        failures.push(`${hostOf(subscription.endpoint)}: ${String(error)}`);
        return null;
      },
    );
    if (status === 404 || status === 410) {
      await deleteSubscription(deps.db, subscription.id);
      deps.log.info({ subscriptionId: subscription.id, status }, 'push subscription gone: deleted');
    } else if (status !== null && (status < 200 || status >= 300)) {
      failures.push(`${hostOf(subscription.endpoint)}: answered ${status}`);
    }
  }
  if (failures.length > 0) throw new Error(`push not delivered: ${failures.join('; ')}`);
}

/**
 * One encrypted push (RFC 8291, aes128gcm, signed with the VAPID key: RFC 8292), sent with fetch
 * rather than web-push's own request: a time limit, and no redirect followed (the allowlist
 * checked the endpoint, not wherever it might redirect). The push service's status.
 */
async function send(
  subscription: StoredPushSubscription,
  payload: string,
  options: RequestOptions,
): Promise<number> {
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    payload,
    options,
  );
  const headers = Object.fromEntries(
    Object.entries(request.headers)
      // fetch counts the body itself.
      .filter(([name]) => name.toLowerCase() !== 'content-length')
      .map(([name, value]) => [name, String(value)]),
  );
  const response = await fetch(request.endpoint, {
    method: 'POST',
    headers,
    body: Uint8Array.from(request.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
}

const hostOf = (endpoint: string) => new URL(endpoint).host;
