import type { Invoice } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import { publishRealtime } from '@/server/platform/realtime';

/**
 * Tells the invoice's two parties it changed, in the caller's transaction (so on its commit): the
 * business's owner, and the customer once it was sent (a draft, voided or not, is the business's
 * alone). Answers the invoice, for the caller to return.
 */
export async function publishInvoice(
  tx: Executor,
  invoice: Invoice,
  ownerId: number,
): Promise<Invoice> {
  const recipients = invoice.sentAt ? [ownerId, invoice.customerId] : [ownerId];
  await publishRealtime(tx, recipients, {
    type: 'invoice',
    quoteId: invoice.quoteId,
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    status: invoice.status,
  });
  return invoice;
}
