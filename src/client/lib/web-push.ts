/**
 * This browser's push subscription (the Push API, docs/decisions/055), through the service
 * worker's registration. Knows nothing of the server: the caller stores what it subscribes.
 */

export type PushSupport = 'supported' | 'unsupported';

/**
 * Push needs the service worker (registered by production builds only: lib/service-worker.ts),
 * the Push API and notifications (on iOS, only once the app is installed).
 */
export function pushSupport(): PushSupport {
  return import.meta.env.PROD &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
    ? 'supported'
    : 'unsupported';
}

/** Whether the visitor allowed notifications, refused them, or has not been asked. */
export const notificationPermission = (): NotificationPermission => Notification.permission;

/** The active worker's registration; waits for the worker (registered after load) to be ready. */
const registration = () => navigator.serviceWorker.ready;

/** This browser's current subscription, or null. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  return (await registration()).pushManager.getSubscription();
}

/** Raised when the visitor refuses notifications (or has refused them before). */
export class PushPermissionDenied extends Error {
  constructor() {
    super('Notifications are blocked for this site.');
    this.name = 'PushPermissionDenied';
  }
}

/**
 * Asks for permission (the browser's prompt, when not yet asked) and subscribes with the server's
 * VAPID public key (URL-safe base64, as the server gives it).
 */
export async function subscribeToPush(publicKey: string): Promise<PushSubscription> {
  if ((await Notification.requestPermission()) !== 'granted') throw new PushPermissionDenied();
  const { pushManager } = await registration();
  return pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: base64UrlToBytes(publicKey),
  });
}

/**
 * Ends this browser's subscription; its endpoint (for the server to forget), or null if none.
 * Does not wait for a worker (sign-out calls it, where there may be none yet).
 */
export async function unsubscribeFromPush(): Promise<string | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
