import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam, successResponseSchema } from '@/contract/common';
import {
  conversationSchema,
  countSchema,
  MESSAGE_MAX_LENGTH,
  MESSAGE_REQUIRED,
  messageSchema,
  vendorQuoteSchema,
} from '@/contract/message';
import { messageImageKind, UPLOAD_RULES } from '@/contract/upload';
import { badRequest, ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { attachOrDiscard, storeImage } from '../objects/object-service';
import { readUpload } from '../objects/upload';
import * as messages from './message-service';

const quoteParams = z.object({ quoteId: idParam });
const conversationParams = z.object({ quoteId: idParam, companyId: idParam });
const count = { 200: countSchema, ...ROW_ROUTE_ERRORS };

export const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/quotes/:quoteId/conversations',
    {
      schema: {
        operationId: 'listConversations',
        summary: "A quote's conversations, one per business (its owner)",
        tags: ['messages'],
        security: access.signedIn,
        params: quoteParams,
        response: { 200: z.array(conversationSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      messages.listConversations(app.db, requireUser(request), request.params.quoteId),
  );

  app.get(
    '/api/quotes/:quoteId/companies/:companyId/messages',
    {
      schema: {
        operationId: 'listMessages',
        summary: 'The messages of a conversation',
        tags: ['messages'],
        security: access.signedIn,
        params: conversationParams,
        response: { 200: z.array(messageSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      messages.listMessages(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
      ),
  );

  app.post(
    '/api/quotes/:quoteId/companies/:companyId/messages',
    {
      config: { rateLimit: app.config.rateLimits.messages },
      schema: {
        operationId: 'sendMessage',
        summary: 'Send a message (text and/or image) in a conversation',
        tags: ['messages'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: text in `message` (or `messageText`), optional `image` (customer 5 MB, business 10 MB). The sender side comes from the session.',
        params: conversationParams,
        response: { 201: messageSchema, 413: errorResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { quoteId, companyId } = request.params;
      const participation = await messages.requireParticipant(app.db, quoteId, companyId, user);
      const image = UPLOAD_RULES[messageImageKind(participation.side)];
      const { bytes, fields } = await readUpload(request, {
        field: 'image',
        optional: true,
        ...image,
      });
      const text = (fields.message ?? fields.messageText ?? '').trim();
      if (text.length > MESSAGE_MAX_LENGTH)
        throw badRequest(`Messages can be at most ${MESSAGE_MAX_LENGTH} characters.`);
      if (!text && !bytes) throw badRequest(MESSAGE_REQUIRED);
      const imageObjectId = bytes
        ? await storeImage(app.db, app.storage, user.id, bytes, image)
        : null;
      const send = () =>
        messages.sendMessage(
          { db: app.db, jobs: app.jobs, config: app.config },
          user,
          participation,
          quoteId,
          companyId,
          {
            text,
            imageObjectId,
          },
        );
      const message =
        imageObjectId === null
          ? await send()
          : await attachOrDiscard(app.db, app.storage, imageObjectId, send);
      return reply.status(201).send(message);
    },
  );

  app.post(
    '/api/quotes/:quoteId/companies/:companyId/messages/mark-read',
    {
      schema: {
        operationId: 'markConversationRead',
        summary: 'Mark a conversation read',
        tags: ['messages'],
        security: access.signedIn,
        params: conversationParams,
        response: { 200: successResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => {
      await messages.markConversationRead(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
      );
      return { success: true as const };
    },
  );

  app.get(
    '/api/vendor-quotes',
    {
      schema: {
        operationId: 'listVendorQuotes',
        summary: "The quotes sent to the user's businesses",
        tags: ['messages'],
        security: access.signedIn,
        response: { 200: z.array(vendorQuoteSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => messages.listVendorQuotes(app.db, requireUser(request)),
  );

  // The six unread counts of SPEC §7.
  app.get(
    '/api/quotes/:quoteId/unread-count',
    {
      schema: {
        operationId: 'getQuoteUnreadCount',
        summary: "Unread messages in a quote's conversations (its owner)",
        tags: ['messages'],
        security: access.signedIn,
        params: quoteParams,
        response: count,
      },
    },
    async (request) => {
      const user = requireUser(request);
      await messages.requireOwnQuoteId(app.db, user, request.params.quoteId);
      return { count: await messages.customerUnreadCount(app.db, user.id, request.params.quoteId) };
    },
  );
  app.get(
    '/api/quotes/:quoteId/companies/:companyId/unread-count',
    {
      schema: {
        operationId: 'getConversationUnreadCount',
        summary: 'Unread messages in one conversation',
        tags: ['messages'],
        security: access.signedIn,
        params: conversationParams,
        response: count,
      },
    },
    async (request) => ({
      count: await messages.conversationUnreadCount(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
      ),
    }),
  );
  app.get(
    '/api/user-quotes/unread-count',
    {
      schema: {
        operationId: 'getCustomerUnreadCount',
        summary: "Unread messages in all the user's quotes",
        tags: ['messages'],
        security: access.signedIn,
        response: count,
      },
    },
    async (request) => ({
      count: await messages.customerUnreadCount(app.db, requireUser(request).id),
    }),
  );
  app.get(
    '/api/vendor-quotes/unread-count',
    {
      schema: {
        operationId: 'getVendorUnreadCount',
        summary: "Unread messages to all the user's businesses",
        tags: ['messages'],
        security: access.signedIn,
        response: count,
      },
    },
    async (request) => ({
      count: await messages.vendorUnreadCount(app.db, requireUser(request).id),
    }),
  );
  for (const [url, operationId] of [
    ['/api/users/unread-messages-count', 'getUserUnreadMessagesCount'],
    ['/api/messages/unread-count', 'getUnreadMessagesCount'],
  ] as const) {
    app.get(
      url,
      {
        schema: {
          operationId,
          summary: 'Unread messages to the user, as a customer and as a business',
          tags: ['messages'],
          security: access.signedIn,
          response: count,
        },
      },
      async (request) => {
        const user = requireUser(request);
        const [asCustomer, asVendor] = await Promise.all([
          messages.customerUnreadCount(app.db, user.id),
          messages.vendorUnreadCount(app.db, user.id),
        ]);
        return { count: asCustomer + asVendor };
      },
    );
  }
};
