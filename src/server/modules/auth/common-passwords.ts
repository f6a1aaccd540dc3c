import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORD, PASSWORD_MIN_LENGTH } from '@/contract/auth';
import { badRequest } from '@/server/platform/errors';

/**
 * The most common passwords of public breaches (zxcvbn's list, about 49,000 entries shipped in the
 * npm package: no network needed), the ones long enough to pass the length rule, lower-cased. Kept
 * on the server: the browser bundle never carries it.
 */
const commonPasswords = new Set(
  dictionary['passwords-common']
    .filter((password) => password.length >= PASSWORD_MIN_LENGTH)
    .map((password) => password.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}

/** Every new password (signup, reset) passes here: a 400 naming the password field otherwise. */
export function assertUncommonPassword(password: string): void {
  if (isCommonPassword(password)) throw badRequest(COMMON_PASSWORD, { password: COMMON_PASSWORD });
}
