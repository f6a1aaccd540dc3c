import { accountBackoffMessage } from '@/contract/auth';
import type { LoginBackoffRule } from '@/server/config';
import type { Executor } from '@/server/db/client';
import { HttpError } from '@/server/platform/errors';
import { hashSecret } from '@/server/platform/tokens';
import { countSignInAttempt, deleteSignInAttempts, findBackoffSeconds } from './auth-repository';

/** Refused by the account's back-off, before any password check. */
export class SignInBackoffError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, accountBackoffMessage(formatWait(retryAfterSeconds)));
  }
}

const keyOf = (email: string) => hashSecret(email.trim().toLowerCase());

/**
 * Counts a sign-in attempt on this address, or refuses it (SignInBackoffError) while the account
 * waits out its back-off; a refused attempt does not count. One statement, so concurrent attempts
 * from many addresses are counted one by one and none slips through a back-off another just set.
 * The attempt that reaches `afterAttempts` sets the wait (base delay), each later one that gets
 * through doubles it, up to the cap. A successful sign-in clears the count (clearSignInAttempts).
 */
export async function claimSignInAttempt(
  db: Executor,
  email: string,
  rule: LoginBackoffRule,
): Promise<void> {
  const key = keyOf(email);
  if (await countSignInAttempt(db, key, rule)) return;
  const seconds = await findBackoffSeconds(db, key);
  throw new SignInBackoffError(Math.max(1, seconds ?? 1));
}

export async function clearSignInAttempts(db: Executor, email: string): Promise<void> {
  await deleteSignInAttempts(db, keyOf(email));
}

function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
