import { WITHDRAW_REASON_LABELS, type Withdrawal } from '@/contract/withdrawal';
import { emailLayout, type Mail } from '@/server/platform/mailer';

interface About {
  companyName: string;
  quoteName: string;
  link: string;
}

const WHY = 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.';
const KEPT =
  'The conversation stays in your inbox for reference; no more messages or estimates can be sent in it.';

/** To each business of a request its customer withdrew: who, why, and their note. */
export function withdrawnEmail(
  to: { email: string; firstName: string },
  about: About & { customerFirstName: string; withdrawal: Withdrawal },
): Mail {
  const { reason, note } = about.withdrawal;
  return {
    to: to.email,
    subject: `"${about.quoteName}" was closed by ${about.customerFirstName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `${about.customerFirstName} closed the request "${about.quoteName}" sent to ${about.companyName}.`,
        ...(reason ? [`Their reason: ${WITHDRAW_REASON_LABELS[reason]}.`] : []),
        ...(note ? [`Their note: "${note}"`] : []),
        KEPT,
      ],
      button: { label: 'Open the conversation', href: about.link },
      why: WHY,
    }),
  };
}

/**
 * To each business of the open requests of a customer whose account was deleted or suspended.
 * Which of the two is not said: that is the customer's business.
 */
export function unavailableEmail(to: { email: string; firstName: string }, about: About): Mail {
  return {
    to: to.email,
    subject: `"${about.quoteName}" is no longer available`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `The customer who sent "${about.quoteName}" to ${about.companyName} is no longer on QuoteLocal, so the request is closed.`,
        KEPT,
      ],
      button: { label: 'Open the conversation', href: about.link },
      why: WHY,
    }),
  };
}
