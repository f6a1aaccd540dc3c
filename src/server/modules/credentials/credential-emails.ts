import type { Credential, CredentialKind } from '@/contract/credential';
import type { Locale } from '@/contract/locale';
import { translatorFor } from '@/server/platform/i18n';
import { emailLayout, longDate, type Mail } from '@/server/platform/mailer';

/*
 * What a business is told about its credentials (issue 36), in its owner's saved language (the
 * Spanish in platform/i18n/es.ts), unless the owner turned e-mails off: an admin's rejection with
 * the reason as written, a verified credential's coming expiry (30 and 7 days before) and its
 * expiry. The settings screen says the same.
 */

type Person = { email: string; firstName: string; locale: Locale };
type Described = Pick<
  Credential,
  'kind' | 'companyId' | 'trade' | 'issuingState' | 'licenceNumber' | 'insurer' | 'policyType'
>;

const WHY = 'You get this e-mail because it concerns your business on QuoteLocal.';
const BUTTON = 'Open your credentials';
const REJECTED: Record<CredentialKind, string> = {
  licence:
    'We checked the licence you submitted on QuoteLocal and could not verify it. The reason our team gave:',
  insurance:
    'We checked the insurance policy you submitted on QuoteLocal and could not verify it. The reason our team gave:',
};
const EXPIRING: Record<CredentialKind, string> = {
  licence: 'Your licence expires soon: renew it to keep the Licensed badge on your company page.',
  insurance:
    'Your insurance policy expires soon: renew it to keep the Insured badge on your company page.',
};
const EXPIRED: Record<CredentialKind, string> = {
  licence: 'Your licence has expired: the Licensed badge is no longer on your company page.',
  insurance:
    'Your insurance policy has expired: the Insured badge is no longer on your company page.',
};
const RENEW = 'To renew it, upload the new document with its new expiry date.';
const RENEWAL_WAITING =
  'Your renewal is waiting for our check: the badge comes back once it is verified.';
const KIND: Record<CredentialKind, string> = { licence: 'Licence', insurance: 'Insurance' };

/** The settings screen where a business keeps its credentials. */
export const credentialsPath = (companyId: number) => `/business/${companyId}/credentials`;

/** "Licence: Plumbing, CA C36-1048576" or "Insurance: Golden State Mutual, General liability". */
export function credentialLabel(t: (message: string) => string, c: Described): string {
  const what =
    c.kind === 'licence'
      ? `${c.trade}, ${c.issuingState} ${c.licenceNumber}`
      : `${c.insurer}, ${c.policyType}`;
  return `${t(KIND[c.kind])}: ${what}`;
}

function credentialEmail(
  to: Person,
  credential: Described,
  appUrl: string,
  parts: { subject: string; paragraphs: string[]; quoted: string[]; closing?: string },
): Mail {
  const t = translatorFor(to.locale);
  return {
    to: to.email,
    subject: t(parts.subject),
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: parts.paragraphs.map(t),
      quoted: parts.quoted,
      button: { label: t(BUTTON), href: `${appUrl}${credentialsPath(credential.companyId)}` },
      why: parts.closing ? `${t(parts.closing)} ${t(WHY)}` : t(WHY),
      locale: to.locale,
    }),
  };
}

export const credentialRejectedEmail = (
  to: Person,
  credential: Described,
  reason: string,
  appUrl: string,
): Mail =>
  credentialEmail(to, credential, appUrl, {
    subject: 'Your credential could not be verified',
    paragraphs: [REJECTED[credential.kind]],
    quoted: [reason],
    closing:
      'You can submit it again with a clearer or current document in your business settings.',
  });

/** A verified credential expires in `daysLeft` days (the 30- and 7-day reminders). */
export function credentialExpiringEmail(
  to: Person,
  credential: Described & Pick<Credential, 'expiresOn'>,
  daysLeft: number,
  appUrl: string,
): Mail {
  const t = translatorFor(to.locale);
  return credentialEmail(to, credential, appUrl, {
    subject: 'Your credential expires soon',
    paragraphs: [EXPIRING[credential.kind], RENEW],
    quoted: [
      credentialLabel(t, credential),
      `${t('Expires on')}: ${longDate(credential.expiresOn, to.locale)}`,
      `${t('Days left')}: ${daysLeft}`,
    ],
  });
}

/** A verified credential has expired; its renewal may be waiting for an admin. */
export function credentialExpiredEmail(
  to: Person,
  credential: Described & Pick<Credential, 'expiresOn'>,
  renewalWaiting: boolean,
  appUrl: string,
): Mail {
  const t = translatorFor(to.locale);
  return credentialEmail(to, credential, appUrl, {
    subject: 'Your credential has expired',
    paragraphs: [EXPIRED[credential.kind], renewalWaiting ? RENEWAL_WAITING : RENEW],
    quoted: [
      credentialLabel(t, credential),
      `${t('Expired on')}: ${longDate(credential.expiresOn, to.locale)}`,
    ],
  });
}
