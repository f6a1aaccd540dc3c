import { z } from 'zod';
import { isRealDay, singleLine } from './common';

/**
 * Invoices and the payment ledger (issue 35, docs/payments.md). Money is integer cents; what is
 * paid and what is due are derived from the ledger, never stored.
 */

export const INVOICE_STATUSES = [
  'draft',
  'sent',
  'partly_paid',
  'paid',
  'void',
  'refunded',
  /** A card payment's dispute (chargeback) is open; the ledger decides the status once it closes. */
  'disputed',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const LEDGER_KINDS = ['payment', 'refund', 'fee', 'payout'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];
export const PAYMENT_METHODS = ['cash', 'check', 'bank_transfer', 'other', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
/** What a person may record by hand: a card payment only ever comes from the provider. */
export const OFFLINE_METHODS = ['cash', 'check', 'bank_transfer', 'other'] as const;
export type OfflineMethod = (typeof OFFLINE_METHODS)[number];

/** Only US dollars for now: estimates are in USD. */
export const INVOICE_CURRENCY = 'USD';
export const MAX_INVOICE_LINES = 50;
export const MAX_LINE_UNIT_CENTS = 100_000_000;
export const MAX_LINE_QUANTITY = 10_000;
/** Basis points: 10000 is 100 %. */
export const MAX_TAX_RATE_BP = 10_000;
export const MAX_INVOICE_CENTS = 1_000_000_000;
export const MAX_NOTE_LENGTH = 2000;

// Every user-visible message.
export const INVOICE_NOT_FOUND_MESSAGE = 'Invoice not found';
export const INVOICE_BUSINESS_ONLY_MESSAGE = 'Only the business can do this.';
export const INVOICE_CUSTOMER_ONLY_MESSAGE = 'Only the customer can do this.';
export const NOT_HIRED_MESSAGE = 'Only the hired business can invoice this job.';
export const NO_ESTIMATE_MESSAGE = 'Send an estimate before invoicing.';
export const NOT_DRAFT_MESSAGE = 'Only a draft invoice can be changed or sent.';
export const NOTHING_DUE_MESSAGE = 'An invoice must total more than $0.';
export const NOT_PAYABLE_MESSAGE = 'This invoice is not open for payment.';
export const OVER_BALANCE_MESSAGE = 'The amount is more than the balance due.';
export const HAS_PAYMENTS_MESSAGE = 'An invoice with payments cannot be voided.';
export const ALREADY_VOID_MESSAGE = 'This invoice is already void.';
export const DISCOUNT_TOO_HIGH_MESSAGE = 'The discount cannot be more than the lines’ total.';
export const TOTAL_TOO_HIGH_MESSAGE = 'An invoice can total at most $10,000,000.';
export const CLAIM_OPEN_MESSAGE = 'You already told the business you paid. It will confirm it.';
export const CLAIM_NOT_FOUND_MESSAGE = 'Payment notice not found';
export const CLAIM_DONE_MESSAGE = 'This payment was already confirmed.';
export const DECLINE_REASON_MESSAGE = 'Tell the customer why (1 to 500 characters).';
export const LINE_DESCRIPTION_MESSAGE = 'Describe each line (1 to 500 characters).';
export const QUANTITY_MESSAGE = 'Enter a quantity from 0.01 to 10,000, with at most two decimals.';
export const UNIT_PRICE_MESSAGE = 'Enter a unit price from $0 to $1,000,000, in whole cents.';
export const LINES_MESSAGE = 'An invoice has from 1 to 50 lines.';
export const TAX_RATE_MESSAGE = 'Enter a tax rate from 0 to 10000 basis points (0 % to 100 %).';
export const DISCOUNT_MESSAGE = 'Enter a discount in whole cents, 0 or more.';
export const AMOUNT_MESSAGE = 'Enter an amount of at least 1 cent, in whole cents.';
export const NOTE_MESSAGE = 'Keep notes under 2000 characters.';
export const REFERENCE_MESSAGE = 'Keep the reference under 200 characters.';
export const DATE_MESSAGE = 'Use a date like 2030-05-31.';
export const FUTURE_PAYMENT_MESSAGE = 'A payment cannot be dated in the future.';
export const METHOD_MESSAGE = 'Choose how it was paid: cash, check, bank transfer or other.';
export const BELOW_DEPOSIT_MESSAGE = 'The invoice must total at least the deposit it deducts.';
export const DEPOSIT_DEDUCTED_MESSAGE =
  'This deposit is deducted on another invoice: void that invoice first.';

const cents = (message: string, min: number, max: number) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

const isoDate = z
  .string({ error: DATE_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
  .refine(isRealDay, DATE_MESSAGE);

export const invoiceLineInputSchema = z.object({
  description: singleLine({ error: LINE_DESCRIPTION_MESSAGE })
    .min(1, LINE_DESCRIPTION_MESSAGE)
    .max(500, LINE_DESCRIPTION_MESSAGE),
  /** Up to two decimals (hours of an hourly estimate). */
  quantity: z
    .number({ error: QUANTITY_MESSAGE })
    .min(0.01, QUANTITY_MESSAGE)
    .max(MAX_LINE_QUANTITY, QUANTITY_MESSAGE)
    .refine((q) => Math.abs(q * 100 - hundredthsOf(q)) < 1e-6, QUANTITY_MESSAGE),
  unitPriceCents: cents(UNIT_PRICE_MESSAGE, 0, MAX_LINE_UNIT_CENTS),
});
export type InvoiceLineInput = z.infer<typeof invoiceLineInputSchema>;

/** PUT /api/invoices/:id: the whole editable part of a draft. */
export const invoiceInputSchema = z.object({
  lines: z
    .array(invoiceLineInputSchema, { error: LINES_MESSAGE })
    .min(1, LINES_MESSAGE)
    .max(MAX_INVOICE_LINES, LINES_MESSAGE),
  taxRateBp: cents(TAX_RATE_MESSAGE, 0, MAX_TAX_RATE_BP),
  discountCents: cents(DISCOUNT_MESSAGE, 0, MAX_INVOICE_CENTS),
  notes: z.string({ error: NOTE_MESSAGE }).trim().max(MAX_NOTE_LENGTH, NOTE_MESSAGE),
  /** YYYY-MM-DD, or null: due on receipt. */
  dueDate: isoDate.nullable(),
});
export type InvoiceInput = z.infer<typeof invoiceInputSchema>;

/** POST …/invoices: everything is copied from the accepted estimate; a due date may be given. */
export const createInvoiceSchema = z.object({ dueDate: isoDate.nullable().optional() });

/** POST /api/invoices/:id/payments: a payment the business received outside QuoteLocal. */
export const offlinePaymentSchema = z.object({
  method: z.enum(OFFLINE_METHODS, { error: METHOD_MESSAGE }),
  amountCents: cents(AMOUNT_MESSAGE, 1, MAX_INVOICE_CENTS),
  /** The day it was received (YYYY-MM-DD), not after today (UTC + 1 day, for the Americas' evening). */
  receivedOn: isoDate.refine(
    (d) => d <= new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
    FUTURE_PAYMENT_MESSAGE,
  ),
  reference: singleLine({ error: REFERENCE_MESSAGE }).max(200, REFERENCE_MESSAGE).default(''),
});
export type OfflinePayment = z.infer<typeof offlinePaymentSchema>;

/** POST /api/invoices/:id/payment-claims: the customer says "I paid" (the balance unless told). */
export const paymentClaimInputSchema = z.object({
  note: z.string({ error: NOTE_MESSAGE }).trim().max(MAX_NOTE_LENGTH, NOTE_MESSAGE).default(''),
  method: z.enum(OFFLINE_METHODS, { error: METHOD_MESSAGE }).default('other'),
  amountCents: cents(AMOUNT_MESSAGE, 1, MAX_INVOICE_CENTS).optional(),
});

/** POST …/payment-claims/:claimId/decline: the business did not get that money; the customer is told why. */
export const declineClaimSchema = z.object({
  reason: singleLine({ error: DECLINE_REASON_MESSAGE })
    .min(1, DECLINE_REASON_MESSAGE)
    .max(500, DECLINE_REASON_MESSAGE),
});

export const invoiceLineSchema = z.object({
  description: z.string(),
  quantity: z.number(),
  unitPriceCents: z.number().int(),
  /** unitPriceCents × quantity, rounded half up to a cent. */
  amountCents: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  amountCents: z.number().int(),
  currency: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  /** YYYY-MM-DD: the day the money moved, as recorded. */
  receivedOn: z.string(),
  recordedAt: z.string(),
});

export const paymentClaimSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  method: z.enum(OFFLINE_METHODS),
  note: z.string(),
  createdAt: z.string(),
  /** Set when the business confirmed it: it is then a ledger payment. */
  confirmedAt: z.string().nullable(),
});

export const invoiceSchema = z.object({
  id: z.number().int(),
  /** INV-YYYY-NNNN: per business, without gaps. */
  number: z.string(),
  quoteId: z.number().int(),
  companyId: z.number().int(),
  companyName: z.string(),
  customerId: z.number().int(),
  estimateId: z.number().int().nullable(),
  /** The deposit invoiced at hire (docs/decisions/096): one line, sent at once. */
  isDeposit: z.boolean(),
  /** The deposit invoice this one deducts (its total, after the tax), or null. */
  depositInvoiceId: z.number().int().nullable(),
  depositCreditCents: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  currency: z.string(),
  lines: z.array(invoiceLineSchema),
  taxRateBp: z.number().int(),
  discountCents: z.number().int(),
  subtotalCents: z.number().int(),
  taxCents: z.number().int(),
  /** Lines less the discount, plus the tax, less the deposit deducted. */
  totalCents: z.number().int(),
  /** Payments minus refunds in the ledger. */
  paidCents: z.number().int(),
  balanceCents: z.number().int(),
  notes: z.string(),
  dueDate: z.string().nullable(),
  sentAt: z.string().nullable(),
  voidedAt: z.string().nullable(),
  createdAt: z.string(),
  ledger: z.array(ledgerEntrySchema),
  /** Its business takes card payments: Stripe said its connected account may take charges. */
  acceptsCards: z.boolean(),
  claims: z.array(paymentClaimSchema),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A quantity's hundredths, exactly (0.29 × 100 is 28.999… in floating point). */
export function hundredthsOf(quantity: number): number {
  return Math.round(quantity * 100);
}

/** a × b / d rounded half up, for non-negative integers, exactly (BigInt: no 2^53 limit). */
export function mulDivRoundingHalfUp(a: number, b: number, d: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(d);
  return Number((2n * product + divisor) / (2n * divisor));
}

/**
 * The invoice's figures (docs/payments.md): each line is its unit price times its quantity,
 * rounded half up to a cent; the discount comes off the lines' sum; the tax is the rate of what is
 * left, rounded half up once for the whole invoice; a deposit invoiced at hire comes off the end
 * (docs/decisions/096). Integers throughout.
 */
export function invoiceTotals(input: {
  lines: ReadonlyArray<Pick<InvoiceLine, 'quantity' | 'unitPriceCents'>>;
  taxRateBp: number;
  discountCents: number;
  depositCreditCents?: number;
}) {
  const amounts = input.lines.map((line) =>
    mulDivRoundingHalfUp(line.unitPriceCents, hundredthsOf(line.quantity), 100),
  );
  const subtotalCents = amounts.reduce((sum, amount) => sum + amount, 0);
  const taxable = Math.max(subtotalCents - input.discountCents, 0);
  const taxCents = mulDivRoundingHalfUp(taxable, input.taxRateBp, 10_000);
  const totalCents = taxable + taxCents - (input.depositCreditCents ?? 0);
  return { amounts, subtotalCents, taxCents, totalCents };
}
