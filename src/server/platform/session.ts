import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, gt, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { sessions, users } from '../db/schema';
import { hashSecret, newSecret } from './tokens';
import { unauthorized } from './errors';
import { publishSessionsEnded } from './realtime';

export const SESSION_COOKIE = 'ql_session';
const PERSISTENT_SESSION_MS = 30 * 24 * 60 * 60 * 1000;
/** A browser-session cookie still needs a server-side end. */
const BROWSER_SESSION_MS = 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Resolves the session cookie into `request.user` once per request. */
export function registerSessions(app: FastifyInstance): void {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return;
    const [row] = await app.db
      .select({ user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.idHash, hashSecret(token)), gt(sessions.expiresAt, new Date())))
      .limit(1);
    request.user = row?.user ?? null;
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * Starts a fresh session (a new id on every login: no fixation), ending the one the browser had in
 * the same transaction: a sign-in that fails half-way leaves the browser signed in as before.
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
  await db.transaction(async (tx) => {
    if (previous) await deleteSessions(tx, eq(sessions.idHash, hashSecret(previous)));
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

export async function deleteExpiredSessions(db: Executor): Promise<void> {
  await deleteSessions(db, lt(sessions.expiresAt, new Date()));
}

/** Every way a session ends: its row goes, and so do the sockets it opened, on every node. */
async function deleteSessions(db: Executor, which: SQL | undefined): Promise<void> {
  await db.transaction(async (tx) => {
    const ended = await tx.delete(sessions).where(which).returning({ idHash: sessions.idHash });
    await publishSessionsEnded(
      tx,
      ended.map((s) => s.idHash),
    );
  });
}
