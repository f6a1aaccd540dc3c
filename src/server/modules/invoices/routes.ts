import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  createInvoiceSchema,
  declineClaimSchema,
  invoiceInputSchema,
  invoiceSchema,
  offlinePaymentSchema,
  paymentClaimInputSchema,
} from '@/contract/invoice';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access, bytesBody } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import {
  claimPayment,
  confirmClaim,
  createInvoice,
  declineClaim,
  getInvoice,
  getInvoicePdf,
  listQuoteInvoices,
  recordOfflinePayment,
  sendInvoice,
  updateInvoice,
  voidInvoice,
} from './invoice-service';

const tags = ['invoices'];
const security = access.signedIn;
const invoiceParams = z.object({ id: idParam });
const claimParams = z.object({ id: idParam, claimId: idParam });
const PARTIES =
  "Only the invoice's two parties see it: its business's owner, and its customer once it is sent; anyone else gets 404.";

export const invoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/quotes/:quoteId/companies/:companyId/invoices',
    {
      schema: {
        operationId: 'createInvoice',
        summary: 'Turn the accepted estimate into a draft invoice (the hired business)',
        description:
          "The hired company's owner, in one step: the lines are copied from its last estimate (a range at its low end, hourly as hours × rate), the number is the company's next `INV-YYYY-NNNN` of the year, without gaps. The customer gets 403; a business not hired, or without an estimate, 409.",
        tags,
        security,
        params: z.object({ quoteId: idParam, companyId: idParam }),
        body: createInvoiceSchema.optional(),
        response: { 201: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(
        app.db,
        requireUser(request),
        request.params.quoteId,
        request.params.companyId,
        request.body?.dueDate ?? null,
      );
      return reply.status(201).send(invoice);
    },
  );

  app.get(
    '/api/quotes/:quoteId/invoices',
    {
      schema: {
        operationId: 'listQuoteInvoices',
        summary:
          "A quote's invoices (its customer: all sent ones; a business: its own, drafts too)",
        tags,
        security,
        params: z.object({ quoteId: idParam }),
        response: { 200: z.array(invoiceSchema), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => listQuoteInvoices(app.db, requireUser(request), request.params.quoteId),
  );

  app.get(
    '/api/invoices/:id',
    {
      schema: {
        operationId: 'getInvoice',
        summary: 'One invoice, with its lines, totals, ledger entries and payment notices',
        description: `${PARTIES} Paid and balance are derived from the ledger; amounts in integer cents.`,
        tags,
        security,
        params: invoiceParams,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => getInvoice(app.db, requireUser(request), request.params.id),
  );

  app.get(
    '/api/invoices/:id/pdf',
    {
      schema: {
        operationId: 'getInvoicePdf',
        summary: 'One invoice as a PDF, in the reader’s language',
        description: `${PARTIES} Both parties, the lines, tax, discount, payments and balance.`,
        tags,
        security,
        params: invoiceParams,
        response: {
          200: {
            description: 'The invoice (application/pdf)',
            content: { 'application/pdf': { schema: bytesBody } },
          },
          ...ROW_ROUTE_ERRORS,
        },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await getInvoicePdf(
        { db: app.db, storage: app.storage },
        requireUser(request),
        request.params.id,
        requestLocale(request),
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${number}.pdf"`)
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.put(
    '/api/invoices/:id',
    {
      schema: {
        operationId: 'updateInvoice',
        summary: 'Rewrite a draft invoice (the business)',
        description:
          'Lines (quantity with up to two decimals, unit price in cents), tax rate in basis points, discount in cents (at most the lines’ total), notes and due date. Only a draft: otherwise 409.',
        tags,
        security,
        params: invoiceParams,
        body: invoiceInputSchema,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => updateInvoice(app.db, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/api/invoices/:id/send',
    {
      schema: {
        operationId: 'sendInvoice',
        summary: 'Send a draft invoice to the customer (the business)',
        description:
          'The invoice becomes `sent` and the customer gets it by e-mail in their language (by their quote e-mail setting). 409 unless a draft totalling more than $0.',
        tags,
        security,
        params: invoiceParams,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      sendInvoice(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.id,
      ),
  );

  app.post(
    '/api/invoices/:id/void',
    {
      schema: {
        operationId: 'voidInvoice',
        summary: 'Void an invoice without payments (the business)',
        description: 'Its number stays taken. 409 when already void or when payments are recorded.',
        tags,
        security,
        params: invoiceParams,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) => voidInvoice(app.db, requireUser(request), request.params.id),
  );

  app.post(
    '/api/invoices/:id/payments',
    {
      schema: {
        operationId: 'recordOfflinePayment',
        summary: 'Record a payment received outside QuoteLocal (the business)',
        description:
          'Cash, check, bank transfer or other: amount in cents (at most the balance), the day received, a reference. The invoice becomes `partly_paid` or `paid`. 409 unless sent or partly paid.',
        tags,
        security,
        params: invoiceParams,
        body: offlinePaymentSchema,
        response: { 201: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordOfflinePayment(app.db, requireUser(request), request.params.id, request.body),
        ),
  );

  app.post(
    '/api/invoices/:id/payment-claims',
    {
      schema: {
        operationId: 'claimInvoicePayment',
        summary: 'Tell the business "I paid" (the customer)',
        description:
          "A note, how it was paid and the amount (the balance when absent). One open notice at a time (409). Its business's owner is e-mailed (by their quote e-mail setting) and confirms it, which records the payment.",
        tags,
        security,
        params: invoiceParams,
        body: paymentClaimInputSchema,
        response: { 201: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await claimPayment(
            { db: app.db, jobs: app.jobs, config: app.config },
            requireUser(request),
            request.params.id,
            request.body,
          ),
        ),
  );

  app.post(
    '/api/invoices/:id/payment-claims/:claimId/confirm',
    {
      schema: {
        operationId: 'confirmInvoicePayment',
        summary: 'Confirm the customer\'s "I paid" (the business)',
        description:
          'The notice becomes a ledger payment of its amount, dated the day it was sent. 409 when already confirmed or when the invoice is no longer open.',
        tags,
        security,
        params: claimParams,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      confirmClaim(app.db, requireUser(request), request.params.id, request.params.claimId),
  );

  app.post(
    '/api/invoices/:id/payment-claims/:claimId/decline',
    {
      schema: {
        operationId: 'declineInvoicePayment',
        summary: 'Decline the customer\'s "I paid" with a reason (the business)',
        description:
          'The money did not arrive (or was already recorded by hand): the open notice is removed, nothing reaches the ledger, the customer may tell of a payment again and is e-mailed the reason in their language (by their quote e-mail setting). 409 when already confirmed.',
        tags,
        security,
        params: claimParams,
        body: declineClaimSchema,
        response: { 200: invoiceSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      declineClaim(
        { db: app.db, jobs: app.jobs, config: app.config },
        requireUser(request),
        request.params.id,
        request.params.claimId,
        request.body.reason,
      ),
  );
};
