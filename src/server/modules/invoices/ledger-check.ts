import type { FastifyInstance } from 'fastify';
import { invoiceTotals } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import { invoicesAfter, openDisputeInvoiceIds, orphanFees } from './card-payment-repository';
import { findInvoiceParts } from './invoice-repository';
import { invoiceNumber } from './invoice-service';
import { paidFromLedger, statusFromLedger } from './invoice-status';

export interface LedgerFinding {
  invoiceId: number | null;
  number: string | null;
  problem: string;
}

const BATCH = 500;

/** Rows by their invoice: one pass, so a batch is read in linear time. */
function byInvoice<T extends { invoiceId: number | null }>(rows: T[]): Map<number | null, T[]> {
  const grouped = new Map<number | null, T[]>();
  for (const row of rows) grouped.set(row.invoiceId, [...(grouped.get(row.invoiceId) ?? []), row]);
  return grouped;
}

/**
 * Proves the ledger adds up (docs/payments.md): for every invoice, what its lines total less what
 * its ledger says was paid is a balance between 0 and the total, and its status is the one that
 * balance (and its open disputes) give; a void or draft invoice holds no money; and every
 * provider fee belongs to a payment of the same provider payment. Empty: all is well.
 */
export async function checkLedger(db: Executor): Promise<LedgerFinding[]> {
  const findings: LedgerFinding[] = [];
  for (let after = 0; ;) {
    const batch = await invoicesAfter(db, after, BATCH);
    if (batch.length === 0) break;
    after = batch.at(-1)!.id;
    const ids = batch.map((invoice) => invoice.id);
    const parts = await findInvoiceParts(db, ids);
    const linesOf = byInvoice(parts.lines);
    const ledgerOf = byInvoice(parts.ledger);
    const disputed = await openDisputeInvoiceIds(db, ids);
    for (const invoice of batch) {
      const lines = linesOf.get(invoice.id) ?? [];
      const ledger = ledgerOf.get(invoice.id) ?? [];
      const totalCents = invoiceTotals({ ...invoice, lines }).totalCents;
      const paidCents = paidFromLedger(ledger);
      const balanceCents = totalCents - paidCents;
      const found = (problem: string) =>
        findings.push({ invoiceId: invoice.id, number: invoiceNumber(invoice), problem });
      if (balanceCents < 0) found(`paid ${paidCents} ¢ of a total of ${totalCents} ¢`);
      if (paidCents < 0) found(`refunded ${-paidCents} ¢ more than was paid`);
      if (invoice.status === 'void' || invoice.status === 'draft') {
        if (ledger.length > 0)
          found(`a ${invoice.status} invoice with ${ledger.length} ledger rows`);
        continue;
      }
      const expected = statusFromLedger({
        totalCents,
        paidCents,
        hasPayments: ledger.some((e) => e.kind === 'payment'),
        openDispute: disputed.has(invoice.id),
      });
      if (expected !== invoice.status) {
        found(`status ${invoice.status}, but its balance of ${balanceCents} ¢ says ${expected}`);
      }
    }
  }
  for (const fee of await orphanFees(db)) {
    findings.push({
      invoiceId: fee.invoiceId,
      number: null,
      problem: `fee row ${fee.id} without its payment ${fee.providerPaymentId ?? ''}`,
    });
  }
  return findings;
}

/** Every night, once across all nodes: the ledger check, its findings logged as an error. */
export async function registerInvoiceJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('invoices.ledger-check', async () => {
    const findings = await checkLedger(app.db);
    if (findings.length > 0) {
      app.log.error(
        { count: findings.length, findings: findings.slice(0, 100) },
        'ledger check failed',
      );
    } else {
      app.log.info('ledger check passed');
    }
  });
  await app.jobs.schedule('invoices.ledger-check', '29 2 * * *', {});
}
