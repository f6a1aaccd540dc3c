import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Executor } from '@/server/db/client';
import { hashSecret, newSecret } from '@/server/platform/tokens';
import { deleteUserDevices, isKnownDeviceOf, saveKnownDevice } from './auth-repository';

/**
 * OWASP's device cookie: a browser that signed in to an account carries a random token naming it
 * a known device of that account, and is not held back by the account's sign-in back-off. Sent
 * only to the API; stored as a SHA-256 hash, like sessions.
 */
export const DEVICE_COOKIE = 'ql_device';
const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60 * 1000;

/** Whether this cookie marks a browser that signed in to the account of this address before. */
export async function isKnownDevice(
  db: Executor,
  token: string | undefined,
  email: string,
): Promise<boolean> {
  if (!token) return false;
  return isKnownDeviceOf(db, hashSecret(token), email);
}

/**
 * Makes this browser a known device of the account, with a new token every time (the accounts it
 * was already known to move to the new token), so a token planted in the browser is never the one
 * trusted. Not being remembered must not undo a sign-in: a failure is logged, not thrown.
 */
export async function rememberDevice(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
): Promise<void> {
  const previous = request.cookies[DEVICE_COOKIE];
  const { token, hash } = newSecret();
  const expiresAt = new Date(Date.now() + DEVICE_LIFETIME_MS);
  try {
    await db.transaction((tx) =>
      saveKnownDevice(tx, {
        tokenHash: hash,
        previousHash: previous ? hashSecret(previous) : undefined,
        userId,
        expiresAt,
      }),
    );
  } catch (err) {
    request.log.warn({ err }, 'could not remember the device');
    return;
  }
  reply.setCookie(DEVICE_COOKIE, token, {
    path: '/api',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.appUrl.startsWith('https:'),
    maxAge: DEVICE_LIFETIME_MS / 1000,
  });
}

/** After a password reset no browser is trusted on the old terms. */
export async function forgetDevices(db: Executor, userId: number): Promise<void> {
  await deleteUserDevices(db, userId);
}
