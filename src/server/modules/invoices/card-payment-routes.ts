import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDisputeSchema,
  checkoutSchema,
  onboardingLinkSchema,
  paymentAccountSchema,
  refundInputSchema,
  refundSchema,
} from '@/contract/card-payment';
import { errorResponseSchema, idParam } from '@/contract/common';
import { forbidden, ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { isAdmin, requireUser } from '@/server/platform/session';
import {
  getPaymentAccount,
  listDisputes,
  refundCardPayments,
  startCheckout,
  startOnboarding,
} from './card-payment-service';
import { receiveStripeEvent } from './stripe-webhooks';

const tags = ['payments'];
const security = access.signedIn;
const idParams = z.object({ id: idParam });
const OFF =
  'Without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET card payments are off and this answers 404.';

/** Card payments through Stripe Connect (docs/payments.md); off unless configured. */
export const cardPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:id/payment-account',
    {
      schema: {
        operationId: 'getPaymentAccount',
        summary: "The business's Stripe account: not connected, pending or active (its owner)",
        description: `${OFF} Anyone but the owner gets 403 (404 for no such business).`,
        tags,
        security,
        params: idParams,
        response: { 200: paymentAccountSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      getPaymentAccount(
        { db: app.db, config: app.config },
        requireUser(request),
        request.params.id,
      ),
  );

  app.post(
    '/api/companies/:id/payment-account',
    {
      schema: {
        operationId: 'startPaymentOnboarding',
        summary: 'Connect the business to Stripe: its onboarding link (its owner)',
        description: `${OFF} The connected account is made once per business; each call returns a fresh single-use onboarding link. Its status changes when Stripe's \`account.updated\` webhook says so.`,
        tags,
        security,
        params: idParams,
        response: { 200: onboardingLinkSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      startOnboarding({ db: app.db, config: app.config }, requireUser(request), request.params.id),
  );

  app.post(
    '/api/invoices/:id/checkout',
    {
      schema: {
        operationId: 'startInvoiceCheckout',
        summary: "Pay the invoice's balance by card through Stripe Checkout (the customer)",
        description: `${OFF} The address of the Checkout page (the same while it is open and the balance unchanged). The business gets the payment less the platform fee; the invoice changes only when Stripe's webhook confirms the payment. 409 when the invoice is not open for payment or its business takes no card payments.`,
        tags,
        security,
        params: idParams,
        response: { 201: checkoutSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await startCheckout(
            { db: app.db, config: app.config },
            requireUser(request),
            request.params.id,
          ),
        ),
  );

  app.post(
    '/api/invoices/:id/refunds',
    {
      schema: {
        operationId: 'refundInvoiceCardPayments',
        summary: 'Refund card payments of an invoice, all or part (the business or an admin)',
        description: `${OFF} Newest payment first; the same \`idempotencyKey\` again refunds once. Stripe's answer is returned (202); the ledger shows the refund when Stripe's webhook confirms it. 409 when more is asked than is left to refund.`,
        tags,
        security,
        params: idParams,
        body: refundInputSchema,
        response: { 202: z.array(refundSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await refundCardPayments(
            { db: app.db, config: app.config },
            requireUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.get(
    '/api/admin/disputes',
    {
      schema: {
        operationId: 'listCardDisputes',
        summary: 'Open card disputes, oldest first (admins)',
        tags: ['admin'],
        security,
        response: {
          200: z.array(adminDisputeSchema),
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request) => {
      if (!isAdmin(requireUser(request), app.config.adminEmails)) throw forbidden('Admins only.');
      return listDisputes(app.db);
    },
  );

  // Stripe's webhook reads its body as the bytes that were signed.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    raw.post(
      '/api/webhooks/stripe',
      {
        schema: {
          operationId: 'receiveStripeWebhook',
          summary: "Stripe's events (Stripe only: signed with STRIPE_WEBHOOK_SECRET)",
          description: `${OFF} A bad \`Stripe-Signature\` is 400 and changes nothing. Each event is applied once by its id; an event about a payment not yet known is 503 (Stripe sends it again).`,
          tags,
          security: access.anyone,
          response: {
            200: z.object({ received: z.literal(true), duplicate: z.boolean() }),
            400: errorResponseSchema,
            404: errorResponseSchema,
            503: errorResponseSchema,
          },
        },
      },
      async (request) =>
        receiveStripeEvent(
          { db: app.db, config: app.config },
          request.body as Buffer,
          request.headers['stripe-signature'] as string | undefined,
        ),
    );
  });
};
