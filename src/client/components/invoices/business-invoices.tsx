import { FilePlus2 } from 'lucide-react';
import { useState } from 'react';
import { z } from 'zod';
import { declineClaimSchema, type Invoice } from '@/contract/invoice';
import { formatUsd } from '@/contract/money';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useBusinessInvoiceActions, useQuoteInvoices } from '@/client/data/invoices';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { InvoiceCard, isPayable, openClaimOf } from './invoice-card';
import { InvoiceEditDialog, PaymentDialog, TextDialog } from './invoice-dialogs';

const reasonSchema = z.object({ text: declineClaimSchema.shape.reason });

type Open = { kind: 'edit' | 'pay' | 'void' | 'decline'; invoice: Invoice } | null;

/**
 * In the hired business's conversation: its invoices for the job, "Create invoice" from the
 * accepted estimate, and per state: edit, send and void a draft; record a payment; confirm or
 * decline the customer's "I paid"; void an unpaid one.
 */
export function BusinessInvoices({
  quoteId,
  companyId,
  customerName,
}: {
  quoteId: number;
  companyId: number;
  customerName: string;
}) {
  const t = useT();
  const invoices = useQuoteInvoices(quoteId);
  const act = useBusinessInvoiceActions(quoteId, companyId);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mine = (invoices.data ?? []).filter((i) => i.companyId === companyId);

  /** Runs an action; says it worked, or why not. */
  const run = (action: Promise<Invoice>, done: (invoice: Invoice) => string) =>
    action.then(
      (invoice) => toast({ variant: 'success', title: done(invoice) }),
      (error: unknown) => toastError(t('common.error'), error, t('common.unexpected')),
    );

  const buttonsOf = (invoice: Invoice) => {
    const claim = openClaimOf(invoice);
    const id = invoice.id;
    const show = (kind: NonNullable<Open>['kind']) => () => setOpen({ kind, invoice });
    return (
      <>
        {invoice.status === 'draft' ? (
          <>
            <Button variant="outline" onClick={show('edit')}>
              {t('invoices.edit')}
            </Button>
            <Button
              disabled={act.send.isPending}
              onClick={() =>
                void run(act.send.mutateAsync(id), (i) =>
                  t('invoices.sentToast', { number: i.number, name: customerName }),
                )
              }
            >
              {t('invoices.send')}
            </Button>
          </>
        ) : null}
        {claim && isPayable(invoice) ? (
          <Button
            disabled={act.confirmClaim.isPending}
            onClick={() =>
              void run(act.confirmClaim.mutateAsync({ id, claimId: claim.id }), () =>
                t('invoices.confirmedToast'),
              )
            }
          >
            {t('invoices.confirm')}
          </Button>
        ) : null}
        {claim ? (
          <Button variant="outline" onClick={show('decline')}>
            {t('invoices.decline')}
          </Button>
        ) : null}
        {isPayable(invoice) ? (
          <Button variant={claim ? 'outline' : 'primary'} onClick={show('pay')}>
            {t('invoices.recordPayment')}
          </Button>
        ) : null}
        {invoice.status !== 'void' && invoice.paidCents === 0 ? (
          <Button variant="ghost" onClick={show('void')}>
            {t('invoices.void')}
          </Button>
        ) : null}
      </>
    );
  };

  const claim = open ? openClaimOf(open.invoice) : undefined;
  return (
    <section aria-labelledby="business-invoices" className="space-y-3 border-b border-gray-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="business-invoices" className="font-semibold text-gray-900">
          {t('invoices.title')}
        </h2>
        <Button
          size="sm"
          variant={mine.length === 0 ? 'primary' : 'outline'}
          disabled={act.create.isPending}
          onClick={() =>
            void run(act.create.mutateAsync(undefined), (i) =>
              t('invoices.createdToast', { number: i.number }),
            )
          }
        >
          <FilePlus2 className="h-4 w-4" aria-hidden /> {t('invoices.create')}
        </Button>
      </div>
      {mine.length === 0 ? (
        <p className="text-sm text-gray-700">{t('invoices.noneBusiness')}</p>
      ) : (
        <ul className="space-y-3">
          {mine.map((invoice) => (
            <li key={invoice.id}>
              <InvoiceCard
                invoice={invoice}
                claimText={(c) =>
                  t('invoices.claimBusiness', {
                    name: customerName,
                    amount: formatUsd(c.amountCents),
                  })
                }
                actions={buttonsOf(invoice)}
              />
            </li>
          ))}
        </ul>
      )}
      {open?.kind === 'edit' ? (
        <InvoiceEditDialog
          invoice={open.invoice}
          onOpenChange={close}
          onSave={(body) =>
            act.update
              .mutateAsync({ id: open.invoice.id, body })
              .then(() => toast({ variant: 'success', title: t('invoiceForm.saved') }))
          }
        />
      ) : null}
      {open?.kind === 'pay' ? (
        <PaymentDialog
          invoice={open.invoice}
          onOpenChange={close}
          onSave={(body) =>
            act.recordPayment
              .mutateAsync({ id: open.invoice.id, body })
              .then(() => toast({ variant: 'success', title: t('invoices.recordedToast') }))
          }
        />
      ) : null}
      {open?.kind === 'decline' && claim ? (
        <TextDialog
          title={t('invoices.declineTitle')}
          description={t('invoices.declineText', { name: customerName })}
          label={t('invoices.reason')}
          submit={t('invoices.decline')}
          schema={reasonSchema}
          onOpenChange={close}
          onSave={(reason) =>
            act.declineClaim
              .mutateAsync({ id: open.invoice.id, claimId: claim.id, reason })
              .then(() => toast({ variant: 'success', title: t('invoices.declinedToast') }))
          }
        />
      ) : null}
      <ConfirmDialog
        open={open?.kind === 'void'}
        onOpenChange={(isOpen) => (isOpen ? null : close())}
        title={t('invoices.voidTitle', { number: open?.invoice.number ?? '' })}
        description={t('invoices.voidText')}
        confirmLabel={t('invoices.void')}
        destructive
        onConfirm={() => {
          if (open)
            void run(act.void.mutateAsync(open.invoice.id), (i) =>
              t('invoices.voidedToast', { number: i.number }),
            );
          close();
        }}
      />
    </section>
  );
}
