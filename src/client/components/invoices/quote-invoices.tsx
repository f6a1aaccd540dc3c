import { useState } from 'react';
import { z } from 'zod';
import { type Invoice, paymentClaimInputSchema } from '@/contract/invoice';
import { formatUsd } from '@/contract/money';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useClaimPayment, useQuoteInvoices } from '@/client/data/invoices';
import { useT } from '@/client/lib/i18n';
import { toast } from '@/client/lib/toast';
import { InvoiceCard, isPayable, openClaimOf } from './invoice-card';
import { TextDialog } from './invoice-dialogs';

const noteSchema = z.object({ text: paymentClaimInputSchema.shape.note.unwrap() });

/** On the quote page: the invoices the hired business sent, and "I paid" on an open one. */
export function QuoteInvoices({ quoteId }: { quoteId: number }) {
  const t = useT();
  const invoices = useQuoteInvoices(quoteId);
  const claim = useClaimPayment(quoteId);
  const [paying, setPaying] = useState<Invoice | null>(null);
  if (!invoices.data?.length) return null;
  return (
    <Card title={t('invoices.title')} variant="side">
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
                isPayable(invoice) && !openClaimOf(invoice) ? (
                  <Button onClick={() => setPaying(invoice)}>{t('invoices.iPaid')}</Button>
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
