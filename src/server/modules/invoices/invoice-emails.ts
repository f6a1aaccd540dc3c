import type { OfflineMethod } from '@/contract/invoice';
import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { formatUsd } from '@/contract/money';
import { translatorFor } from '@/server/platform/i18n';
import { emailLayout, type Mail } from '@/server/platform/mailer';
import { longDate, METHOD_LABELS } from './invoice-text';

const WHY = 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.';

type Recipient = { email: string; firstName: string; locale: Locale };

/**
 * To the customer, in their language: the business sent an invoice (or, at hire, the deposit it
 * asks for), what is due and by when.
 */
export function invoiceSentEmail(
  to: Recipient,
  about: {
    number: string;
    isDeposit: boolean;
    companyName: string;
    quoteName: string;
    totalCents: number;
    dueDate: string | null;
    link: string;
  },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  return {
    to: to.email,
    subject: `${t(about.isDeposit ? 'Deposit invoice' : 'Invoice')} ${about.number}: ${about.companyName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        t(
          about.isDeposit
            ? 'The business you hired asks for a deposit before the work starts.'
            : 'A business you hired sent you an invoice.',
        ),
      ],
      quoted: [
        `${t('From')}: ${about.companyName}`,
        `${t('Quote')}: ${about.quoteName}`,
        `${t('Amount due')}: ${formatUsd(about.totalCents)}`,
        `${t('Due date')}: ${about.dueDate ? longDate(about.dueDate, locale) : t('On receipt')}`,
      ],
      button: { label: t('View the invoice'), href: about.link },
      why: t(WHY),
      locale,
    }),
  };
}

/** To the business's owner, in their language: the customer says they paid; confirm it. */
export function paymentClaimEmail(
  to: Recipient,
  about: {
    number: string;
    customerFirstName: string;
    amountCents: number;
    method: OfflineMethod;
    note: string;
    link: string;
  },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  return {
    to: to.email,
    subject: `${t('Payment notice')} ${about.number}: ${about.customerFirstName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [t('Your customer says they paid. Confirm it once the money has arrived.')],
      quoted: [
        `${t('Invoice')}: ${about.number}`,
        `${t('Amount')}: ${formatUsd(about.amountCents)}`,
        `${t('How')}: ${t(METHOD_LABELS[about.method])}`,
        ...(about.note ? [`${t('Note')}: ${about.note}`] : []),
      ],
      button: { label: t('View the invoice'), href: about.link },
      why: t(WHY),
      locale,
    }),
  };
}

/** To the customer, in their language: the business did not get the payment they told of, and why. */
export function claimDeclinedEmail(
  to: Recipient,
  about: { number: string; companyName: string; amountCents: number; reason: string; link: string },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  return {
    to: to.email,
    subject: `${t('Payment not confirmed')} ${about.number}: ${about.companyName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [t('The business could not confirm the payment you told it about.')],
      quoted: [
        `${t('Invoice')}: ${about.number}`,
        `${t('Amount')}: ${formatUsd(about.amountCents)}`,
        `${t('Reason')}: ${about.reason}`,
      ],
      button: { label: t('View the invoice'), href: about.link },
      why: t(WHY),
      locale,
    }),
  };
}
