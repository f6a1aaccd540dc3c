import type { Database } from '@/server/db/client';
import { sessions } from '@/server/db/schema';
import { SESSION_COOKIE } from '@/server/platform/session';
import { newSecret } from '@/server/platform/tokens';
import { createUser, FACTORY_PASSWORD } from './factories';
import type { Agent, TestApp } from './test-app';

/**
 * Signs an agent in as a user without the cost of a password check: a session row as login
 * makes it, and its cookie. For tests about what a signed-in user may do, not about login.
 */
export async function signInAs<A extends Agent>(
  db: Database,
  agent: A,
  userId: number,
): Promise<A> {
  agent.cookies.set(SESSION_COOKIE, await newSessionToken(db, userId));
  return agent;
}

/** The same session for a client that is not an agent: its `Cookie` header. */
export const sessionCookieFor = async (db: Database, userId: number): Promise<string> =>
  `${SESSION_COOKIE}=${await newSessionToken(db, userId)}`;

/** A session row as login makes it (an hour long), and its token. */
async function newSessionToken(db: Database, userId: number): Promise<string> {
  const { token, hash } = newSecret();
  await db.insert(sessions).values({
    idHash: hash,
    userId,
    persistent: false,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  return token;
}

/** An agent signed in through the login route, like a browser, as a user the factories made. */
export async function logInAs(t: TestApp, email: string): Promise<Agent> {
  const agent = t.agent();
  await agent.post('/api/auth/login', { email, password: FACTORY_PASSWORD });
  return agent;
}

/** A new user (of these details), signed in through the login route like a browser. */
export async function loggedIn(t: TestApp, overrides: Parameters<typeof createUser>[1] = {}) {
  const user = await createUser(t.app.db, overrides);
  return { agent: await logInAs(t, user.email), user };
}
