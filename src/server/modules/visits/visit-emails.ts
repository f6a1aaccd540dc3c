import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { translateMessage } from '@/server/platform/i18n';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/** What changed about a visit: each e-mail carries the calendar invitation that matches it. */
export type VisitChange = 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

const HEADLINE: Record<VisitChange, string> = {
  confirmed: 'Your visit is confirmed.',
  rescheduled: 'Your visit has moved to a new time.',
  cancelled: 'Your visit is cancelled.',
  reminder: 'A reminder of your coming visit.',
};
const SUBJECT: Record<VisitChange, string> = {
  confirmed: 'Visit confirmed',
  rescheduled: 'Visit moved',
  cancelled: 'Visit cancelled',
  reminder: 'Visit reminder',
};
/** The e-mail's subject for a change (the bell's title too), in English: the catalog's key. */
export const visitSubject = (change: VisitChange) => SUBJECT[change];
const CALENDAR_LINE = {
  add: 'The attached invitation puts it in your calendar.',
  remove: 'The attached file takes it out of your calendar.',
};
const WHY = 'You get this e-mail because quote request e-mails are on in your QuoteLocal profile.';

/** "Tue, Dec 3, 10:00 AM – 11:00 AM MST" in the recipient's language and the company's zone. */
export function visitTime(startsAt: Date, endsAt: Date, timeZone: string, locale: Locale): string {
  const format = new Intl.DateTimeFormat(locale === 'es' ? 'es-US' : 'en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
  return format.formatRange(startsAt, endsAt);
}

/** To either side of a visit, in their language: what changed, when, with whom, and why. */
export function visitEmail(
  to: { email: string; firstName: string; locale: Locale },
  change: VisitChange,
  about: {
    otherName: string;
    quoteName: string;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    reason: string | null;
    link: string;
    invitation: { method: 'REQUEST' | 'CANCEL'; content: string };
  },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = (text: string) => translateMessage(text, locale);
  const cancel = about.invitation.method === 'CANCEL';
  return {
    to: to.email,
    subject: `${t(SUBJECT[change])}: ${about.quoteName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [t(HEADLINE[change]), t(cancel ? CALENDAR_LINE.remove : CALENDAR_LINE.add)],
      quoted: [
        `${t('When')}: ${visitTime(about.startsAt, about.endsAt, about.timeZone, locale)}`,
        `${t('With')}: ${about.otherName}`,
        `${t('Quote')}: ${about.quoteName}`,
        ...(about.reason ? [`${t('Reason')}: ${about.reason}`] : []),
      ],
      button: { label: t('Open the conversation'), href: about.link },
      why: t(WHY),
      locale,
    }),
    attachments: [
      {
        filename: cancel ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${about.invitation.method}`,
        content: about.invitation.content,
      },
    ],
  };
}

/** A reminder's text message: "Visit reminder: Fence Pros, Tue, Dec 3, 10:00 – 11:00 AM MST. <link>". */
export function visitReminderText(
  locale: Locale,
  otherName: string,
  visit: { startsAt: Date; endsAt: Date },
  timeZone: string,
  link: string,
): string {
  const when = visitTime(visit.startsAt, visit.endsAt, timeZone, locale);
  return `${translateMessage('Visit reminder', locale)}: ${otherName}, ${when}. ${link}`;
}
