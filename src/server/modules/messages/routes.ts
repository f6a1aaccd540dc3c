import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam, successResponseSchema } from '@/contract/common';
import {
  conversationSchema,
  countSchema,
  messageSchema,
  vendorQuoteSchema,
} from '@/contract/message';
import { messageImageKind, UPLOAD_RULES } from '@/contract/upload';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { readUpload } from '../objects';
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
      messages.listConversations(
        app.db,
        requireUser(request),
        request.params.quoteId,
        requestLocale(request),
      ),
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
          "Multipart: text in `message` (or `messageText`), optional `image` (customer 5 MB, business 10 MB), optional `clientId` (at most 64 characters: the sender's own name for the message, echoed in its realtime event, never stored). The sender side comes from the session.",
        params: conversationParams,
        response: { 201: messageSchema, 413: errorResponseSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const message = await messages.sendMessage(
        { db: app.db, storage: app.storage, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
        async (side) => {
          const { bytes, fields } = await readUpload(request, {
            field: 'image',
            optional: true,
            ...UPLOAD_RULES[messageImageKind(side)],
          });
          return {
            text: fields.message ?? fields.messageText ?? '',
            image: bytes,
            clientId: fields.clientId,
          };
        },
      );
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
    async (request) =>
      messages.listVendorQuotes(app.db, requireUser(request), requestLocale(request)),
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
    async (request) => ({
      count: await messages.quoteUnreadCount(app.db, requireUser(request), request.params.quoteId),
    }),
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
      count: await messages.customerUnreadCount(app.db, requireUser(request)),
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
      count: await messages.vendorUnreadCount(app.db, requireUser(request)),
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
      async (request) => ({
        count: await messages.totalUnreadCount(app.db, requireUser(request)),
      }),
    );
  }
};
