import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors';

export const NUL_REFUSED = 'Text may not contain NUL characters.';

/**
 * PostgreSQL text cannot hold a NUL character: refuse one anywhere in the path parameters, query
 * or JSON body up front (400) instead of failing in the database (500). Multipart text fields are
 * read later, by the route, and checked there with `containsNul`.
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request, reply) => {
    if ([request.params, request.query, request.body].some(containsNul)) {
      return reply.status(400).send(errorBody(NUL_REFUSED));
    }
  });
}

/** Whether a string, or any key or string inside a parsed body, holds a NUL (walked without recursion: bodies can nest deeply). */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (typeof item === 'object' && item !== null && !Buffer.isBuffer(item)) {
      for (const [key, inner] of Object.entries(item)) pending.push(key, inner);
    }
  }
  return false;
}
