import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  reviewInvitationAcceptedSchema,
  reviewInvitationInputSchema,
  reviewInvitationLandingSchema,
  reviewInvitationListSchema,
  reviewInvitationSchema,
} from '@/contract/review-invitation';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { access, errorResponses } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import * as invitations from './invitation-service';

const tokenParam = z.object({ token: z.string().min(1).max(100) });

/** Review invitations (decision 102): sent and listed by the business, used by the invitee. */
export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies/:id/review-invitations',
    {
      schema: {
        operationId: 'sendReviewInvitation',
        summary: 'Invite a past customer to review the business by e-mail (its owner)',
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: reviewInvitationInputSchema,
        response: { 201: reviewInvitationSchema, ...ROW_ROUTE_ERRORS, ...errorResponses(429) },
      },
    },
    async (request, reply) => {
      const sent = await invitations.sendInvitation(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send(sent);
    },
  );

  app.get(
    '/api/companies/:id/review-invitations',
    {
      schema: {
        operationId: 'listReviewInvitations',
        summary: "The business's review invitations and their state (its owner)",
        tags: ['ratings'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        response: { 200: reviewInvitationListSchema, ...errorResponses(403, 404) },
      },
    },
    async (request) =>
      invitations.listCompanyInvitations(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/api/review-invitations/:token',
    {
      schema: {
        operationId: 'getReviewInvitation',
        summary: 'The business a review invitation link is from, while the link can be used',
        tags: ['ratings'],
        security: access.anyoneOrSignedIn,
        params: tokenParam,
        response: { 200: reviewInvitationLandingSchema, ...errorResponses(404) },
      },
    },
    async (request) =>
      invitations.viewInvitation(app.db, request.user ?? null, request.params.token),
  );

  app.post(
    '/api/review-invitations/:token/accept',
    {
      schema: {
        operationId: 'acceptReviewInvitation',
        summary: 'Use a review invitation link: the signed-in user may then review the business',
        tags: ['ratings'],
        security: access.signedIn,
        params: tokenParam,
        response: { 200: reviewInvitationAcceptedSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      invitations.acceptInvitation(app.db, requireUser(request), request.params.token),
  );
};
