import { useState } from 'react';
import { z } from 'zod';
import { type Invoice, paymentClaimInputSchema } from '@/contract/invoice';
import { formatUsd } from '@/contract/money';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useClaimPayment, useQuoteInvoices, useStartCheckout } from '@/client/data/invoices';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { InvoiceCard, isPayable, openClaimOf } from './invoice-card';
import { TextDialog } from './invoice-dialogs';

const noteSchema = z.object({ text: paymentClaimInputSchema.shape.note.unwrap() });

/** Stripe Checkout sends the customer back here with `?payment=done` (card-payment-service). */
const backFromCheckout = () =>
  new URLSearchParams(window.location.search).get('payment') === 'done';

/**
 * On the quote page: the invoices the hired business sent, "Pay by card" where its business takes
 * cards, and "I paid" on an open one. Back from Checkout, a notice says the payment is being
 * confirmed: the invoice changes (live) only when Stripe's webhook says it was paid.
 */
export function QuoteInvoices({ quoteId }: { quoteId: number }) {
  const t = useT();
  const invoices = useQuoteInvoices(quoteId);
  const claim = useClaimPayment(quoteId);
  const checkout = useStartCheckout();
  const [paying, setPaying] = useState<Invoice | null>(null);
  const [returned] = useState(backFromCheckout);
  if (!invoices.data?.length) return null;
  const payByCard = (invoice: Invoice) =>
    checkout.mutate(invoice.id, {
      onError: (error) =>
        toastError(t('invoices.payByCardFailed'), error, t('invoices.payByCardFailed')),
    });
  return (
    <Card title={t('invoices.title')} variant="side">
      {returned ? (
        <p role="status" className="mb-3 rounded-md bg-blue-50 px-3 py-2 text-sm text-blue-900">
          {t('invoices.cardPending')}
        </p>
      ) : null}
      <ul className="space-y-3">
        {invoices.data.map((invoice) => (
          <li key={invoice.id}>
            <InvoiceCard
              invoice={invoice}
              claimText={(c) =>
                t('invoices.claimCustomer', {
                  company: invoice.companyName,
                  amount: formatUsd(c.amountCents),
                })
              }
              actions={
                isPayable(invoice) ? (
                  <>
                    {invoice.acceptsCards ? (
                      <Button
                        onClick={() => payByCard(invoice)}
                        disabled={checkout.isPending || checkout.isSuccess}
                      >
                        {t('invoices.payByCard')}
                      </Button>
                    ) : null}
                    {openClaimOf(invoice) ? null : (
                      <Button
                        variant={invoice.acceptsCards ? 'outline' : 'primary'}
                        onClick={() => setPaying(invoice)}
                      >
                        {t('invoices.iPaid')}
                      </Button>
                    )}
                  </>
                ) : null
              }
            />
          </li>
        ))}
      </ul>
      {paying ? (
        <TextDialog
          title={t('claimForm.title', { company: paying.companyName })}
          description={t('claimForm.description', { balance: formatUsd(paying.balanceCents) })}
          label={t('claimForm.note')}
          submit={t('claimForm.send')}
          schema={noteSchema}
          onOpenChange={() => setPaying(null)}
          onSave={(note) =>
            claim
              .mutateAsync({ id: paying.id, note })
              .then(() => toast({ variant: 'success', title: t('claimForm.sent') }))
          }
        />
      ) : null}
    </Card>
  );
}
