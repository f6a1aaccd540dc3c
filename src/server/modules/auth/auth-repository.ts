import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { authTokens, users } from '@/server/db/schema';
import { sessionUserColumns, type SessionUser } from '@/server/platform/session';

export type TokenPurpose = (typeof authTokens.$inferSelect)['purpose'];

type NewUser = Pick<
  typeof users.$inferInsert,
  'firstName' | 'lastName' | 'email' | 'passwordHash' | 'locale'
>;

/** A new account, as its session sees it; a taken address fails with a unique violation. */
export async function insertUser(tx: Executor, user: NewUser): Promise<SessionUser | undefined> {
  const [row] = await tx.insert(users).values(user).returning(sessionUserColumns);
  return row;
}

/** The account's address is verified. */
export async function markVerified(tx: Executor, userId: number): Promise<void> {
  await tx
    .update(users)
    .set({ isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

/** Whether the account a verification token (live or not) was issued to is verified by now. */
export async function isVerifyTokenOwnerVerified(
  tx: Executor,
  tokenHash: string,
): Promise<boolean> {
  const [owner] = await tx
    .select({ isVerified: users.isVerified })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, 'verify_email')));
  return owner?.isVerified ?? false;
}

/** What a login checks of the account with this address, if any. */
export async function findLoginAccount(db: Executor, email: string) {
  const [found] = await db
    .select({
      user: sessionUserColumns,
      passwordHash: users.passwordHash,
      suspendedAt: users.suspendedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return found;
}

/** Whether an account has this address. */
export async function hasAccountWithEmail(db: Executor, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row !== undefined;
}

/** The account with this address that may be sent a password reset: neither suspended nor deleted. */
export async function findResetRecipient(db: Executor, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, firstName: users.firstName, locale: users.locale })
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt), isNull(users.suspendedAt)))
    .limit(1);
  return user;
}

/** Spends the account's unused tokens of this purpose. */
export async function spendTokens(
  tx: Executor,
  userId: number,
  purpose: TokenPurpose,
): Promise<void> {
  await tx
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}

/** Sets a new password, which also proves the address. */
export async function setPassword(
  tx: Executor,
  userId: number,
  passwordHash: string,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, isVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId));
}

export async function insertToken(
  db: Executor,
  token: { tokenHash: string; purpose: TokenPurpose; userId: number; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(token);
}

function liveToken(tokenHash: string, purpose: TokenPurpose) {
  return and(
    eq(authTokens.tokenHash, tokenHash),
    eq(authTokens.purpose, purpose),
    isNull(authTokens.usedAt),
    gt(authTokens.expiresAt, new Date()),
  );
}

/** Whether a token is unused and unexpired. */
export async function isLiveToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<boolean> {
  const [row] = await db
    .select({ id: authTokens.id })
    .from(authTokens)
    .where(liveToken(tokenHash, purpose))
    .limit(1);
  return row !== undefined;
}

/** Spends a live token: the UPDATE ... RETURNING wins once. Its account, or none. */
export async function spendLiveToken(
  db: Executor,
  tokenHash: string,
  purpose: TokenPurpose,
): Promise<number | undefined> {
  const [row] = await db
    .update(authTokens)
    .set({ usedAt: new Date() })
    .where(liveToken(tokenHash, purpose))
    .returning({ userId: authTokens.userId });
  return row?.userId;
}
