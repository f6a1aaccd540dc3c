import { type InvoiceStatus, invoiceTotals } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import { latestOpenDispute } from './card-payment-repository';
import {
  findInvoiceParts,
  type InvoiceRow,
  type LedgerRow,
  updateInvoiceRow,
} from './invoice-repository';

/** Payments minus refunds: fees and payouts move the business's money, not the customer's debt. */
export function paidFromLedger(entries: ReadonlyArray<Pick<LedgerRow, 'kind' | 'amountCents'>>) {
  return entries.reduce(
    (sum, e) =>
      sum + (e.kind === 'payment' ? e.amountCents : e.kind === 'refund' ? -e.amountCents : 0),
    0,
  );
}

/**
 * What an open invoice's status is from its ledger and disputes: `disputed` while a dispute is
 * open, then `paid`, `partly_paid`, `refunded` (payments all given back) or `sent`.
 */
export function statusFromLedger(input: {
  totalCents: number;
  paidCents: number;
  hasPayments: boolean;
  openDispute: boolean;
}): InvoiceStatus {
  if (input.openDispute) return 'disputed';
  if (input.paidCents >= input.totalCents && input.paidCents > 0) return 'paid';
  if (input.paidCents > 0) return 'partly_paid';
  return input.hasPayments ? 'refunded' : 'sent';
}

/**
 * Writes a locked invoice's status as its ledger now says, after every change to its money (an
 * offline payment, a confirmed "I paid", a card payment, refund or dispute). A draft or void
 * invoice keeps its status (the nightly ledger check reports money on it).
 */
export async function settleStatus(tx: Executor, invoice: InvoiceRow): Promise<void> {
  if (invoice.status === 'void' || invoice.status === 'draft') return;
  const parts = await findInvoiceParts(tx, [invoice.id]);
  const status = statusFromLedger({
    totalCents: invoiceTotals({ ...invoice, lines: parts.lines }).totalCents,
    paidCents: paidFromLedger(parts.ledger),
    hasPayments: parts.ledger.some((e) => e.kind === 'payment'),
    openDispute: (await latestOpenDispute(tx, invoice.id)) !== undefined,
  });
  if (status !== invoice.status) await updateInvoiceRow(tx, invoice.id, { status });
}
