import type { Database } from '../../src/server/db/client';
import { sessions } from '../../src/server/db/schema';
import { SESSION_COOKIE } from '../../src/server/platform/session';
import { newSecret } from '../../src/server/platform/tokens';
import type { Agent } from './test-app';

/**
 * Signs an agent in as a user without the cost of a password check: a session row as login
 * makes it, and its cookie. For tests about what a signed-in user may do, not about login.
 */
export async function signInAs<A extends Agent>(
  db: Database,
  agent: A,
  userId: number,
): Promise<A> {
  const { token, hash } = newSecret();
  await db.insert(sessions).values({
    idHash: hash,
    userId,
    persistent: false,
    expiresAt: new Date(Date.now() + 60 * 60 * 1000),
  });
  agent.cookies.set(SESSION_COOKIE, token);
  return agent;
}
