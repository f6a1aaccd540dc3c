import { depositOf } from '@/contract/estimate';
import { INVOICE_CURRENCY } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import { publishInvoice } from './invoice-events';
import {
  findInvoicingParties,
  findLatestEstimate,
  insertInvoice,
  replaceLines,
  takeInvoiceNumber,
} from './invoice-repository';
import {
  emailSentInvoice,
  type InvoiceDeps,
  lineDescription,
  readInvoice,
} from './invoice-service';

/**
 * At hire, in the hire's transaction: when the hired business's estimate asks for a deposit, the
 * deposit invoice is issued at once (the business's next number, one line, sent, due on receipt),
 * both parties are told live and the customer by e-mail (docs/decisions/096). Nothing otherwise.
 */
export async function issueDepositAtHire(
  tx: Executor,
  deps: InvoiceDeps,
  quoteId: number,
  companyId: number,
): Promise<void> {
  const estimate = await findLatestEstimate(tx, quoteId, companyId);
  if (!estimate) return;
  const depositCents = depositOf(estimate);
  if (depositCents === null) return;
  const parties = (await findInvoicingParties(tx, quoteId, companyId))!;
  const row = await insertInvoice(tx, {
    quoteId,
    companyId,
    customerId: parties.customerId,
    estimateId: estimate.id,
    currency: INVOICE_CURRENCY,
    dueDate: null,
    isDeposit: true,
    status: 'sent',
    sentAt: new Date(),
    ...(await takeInvoiceNumber(tx, companyId)),
  });
  await replaceLines(tx, row.id, [
    { description: lineDescription(estimate.includes), quantity: 1, unitPriceCents: depositCents },
  ]);
  const invoice = await readInvoice(tx, row, parties.companyName);
  await emailSentInvoice(tx, deps, invoice, parties.quoteName);
  await publishInvoice(tx, invoice, parties.ownerId);
}
