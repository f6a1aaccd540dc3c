import type { InvoiceStatus, PaymentMethod } from '@/contract/invoice';
import type { Locale } from '@/contract/locale';

/** The English words for an invoice's statuses and payment methods (es.ts translates them). */
export const STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  partly_paid: 'Partly paid',
  paid: 'Paid',
  void: 'Void',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

export const METHOD_LABELS: Record<PaymentMethod, string> = {
  cash: 'Cash',
  check: 'Check',
  bank_transfer: 'Bank transfer',
  other: 'Other',
  card: 'Card',
};

/** "December 3, 2026" / "3 de diciembre de 2026" for a YYYY-MM-DD day. */
export const longDate = (isoDate: string, locale: Locale) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
