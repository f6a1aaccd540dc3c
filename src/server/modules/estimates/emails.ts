import { describePrice, PRICE_TYPE_LABELS, type Estimate } from '@/contract/estimate';
import { emailLayout, type Mail } from '@/server/platform/mailer';

const longDate = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** To the customer: a business sent (or revised) its estimate. */
export function estimateEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; quoteName: string; link: string },
  estimate: Estimate,
): Mail {
  const revised = estimate.revision > 1;
  const subject = revised
    ? `${about.companyName} revised its estimate for "${about.quoteName}"`
    : `${about.companyName} sent you an estimate for "${about.quoteName}"`;
  return {
    to: to.email,
    subject,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `${about.companyName} ${revised ? 'revised its estimate' : 'sent you an estimate'} for "${about.quoteName}".`,
      ],
      quoted: [
        `${PRICE_TYPE_LABELS[estimate.priceType]}: ${describePrice(estimate)}`,
        `Includes: ${estimate.includes}`,
        `Earliest start: ${longDate(estimate.earliestStart)}`,
        `Valid until: ${longDate(estimate.validUntil)}`,
      ],
      button: { label: 'Compare estimates', href: about.link },
      why: 'You get this e-mail because message e-mails are on in your QuoteLocal profile.',
    }),
  };
}

/** To the owner of the business the customer hired. */
export function hiredEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; customerFirstName: string; quoteName: string; link: string },
): Mail {
  return {
    to: to.email,
    subject: `${about.customerFirstName} hired ${about.companyName} for "${about.quoteName}"`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `Good news: ${about.customerFirstName} chose ${about.companyName} for "${about.quoteName}".`,
        'Your conversation stays open: agree on the details and the date there.',
      ],
      button: { label: 'Open the conversation', href: about.link },
      why: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    }),
  };
}

/** To the owners of the other businesses: polite, short, and final. */
export function notSelectedEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; customerFirstName: string; quoteName: string; link: string },
): Mail {
  return {
    to: to.email,
    subject: `Update on "${about.quoteName}": ${about.customerFirstName} chose another business`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `Thank you for answering ${about.customerFirstName}'s request "${about.quoteName}" on behalf of ${about.companyName}.`,
        `${about.customerFirstName} has chosen another business for this job, so the conversation is now closed. It stays in your inbox for reference.`,
        'New requests will keep arriving in your vendor inbox. Good luck with the next one!',
      ],
      button: { label: 'Open my vendor inbox', href: about.link },
      why: 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.',
    }),
  };
}

/** To the customer: the hired business marked the job done; confirm it (or it confirms itself). */
export function jobDoneEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; quoteName: string; link: string; days: number },
): Mail {
  return {
    to: to.email,
    subject: `${about.companyName} marked "${about.quoteName}" done`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `${about.companyName} says the job "${about.quoteName}" is done.`,
        `If it is, confirm it on your quote. If you do nothing, it counts as done in ${about.days} days; if something is still missing, tell ${about.companyName} in your conversation.`,
      ],
      button: { label: 'Confirm the job is done', href: about.link },
      why: 'You get this e-mail because e-mail notifications are on in your QuoteLocal profile.',
    }),
  };
}

/** To the customer, a few days after the job is done. */
export function reviewInviteEmail(
  to: { email: string; firstName: string },
  about: { companyName: string; quoteName: string; link: string },
): Mail {
  return {
    to: to.email,
    subject: `How did ${about.companyName} do?`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [
        `You hired ${about.companyName} for "${about.quoteName}". How did it go?`,
        'A short review helps your neighbours choose well, and helps good businesses stand out.',
      ],
      button: { label: `Review ${about.companyName}`, href: about.link },
      why: 'You get this e-mail because e-mail notifications are on in your QuoteLocal profile.',
    }),
  };
}
