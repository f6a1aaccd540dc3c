import { z } from 'zod';

/**
 * Card payments through Stripe Connect (issue 35, docs/payments.md): a business connects its
 * account, the customer pays an invoice's balance through Stripe Checkout, refunds and disputes.
 * Money in the ledger changes only from Stripe's verified webhooks.
 */

export const DISPUTE_STATUSES = ['open', 'won', 'lost'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

// Every user-visible message.
export const CARD_PAYMENTS_OFF_MESSAGE = 'Card payments are not available on this site.';
export const NOT_CONNECTED_MESSAGE = 'This business does not take card payments yet.';
export const NOTHING_TO_REFUND_MESSAGE = 'There is no card payment of that much to refund.';
export const REFUND_AMOUNT_MESSAGE = 'Enter an amount of at least 1 cent, in whole cents.';
export const REFUND_KEY_MESSAGE = 'Send a new random idempotency key (a UUID) with each refund.';
export const BAD_SIGNATURE_MESSAGE = 'Invalid webhook signature';

/** GET/POST /api/companies/:id/payment-account: the business's Stripe account, as last heard. */
export const paymentAccountSchema = z.object({
  /** `not_connected` before onboarding; `pending` until Stripe lets it take charges. */
  status: z.enum(['not_connected', 'pending', 'active']),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  detailsSubmitted: z.boolean(),
});
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** POST /api/companies/:id/payment-account: where to send the owner to finish onboarding. */
export const onboardingLinkSchema = paymentAccountSchema.extend({
  onboardingUrl: z.string(),
});

/** POST /api/invoices/:id/checkout: the Stripe Checkout page for the balance. */
export const checkoutSchema = z.object({
  url: z.string(),
  amountCents: z.number().int(),
  expiresAt: z.string(),
});

/** POST /api/invoices/:id/refunds: the whole card payments or a part of them. */
export const refundInputSchema = z.object({
  /** Absent: everything paid by card and not yet refunded. */
  amountCents: z
    .number({ error: REFUND_AMOUNT_MESSAGE })
    .int(REFUND_AMOUNT_MESSAGE)
    .min(1, REFUND_AMOUNT_MESSAGE)
    .optional(),
  /** The same key for a retried request: Stripe then refunds once. */
  idempotencyKey: z.uuid({ error: REFUND_KEY_MESSAGE }),
});

/** The refund Stripe accepted; the ledger shows it when Stripe's webhook confirms it. */
export const refundSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
});

export const disputeSchema = z.object({
  id: z.string(),
  status: z.enum(DISPUTE_STATUSES),
  amountCents: z.number().int(),
  reason: z.string(),
  openedAt: z.string(),
});

/** GET /api/admin/disputes: open card disputes, oldest first. */
export const adminDisputeSchema = disputeSchema.extend({
  invoiceId: z.number().int(),
  invoiceNumber: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  customerId: z.number().int(),
});
