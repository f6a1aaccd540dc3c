import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { translateMessage, translatorFor } from '@/server/platform/i18n';
import { emailLayout, type Mail } from '@/server/platform/mailer';

/** What changed about a visit: each e-mail carries the calendar invitation that matches it. */
export type VisitChange = 'requested' | 'confirmed' | 'rescheduled' | 'cancelled' | 'reminder';

const HEADLINE: Record<VisitChange, string> = {
  requested: 'A customer asks for a visit: confirm it, propose another time or decline.',
  confirmed: 'Your visit is confirmed.',
  rescheduled: 'Your visit has moved to a new time.',
  cancelled: 'Your visit is cancelled.',
  reminder: 'A reminder of your coming visit.',
};
const SUBJECT: Record<VisitChange, string> = {
  requested: 'Visit requested',
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
  pending: 'Once you confirm it, the confirmation e-mail puts it in your calendar.',
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
    /** None for a request: it is in no calendar until confirmed. */
    invitation: { method: 'REQUEST' | 'CANCEL'; content: string } | null;
  },
): Mail {
  const locale = to.locale ?? DEFAULT_LOCALE;
  const t = translatorFor(locale);
  const { invitation } = about;
  const calendarLine = !invitation
    ? CALENDAR_LINE.pending
    : invitation.method === 'CANCEL'
      ? CALENDAR_LINE.remove
      : CALENDAR_LINE.add;
  return {
    to: to.email,
    subject: `${t(SUBJECT[change])}: ${about.quoteName}`,
    ...emailLayout({
      firstName: to.firstName,
      paragraphs: [t(HEADLINE[change]), t(calendarLine)],
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
    ...(invitation && {
      attachments: [
        {
          filename: invitation.method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
          contentType: `text/calendar; charset=utf-8; method=${invitation.method}`,
          content: invitation.content,
        },
      ],
    }),
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
