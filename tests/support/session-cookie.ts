import { SESSION_COOKIE } from '@/server/platform/session';

/**
 * The session cookie (`name=value`) among a response's Set-Cookie lines: '' when the response
 * clears it, undefined when it does not set it. A sign-in sets other cookies too (the known-device
 * one), in no promised order.
 */
export function sessionCookieIn(setCookie: readonly string[] | undefined): string | undefined {
  const prefix = `${SESSION_COOKIE}=`;
  const session = setCookie?.map((line) => line.split(';')[0]!).find((c) => c.startsWith(prefix));
  return session === prefix ? '' : session;
}
