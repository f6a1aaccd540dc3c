import { Download } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { Invoice } from '@/contract/invoice';
import { formatUsd } from '@/contract/money';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { invoicePdfUrl } from '@/client/data/invoices';
import { cn } from '@/client/lib/cn';
import { dayParts, formatDecimal, longDateParts } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';

const STATUS_LOOK: Partial<Record<Invoice['status'], string>> = {
  draft: 'bg-gray-100 text-gray-800',
  sent: 'bg-blue-50 text-blue-800',
  partly_paid: 'bg-amber-50 text-amber-900',
  paid: 'bg-green-50 text-green-800',
};

/** The claim the business has not confirmed yet (at most one). */
export const openClaimOf = (invoice: Invoice) => invoice.claims.find((c) => !c.confirmedAt);

/** True while the customer owes something on it and may pay. */
export const isPayable = (invoice: Invoice) =>
  invoice.status === 'sent' || invoice.status === 'partly_paid';

/**
 * One invoice as both parties see it: number, status, total, paid, balance, due date, its lines
 * and figures, the payments recorded, an open "I paid" (`claimText` says it for the reader's side),
 * the PDF, and the reader's actions.
 */
export function InvoiceCard({
  invoice,
  claimText,
  actions,
}: {
  invoice: Invoice;
  claimText: (claim: Invoice['claims'][number]) => ReactNode;
  actions?: ReactNode;
}) {
  const t = useT();
  const locale = useLocale();
  const titleId = useId();
  const day = (isoDate: string) => t('format.shortDate', dayParts(isoDate));
  const claim = openClaimOf(invoice);
  const payments = invoice.ledger.filter((e) => e.kind === 'payment');
  return (
    <article
      aria-labelledby={titleId}
      className="space-y-3 rounded-lg border border-gray-200 bg-white p-4 text-sm"
    >
      <header className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-semibold text-gray-900">
          {t(invoice.isDeposit ? 'invoices.depositHeading' : 'invoices.heading', {
            number: invoice.number,
          })}
        </h3>
        <Badge className={cn(STATUS_LOOK[invoice.status])}>
          {t('invoices.status', { status: invoice.status })}
        </Badge>
      </header>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {invoice.depositCreditCents > 0 ? (
          <>
            <dt className="text-gray-600">{t('invoices.lessDeposit')}</dt>
            <dd className="text-right text-gray-900">−{formatUsd(invoice.depositCreditCents)}</dd>
          </>
        ) : null}
        <dt className="text-gray-600">{t('invoices.total')}</dt>
        <dd className="text-right font-semibold text-gray-900">{formatUsd(invoice.totalCents)}</dd>
        <dt className="text-gray-600">{t('invoices.paid')}</dt>
        <dd className="text-right text-gray-900">{formatUsd(invoice.paidCents)}</dd>
        <dt className="text-gray-600">{t('invoices.balance')}</dt>
        <dd className="text-right font-semibold text-gray-900">
          {formatUsd(invoice.balanceCents)}
        </dd>
        <dt className="text-gray-600">{t('invoices.due')}</dt>
        <dd className="text-right text-gray-900">
          {invoice.dueDate ? day(invoice.dueDate) : t('invoices.dueOnReceipt')}
        </dd>
      </dl>
      <details className="rounded-md bg-gray-50 px-3 py-2">
        <summary className="min-h-8 cursor-pointer font-medium text-gray-800">
          {t('invoices.lines', { count: invoice.lines.length })}
        </summary>
        <ul className="mt-2 space-y-2">
          {invoice.lines.map((line, i) => (
            <li key={i} className="flex justify-between gap-3">
              <span className="min-w-0 break-words text-gray-800">
                {line.description}
                <span className="block text-gray-600">
                  {t('invoices.lineAmount', {
                    quantity: formatDecimal(line.quantity, locale),
                    price: formatUsd(line.unitPriceCents),
                  })}
                </span>
              </span>
              <span className="shrink-0 text-gray-900">{formatUsd(line.amountCents)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 border-t border-gray-200 pt-2 text-gray-700">
          <dt>{t('invoices.subtotal')}</dt>
          <dd className="text-right">{formatUsd(invoice.subtotalCents)}</dd>
          {invoice.discountCents > 0 ? (
            <>
              <dt>{t('invoices.discount')}</dt>
              <dd className="text-right">−{formatUsd(invoice.discountCents)}</dd>
            </>
          ) : null}
          <dt>{t('invoices.tax', { rate: formatDecimal(invoice.taxRateBp / 100, locale) })}</dt>
          <dd className="text-right">{formatUsd(invoice.taxCents)}</dd>
        </dl>
      </details>
      {invoice.notes ? (
        <p className="whitespace-pre-line text-gray-700">
          {t('invoices.notes', { notes: invoice.notes })}
        </p>
      ) : null}
      {payments.length > 0 ? (
        <div>
          <h4 className="font-medium text-gray-800">{t('invoices.payments')}</h4>
          <ul className="mt-1 space-y-1 text-gray-700">
            {payments.map((p) => (
              <li key={p.id}>
                {t('invoices.paymentLine', {
                  amount: formatUsd(p.amountCents),
                  date: day(p.receivedOn),
                  method: t('invoices.method', { method: p.method }),
                })}
                {p.reference ? ` · ${p.reference}` : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {claim ? (
        <div role="status" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {claimText(claim)}
          {claim.note ? (
            <span className="block">{t('invoices.claimNote', { note: claim.note })}</span>
          ) : null}
          <span className="block text-amber-800">
            {t('format.longDate', longDateParts(claim.createdAt))}
          </span>
        </div>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {actions}
        <Button asChild variant="outline">
          <a
            href={invoicePdfUrl(invoice.id)}
            download={`${invoice.number}.pdf`}
            aria-label={t('invoices.pdfOf', { number: invoice.number })}
          >
            <Download className="h-4 w-4" aria-hidden />
            {t('invoices.pdf')}
          </a>
        </Button>
      </div>
    </article>
  );
}
