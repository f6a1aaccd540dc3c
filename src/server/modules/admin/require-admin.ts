import type { FastifyRequest } from 'fastify';
import { forbidden } from '@/server/platform/errors';
import { requireUser, type SessionUser } from '@/server/platform/session';

/** The signed-in admin (an address in ADMIN_EMAILS): 401 for a visitor, 403 for anyone else. */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!request.server.config.adminEmails.has(user.email)) throw forbidden('Admins only.');
  return user;
}
