import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  credentialQueueSchema,
  credentialSchema,
  rejectCredentialSchema,
  verifyCredentialSchema,
} from '@/contract/credential';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireAdmin } from '../admin';
import { pendingCredentials, rejectCredential, verifyCredential } from './credential-review';

const params = z.object({ id: idParam });
const decisionErrors = errorResponses(400, 401, 403, 404, 409);

/** The admins' verification queue (issue 36): pending submissions, verified or rejected. */
export const credentialAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/credentials',
    {
      schema: {
        operationId: 'listPendingCredentials',
        summary: 'Credentials waiting for verification, oldest first (admins)',
        tags: ['admin'],
        security: access.signedIn,
        response: { 200: credentialQueueSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { credentials: await pendingCredentials(app.db) };
    },
  );

  app.post(
    '/api/admin/credentials/:id/verify',
    {
      schema: {
        operationId: 'verifyCredential',
        summary: 'Mark a pending credential verified: the day checked and how (admins)',
        tags: ['admin'],
        security: access.signedIn,
        params,
        body: verifyCredentialSchema,
        response: { 200: credentialSchema, ...decisionErrors },
      },
    },
    async (request) =>
      verifyCredential(app, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/api/admin/credentials/:id/reject',
    {
      schema: {
        operationId: 'rejectCredential',
        summary: 'Reject a pending credential; the reason is e-mailed to the business (admins)',
        tags: ['admin'],
        security: access.signedIn,
        params,
        body: rejectCredentialSchema,
        response: { 200: credentialSchema, ...decisionErrors },
      },
    },
    async (request) =>
      rejectCredential(app, requireAdmin(request), request.params.id, request.body),
  );
};
