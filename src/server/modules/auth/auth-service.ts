import type { FastifyBaseLogger } from 'fastify';
import { EMAIL_IN_USE, INVALID_CREDENTIALS, INVALID_RESET_TOKEN } from '@/contract/auth';
import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { ACCOUNT_SUSPENDED } from '@/contract/moderation';
import type { AppConfig, LoginBackoffRule } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { conflict, HttpError } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import { hashPassword, verifyPassword } from '@/server/platform/passwords';
import { hashSecret, newSecret } from '@/server/platform/tokens';
import { endAccountAccess } from './account-access';
import {
  findLoginAccount,
  findResetRecipient,
  hasAccountWithEmail,
  insertToken,
  insertUser,
  isLiveToken,
  isVerifyTokenOwnerVerified,
  markVerified,
  setPassword,
  spendLiveToken,
  spendTokens,
  type TokenPurpose,
} from './auth-repository';
import { assertUncommonPassword } from './common-passwords';
import { forgetDevices, isKnownDevice } from './known-devices';
import { claimSignInAttempt, clearSignInAttempts } from './login-backoff';
import { passwordResetEmail, verificationEmail } from './emails';

const VERIFY_EMAIL_TTL_MS = 48 * 60 * 60 * 1000;
const RESET_PASSWORD_TTL_MS = 60 * 60 * 1000;
const UNIQUE_VIOLATION = '23505';

export interface AuthDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
  log: FastifyBaseLogger;
}

/**
 * 403 ACCOUNT_SUSPENDED, for a suspended account whose password was right: the login route adds
 * the admin's reason and a way to appeal (`suspensionNotice`).
 */
export class AccountSuspendedError extends HttpError {
  constructor(readonly userId: number) {
    super(403, ACCOUNT_SUSPENDED);
  }
}

/** Computed once: login with an unknown e-mail verifies against it, so both paths take as long. */
let dummyHash: Promise<string> | undefined;

export async function signup(
  deps: AuthDeps,
  input: { firstName: string; lastName: string; email: string; password: string },
  /** The visitor's language as they sign up (issue 33): saved on the new account. */
  locale: Locale = DEFAULT_LOCALE,
): Promise<SessionUser> {
  assertUncommonPassword(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await deps.db.transaction(async (tx) => {
      const user = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        locale,
      });
      if (!user) throw new Error('insert returned no user');
      const token = await issueToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
      await queueVerificationEmail(deps, tx, user, token);
      return user;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
    throw error;
  }
}

export async function resendVerification(deps: AuthDeps, user: SessionUser): Promise<void> {
  if (user.isVerified) return;
  await deps.db.transaction(async (tx) => {
    const token = await issueToken(tx, user.id, 'verify_email', VERIFY_EMAIL_TTL_MS);
    await queueVerificationEmail(deps, tx, user, token);
  });
}

function queueVerificationEmail(deps: AuthDeps, tx: Executor, user: SessionUser, token: string) {
  const link = `${deps.config.appUrl}/api/auth/verify-email?token=${encodeURIComponent(token)}`;
  return deps.jobs.enqueue(
    'deliver.email',
    verificationEmail(user.email, user.firstName, link, user.locale),
    {
      tx,
    },
  );
}

export type VerifyEmailOutcome = 'verified' | 'already-verified' | 'invalid';

/**
 * Marks the address verified. A link that was used (or has lapsed) for an account that is
 * verified by now is no error: people open the same e-mail twice. Unknown links, and old links of
 * an account still unverified, are invalid.
 */
export async function verifyEmail(db: Database, token: string): Promise<VerifyEmailOutcome> {
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'verify_email');
    if (userId !== undefined) {
      await markVerified(tx, userId);
      return 'verified';
    }
    return (await isVerifyTokenOwnerVerified(tx, hashSecret(token)))
      ? 'already-verified'
      : 'invalid';
  });
}

/**
 * Checks a sign-in. Unless the browser is a known device of that account, the attempt is counted
 * per address first and refused (429, no password check) while the account waits out its back-off.
 * Unknown addresses are counted and checked exactly like known ones, so neither the answers nor
 * their timing tell which addresses have accounts.
 */
export async function authenticate(
  db: Database,
  credentials: { email: string; password: string },
  browser: { deviceToken: string | undefined; backoff: LoginBackoffRule },
): Promise<SessionUser> {
  const { email, password } = credentials;
  if (!(await isKnownDevice(db, browser.deviceToken, email))) {
    await claimSignInAttempt(db, email, browser.backoff);
  }
  const found = await findLoginAccount(db, email);
  dummyHash ??= hashPassword('timing-equaliser-password');
  const valid = await verifyPassword(found?.passwordHash ?? (await dummyHash), password);
  // A deleted account answers as an unknown address (docs/decisions/031).
  if (!found || !valid || found.deletedAt !== null) throw new HttpError(401, INVALID_CREDENTIALS);
  await clearSignInAttempts(db, email);
  // Said only to whoever knows the password: it tells no one else that the account exists.
  if (found.suspendedAt !== null) throw new AccountSuspendedError(found.user.id);
  return found.user;
}

export async function emailExists(db: Database, email: string): Promise<boolean> {
  return hasAccountWithEmail(db, email.trim().toLowerCase());
}

/**
 * Answers the same whether or not the address has an account: the work happens after the
 * response, so neither the body nor the timing tells an attacker which addresses exist.
 */
export function requestPasswordReset(deps: AuthDeps, email: string): void {
  void (async () => {
    // A suspended or deleted account is sent nothing.
    const user = await findResetRecipient(deps.db, email);
    if (!user) return;
    await deps.db.transaction(async (tx) => {
      // A new link replaces the ones sent before.
      await spendTokens(tx, user.id, 'reset_password');
      const token = await issueToken(tx, user.id, 'reset_password', RESET_PASSWORD_TTL_MS);
      const link = `${deps.config.appUrl}/?token=${encodeURIComponent(token)}`;
      await deps.jobs.enqueue(
        'deliver.email',
        passwordResetEmail(user.email, user.firstName, link, user.locale),
        { tx },
      );
    });
  })().catch((err: unknown) => deps.log.error({ err }, 'password reset request failed'));
}

export async function isResetTokenValid(db: Database, token: string): Promise<boolean> {
  return isLiveToken(db, hashSecret(token), 'reset_password');
}

/**
 * Sets the new password, spends the token, ends the account's access everywhere (sessions,
 * sockets, push subscriptions) and forgets its known devices; the account's id, so that the
 * browser that reset it can become one.
 */
export async function resetPassword(
  db: Database,
  token: string,
  password: string,
): Promise<number> {
  assertUncommonPassword(password);
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const userId = await consumeToken(tx, token, 'reset_password');
    if (userId === undefined) throw new HttpError(400, INVALID_RESET_TOKEN);
    // Following the e-mailed link proves the address is theirs.
    await setPassword(tx, userId, passwordHash);
    await endAccountAccess(tx, userId);
    await forgetDevices(tx, userId);
    return userId;
  });
}

export async function issueToken(
  db: Executor,
  userId: number,
  purpose: TokenPurpose,
  ttlMs: number,
): Promise<string> {
  const { token, hash: tokenHash } = newSecret();
  await insertToken(db, { tokenHash, purpose, userId, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Single use: the UPDATE ... RETURNING wins once, even under concurrent clicks. */
export async function consumeToken(
  db: Executor,
  token: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  return spendLiveToken(db, hashSecret(token), purpose);
}

function isUniqueViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (error as { code?: string }).code === UNIQUE_VIOLATION || cause?.code === UNIQUE_VIOLATION;
}
