import type { FastifyRequest } from 'fastify';
import { forbidden } from '@/server/platform/errors';
import { isAdmin, requireUser, type SessionUser } from '@/server/platform/session';

/**
 * The signed-in admin (a verified address in ADMIN_EMAILS, checked at every request): 401 for a
 * visitor, 403 for anyone else.
 */
export function requireAdmin(request: FastifyRequest): SessionUser {
  const user = requireUser(request);
  if (!isAdmin(user, request.server.config.adminEmails)) throw forbidden('Admins only.');
  return user;
}
