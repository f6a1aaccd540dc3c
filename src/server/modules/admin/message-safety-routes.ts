import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  blockedWordChangeSchema,
  blockedWordInputSchema,
  blockedWordListSchema,
  heldMessageDecisionSchema,
  heldMessageListQuerySchema,
  heldMessageListResponseSchema,
  moderationActionSchema,
} from '@/contract/moderation';
import { access, errorResponses } from '@/server/platform/openapi';
import { addBlockedWord, listBlockedWords, removeBlockedWord } from './blocked-words';
import { approveHeldMessage, listHeldMessages, rejectHeldMessage } from './held-message-review';
import { requireAdmin } from './require-admin';

/** Message safety for admins (docs/decisions/028): the held messages' queue and blocked words. */
export const messageSafetyRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { tags: ['admin'], security: access.signedIn };
  const params = z.object({ id: idParam });

  app.get(
    '/api/admin/held-messages',
    {
      schema: {
        operationId: 'listHeldMessages',
        summary: 'Messages held for review: waiting ones first, oldest first, with their context',
        ...adminOnly,
        querystring: heldMessageListQuerySchema,
        response: { 200: heldMessageListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listHeldMessages(app.db, request.query.page);
    },
  );

  app.post(
    '/api/admin/held-messages/:id/approve',
    {
      schema: {
        operationId: 'approveHeldMessage',
        summary: 'Deliver a held message to the other side, as if sent now',
        ...adminOnly,
        params,
        response: { 200: heldMessageDecisionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      approveHeldMessage(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireAdmin(request),
        request.params.id,
      ),
  );

  app.post(
    '/api/admin/held-messages/:id/reject',
    {
      schema: {
        operationId: 'rejectHeldMessage',
        summary: 'Never deliver a held message; its sender sees it as not delivered',
        ...adminOnly,
        params,
        body: moderationActionSchema.pick({ reason: true }),
        response: { 200: heldMessageDecisionSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      rejectHeldMessage(app.db, requireAdmin(request), request.params.id, request.body.reason),
  );

  app.get(
    '/api/admin/blocked-words',
    {
      schema: {
        operationId: 'listBlockedWords',
        summary: 'The blocked words: a message holding one is held for review',
        ...adminOnly,
        response: { 200: blockedWordListSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return { words: await listBlockedWords(app.db) };
    },
  );

  app.post(
    '/api/admin/blocked-words',
    {
      schema: {
        operationId: 'addBlockedWord',
        summary: 'Block a word (or phrase), matched whole and whatever the case',
        ...adminOnly,
        body: blockedWordInputSchema,
        response: { 201: blockedWordChangeSchema, ...errorResponses(401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addBlockedWord(app.db, requireAdmin(request), request.body.word)),
  );

  app.delete(
    '/api/admin/blocked-words/:id',
    {
      schema: {
        operationId: 'removeBlockedWord',
        summary: 'Unblock a word',
        ...adminOnly,
        params,
        response: { 200: blockedWordChangeSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => removeBlockedWord(app.db, requireAdmin(request), request.params.id),
  );
};
