import type { FastifyBaseLogger } from 'fastify';
// Default import: the package is CommonJS, loaded as it is by the server bundle (no named exports).
import webpush, { type RequestOptions } from 'web-push';
import type { AppConfig } from '@/server/config';
import type { Executor } from '@/server/db/client';
import { isAllowedPushEndpoint } from './endpoint-hosts';
import {
  findPushedNotification,
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
/** A device whose push service did not answer by the deadline is not tried again for this long. */
const PAUSE_MS = 10 * 60_000;
/** Devices paused at most on a node (the longest-paused forgotten first). */
const MAX_PAUSED = 10_000;

/**
 * Subscriptions whose push service did not answer in time, each until it may be tried again
 * (on this node; bounded): a device that hangs costs one deadline, not one per notification.
 */
export class PausedEndpoints {
  /** Subscription id → when its pause ends, in the order they were paused (each for PAUSE_MS). */
  private readonly until = new Map<number, number>();

  pause(subscriptionId: number, now = Date.now()): void {
    this.until.delete(subscriptionId);
    this.until.set(subscriptionId, now + PAUSE_MS);
    if (this.until.size > MAX_PAUSED) this.until.delete(this.until.keys().next().value!);
  }

  isPaused(subscriptionId: number, now = Date.now()): boolean {
    const until = this.until.get(subscriptionId);
    if (until === undefined) return false;
    if (until > now) return true;
    this.until.delete(subscriptionId);
    return false;
  }
}

export interface PushDeps {
  db: Executor;
  config: Pick<AppConfig, 'push'>;
  log: FastifyBaseLogger;
  /** The node's paused devices (the job's); unset: a call of its own, nothing paused before. */
  paused?: PausedEndpoints;
}

/**
 * The `deliver.push` job: the notification to each of its user's devices, unless it has been read
 * (or deleted) meanwhile. Every device is tried at once, under one deadline (`push.deadlineMs`)
 * for them all, so a user's devices hold the job that long at most. A subscription its push
 * service says is gone (404, 410) is deleted; one that has not answered by the deadline is paused
 * (PausedEndpoints) and not a failure: no retry is spent on it. Any other failure is thrown once
 * every device has been tried, and the queue retries; a retry sends to every device not paused
 * again: the `Topic` header (the notification's id) lets a push service replace a copy still
 * undelivered.
 */
export async function deliverPush(deps: PushDeps, notificationId: number): Promise<void> {
  const { push } = deps.config;
  const paused = deps.paused ?? new PausedEndpoints();
  if (!push.vapid) return;
  const notification = await findPushedNotification(deps.db, notificationId);
  if (!notification || notification.readAt) return;

  const payload = JSON.stringify({
    title: notification.title,
    body: notification.body,
    link: notification.link,
  } satisfies PushPayload);
  const options: RequestOptions = {
    vapidDetails: push.vapid,
    TTL: TIME_TO_LIVE_SECONDS,
    topic: `n${notificationId}`,
  };
  const devices = (await listSubscriptions(deps.db, notification.userId)).filter(
    // The allowed hosts may have changed since it was stored: no request to one now refused.
    (subscription) =>
      isAllowedPushEndpoint(subscription.endpoint, push.endpointHosts, push.testOrigins) &&
      !paused.isPaused(subscription.id),
  );
  const deadline = AbortSignal.timeout(push.deadlineMs);
  const outcomes = await Promise.all(
    devices.map((subscription) =>
      send(subscription, payload, options, deadline).then(
        (status) => ({ subscription, status }),
        (error: unknown) => ({ subscription, error }),
      ),
    ),
  );
  const failures: string[] = [];
  for (const outcome of outcomes) {
    const { subscription } = outcome;
    if ('error' in outcome) {
      if (outcome.error === deadline.reason || isTimeout(outcome.error)) {
        paused.pause(subscription.id);
        deps.log.warn(
          { subscriptionId: subscription.id, host: hostOf(subscription.endpoint) },
          'push service did not answer in time: device paused',
        );
      } else failures.push(`${hostOf(subscription.endpoint)}: ${String(outcome.error)}`);
    } else if (outcome.status === 404 || outcome.status === 410) {
      await deleteSubscription(deps.db, subscription.id);
      deps.log.info(
        { subscriptionId: subscription.id, status: outcome.status },
        'push subscription gone: deleted',
      );
    } else if (outcome.status < 200 || outcome.status >= 300) {
      failures.push(`${hostOf(subscription.endpoint)}: answered ${outcome.status}`);
    }
  }
  if (failures.length > 0) throw new Error(`push not delivered: ${failures.join('; ')}`);
}

/**
 * One encrypted push (RFC 8291, aes128gcm, signed with the VAPID key: RFC 8292), sent with fetch
 * rather than web-push's own request: the deadline, and no redirect followed (the allowlist
 * checked the endpoint, not wherever it might redirect). The push service's status.
 */
async function send(
  subscription: StoredPushSubscription,
  payload: string,
  options: RequestOptions,
  deadline: AbortSignal,
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
    signal: deadline,
  });
  await response.body?.cancel();
  return response.status;
}

const hostOf = (endpoint: string) => new URL(endpoint).host;
const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';
