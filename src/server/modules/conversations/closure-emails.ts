import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import {
  WITHDRAW_REASON_LABELS,
  type WithdrawReason,
  type Withdrawal,
} from '@/contract/withdrawal';
import { emailLayout, type Mail } from '@/server/platform/mailer';

interface About {
  companyName: string;
  quoteName: string;
  link: string;
}

/** Who an e-mail goes to; `locale` is their saved language (issue 33), English when absent. */
type Recipient = { email: string; firstName: string; locale?: Locale };

const WORDS = {
  en: {
    why: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    kept: 'The conversation stays in your inbox for reference; no more messages or estimates can be sent in it.',
    open: 'Open the conversation',
    reasons: WITHDRAW_REASON_LABELS,
    withdrawnSubject: (quoteName: string, customer: string) =>
      `"${quoteName}" was closed by ${customer}`,
    withdrawn: (customer: string, quoteName: string, companyName: string) =>
      `${customer} closed the request "${quoteName}" sent to ${companyName}.`,
    reason: (label: string) => `Their reason: ${label}.`,
    note: (note: string) => `Their note: "${note}"`,
    unavailableSubject: (quoteName: string) => `"${quoteName}" is no longer available`,
    unavailable: (quoteName: string, companyName: string) =>
      `The customer who sent "${quoteName}" to ${companyName} is no longer on QuoteLocal, so the request is closed.`,
  },
  es: {
    why: 'Recibes este correo porque los correos de solicitudes están activados en tu perfil de QuoteLocal.',
    kept: 'La conversación queda en tu bandeja como referencia; ya no se pueden enviar mensajes ni presupuestos en ella.',
    open: 'Abrir la conversación',
    reasons: {
      hired_elsewhere: 'Contraté a alguien fuera de QuoteLocal',
      no_longer_needed: 'Ya no necesito que se haga',
      too_expensive: 'Los presupuestos superaban lo que quiero gastar',
      doing_it_myself: 'Lo haré yo mismo',
      other: 'Otro motivo',
    } satisfies Record<WithdrawReason, string>,
    withdrawnSubject: (quoteName: string, customer: string) => `${customer} cerró "${quoteName}"`,
    withdrawn: (customer: string, quoteName: string, companyName: string) =>
      `${customer} cerró la solicitud "${quoteName}" enviada a ${companyName}.`,
    reason: (label: string) => `Su motivo: ${label}.`,
    note: (note: string) => `Su nota: "${note}"`,
    unavailableSubject: (quoteName: string) => `"${quoteName}" ya no está disponible`,
    unavailable: (quoteName: string, companyName: string) =>
      `El cliente que envió "${quoteName}" a ${companyName} ya no está en QuoteLocal, así que la solicitud está cerrada.`,
  },
} satisfies Record<Locale, unknown>;

/** To each business of a request its customer withdrew: who, why, and their note. */
export function withdrawnEmail(
  to: Recipient,
  about: About & { customerFirstName: string; withdrawal: Withdrawal },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale];
  const { reason, note } = about.withdrawal;
  return {
    to: to.email,
    subject: words.withdrawnSubject(about.quoteName, about.customerFirstName),
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        words.withdrawn(about.customerFirstName, about.quoteName, about.companyName),
        ...(reason ? [words.reason(words.reasons[reason])] : []),
        ...(note ? [words.note(note)] : []),
        words.kept,
      ],
      button: { label: words.open, href: about.link },
      why: words.why,
      locale,
    }),
  };
}

/**
 * To each business of the open requests of a customer whose account was deleted or suspended.
 * Which of the two is not said: that is the customer's business.
 */
export function unavailableEmail(to: Recipient, about: About): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const words = WORDS[locale];
  return {
    to: to.email,
    subject: words.unavailableSubject(about.quoteName),
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [words.unavailable(about.quoteName, about.companyName), words.kept],
      button: { label: words.open, href: about.link },
      why: words.why,
      locale,
    }),
  };
}
