import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, isNull, lt, or, type SQL } from 'drizzle-orm';
import type { Executor } from '@/server/db/client';
import { isDatabaseUnavailable } from '@/server/db/unavailable';
import { sessions, users } from '@/server/db/schema';
import { hashSecret, newSecret } from './tokens';
import { unauthorized } from './errors';
import { publishSessionsEnded } from './realtime';

export const SESSION_COOKIE = 'ql_session';
const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still needs a server-side end. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;
/** Use keeps a session alive; its timestamp is written at most this often (no write per request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

/**
 * What a request knows of its signed-in user: the columns routes use (who, whether verified, the
 * account settings that GET /api/auth/me answers with), loaded with the session in one query. Never
 * the password hash: it stays in the database except while a password is checked or changed.
 */
export const sessionUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  isVerified: users.isVerified,
  phoneNumber: users.phoneNumber,
  emailNotifications: users.emailNotifications,
  emailNotificationsQuotes: users.emailNotificationsQuotes,
  emailNotificationsMessages: users.emailNotificationsMessages,
  textNotifications: users.textNotifications,
  locale: users.locale,
};
export type SessionUser = Pick<typeof users.$inferSelect, keyof typeof sessionUserColumns>;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Resolves the session cookie into `request.user` once per request. */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    let found;
    try {
      [found] = await app.db
        .select({ user: sessionUserColumns, lastUsedAt: sessions.lastUsedAt })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(
          and(
            eq(sessions.idHash, hashSecret(token)),
            gt(sessions.expiresAt, new Date()),
            // Suspension and deletion end sessions; one that survived either is refused all the same.
            isNull(users.suspendedAt),
            isNull(users.deletedAt),
          ),
        )
        .limit(1);
    } catch (error) {
      // While the database is unreachable, a page or a file is served as to a visitor (the page
      // shell; its own API calls then answer 503 and the browser retries) rather than as an error.
      if (isDatabaseUnavailable(error) && !needsSession(request.url)) return;
      throw error;
    }
    if (found) request.user = await keepAlive(app, reply, hashSecret(token), found);
  });
  sweepEndedSessions(app);
}

/**
 * The session's user, its use noted; or null when it went unused longer than SESSION_IDLE_MINUTES:
 * then it has ended, as by logout (its sockets close, the browser drops the cookie).
 */
async function keepAlive(
  app: FastifyInstance,
  reply: FastifyReply,
  idHash: string,
  session: { user: SessionUser; lastUsedAt: Date },
): Promise<SessionUser | null> {
  const now = Date.now();
  const idleSince = new Date(now - app.config.sessionIdleMinutes * 60_000);
  if (session.lastUsedAt <= idleSince) {
    await deleteSessions(
      app.db,
      and(eq(sessions.idHash, idHash), lt(sessions.lastUsedAt, idleSince)),
    );
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return null;
  }
  const touchBefore = new Date(now - TOUCH_INTERVAL_MS);
  if (session.lastUsedAt < touchBefore) {
    await app.db
      .update(sessions)
      .set({ lastUsedAt: new Date(now) })
      .where(and(eq(sessions.idHash, idHash), lt(sessions.lastUsedAt, touchBefore)));
  }
  return session.user;
}

/** Every node ends idle and expired sessions now and then, so their sockets do not stay open. */
function sweepEndedSessions(app: FastifyInstance): void {
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      deleteExpiredSessions(app.db, app.config.sessionIdleMinutes).catch((err: unknown) =>
        app.log.warn({ err }, 'ending idle sessions failed'),
      );
    }, app.config.sessionSweepIntervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}

/** The API and the realtime socket act as the signed-in user; pages and files do not. */
const needsSession = (url: string) => url.startsWith('/api/') || /^\/ws(\?|$)/.test(url);

/**
 * Whether a user is an admin: their address is in ADMIN_EMAILS and verified. Asked at each request
 * from the user's row as the session loaded it, never remembered: an account that registered an
 * admin's address before the admin did is an ordinary user until it proves the address.
 */
export function isAdmin(
  user: Pick<SessionUser, 'email' | 'isVerified'>,
  adminEmails: ReadonlySet<string>,
): boolean {
  return user.isVerified && adminEmails.has(user.email);
}

/** The stored hash of the session the caller's `request.user` was loaded from, or null. */
export function sessionIdHashOf(request: FastifyRequest): string | null {
  const token = request.cookies[SESSION_COOKIE];
  return request.user && token ? hashSecret(token) : null;
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Starts a fresh session (a new id on every login: no fixation), ending the one the browser had in
 * the same transaction: a sign-in that fails half-way leaves the browser signed in as before.
 * The ended session's sockets are told once this answer, which carries the new cookie, has gone
 * out: the browser's other pages, hearing "Session ended", ask who is signed in and find the new
 * session rather than none.
 */
export async function startSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  persistent: boolean,
): Promise<void> {
  const { token, hash } = newSecret();
  const lifetime = persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_MS;
  const previous = request.cookies[SESSION_COOKIE];
  let replaced: string[] = [];
  await db.transaction(async (tx) => {
    if (previous) replaced = await deleteSessionRows(tx, eq(sessions.idHash, hashSecret(previous)));
    await tx.insert(sessions).values({
      idHash: hash,
      userId,
      persistent,
      expiresAt: new Date(Date.now() + lifetime),
    });
  });
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.appUrl.startsWith('https:'),
    ...(persistent ? { maxAge: lifetime / 1000 } : {}),
  });
  if (replaced.length > 0) {
    let told = false;
    const tell = () => {
      if (told) return;
      told = true;
      publishSessionsEnded(db, replaced).catch((error: unknown) =>
        request.log.warn(
          { err: String(error) },
          'could not close the sockets of a replaced session',
        ),
      );
    };
    reply.raw.once('finish', tell).once('close', tell);
  }
}

export async function endSession(
  db: Executor,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<void> {
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return;
  await deleteSessions(db, eq(sessions.idHash, hashSecret(token)));
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
}

export async function endAllSessions(db: Executor, userId: number): Promise<void> {
  await deleteSessions(db, eq(sessions.userId, userId));
}

/** Ends the sessions past their expiry or unused for `idleMinutes`. */
export async function deleteExpiredSessions(db: Executor, idleMinutes: number): Promise<void> {
  const idleSince = new Date(Date.now() - idleMinutes * 60_000);
  await deleteSessions(
    db,
    or(lt(sessions.expiresAt, new Date()), lt(sessions.lastUsedAt, idleSince)),
  );
}

/** Every way a session ends: its row goes, and so do the sockets it opened, on every node. */
async function deleteSessions(db: Executor, which: SQL | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    await publishSessionsEnded(tx, await deleteSessionRows(tx, which));
  });
}

/** Deletes sessions; their id hashes, for their sockets to be closed. */
async function deleteSessionRows(db: Executor, which: SQL | undefined): Promise<string[]> {
  const ended = await db.delete(sessions).where(which).returning({ idHash: sessions.idHash });
  return ended.map((s) => s.idHash);
}
