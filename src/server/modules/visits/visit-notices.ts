import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/platform/jobs';
import { translateMessage } from '@/server/platform/i18n';
import { customerConversationPath, notify, vendorConversationPath } from '../notifications';
import { allowsEmail } from '../users';
import { type CalendarVisit, visitInvitation } from './visit-calendar';
import {
  type VisitChange,
  visitEmail,
  visitReminderText,
  visitSubject,
  visitTime,
} from './visit-emails';
import { findRecipients, findVisitContext, type VisitRow } from './visit-repository';
import type { VisitParty } from '@/contract/visit';

export type VisitDeps = { db: Database; jobs: JobQueue; config: AppConfig };

/** A visit as one side's calendar shows it: the other side and the quote, a link to the thread. */
export function calendarVisit(
  row: Pick<VisitRow, 'id' | 'startsAt' | 'endsAt' | 'status' | 'sequence' | 'updatedAt'>,
  context: { quoteName: string; otherName: string },
  link: string,
): CalendarVisit {
  const { id, startsAt, endsAt, status, sequence, updatedAt } = row;
  return {
    id,
    startsAt,
    endsAt,
    status,
    sequence,
    updatedAt,
    summary: `${context.otherName}: ${context.quoteName}`,
    description: link,
    url: link,
  };
}

/** Where each side follows a visit in the app: the customer's quote or the business's inbox. */
const visitPath = (row: Pick<VisitRow, 'quoteId' | 'companyId'>, side: VisitParty) =>
  (side === 'customer' ? customerConversationPath : vendorConversationPath)(
    row.quoteId,
    row.companyId,
  );

/** The same, as an absolute address (e-mails, texts, calendar entries). */
export const visitLink = (
  appUrl: string,
  row: Pick<VisitRow, 'quoteId' | 'companyId'>,
  side: VisitParty,
) => `${appUrl}${visitPath(row, side)}`;

const BOTH_SIDES: VisitParty[] = ['customer', 'business'];

/**
 * The sides in `mail` (default both) hear of a change by e-mail (their language, their quote
 * e-mail setting), with the calendar invitation — METHOD:REQUEST with the visit's UID and
 * SEQUENCE, or CANCEL — except for a request (in no calendar until confirmed), queued in the
 * caller's transaction, so the e-mails exist exactly when the change does. A reminder also goes
 * by text to those who opted in to texts. The sides in `bell` are also told in the bell, and so
 * by push on their devices (`notify`), in their language.
 */
export async function tellVisitChange(
  deps: Pick<VisitDeps, 'jobs' | 'config'>,
  tx: Executor,
  row: VisitRow,
  ownerId: number,
  change: VisitChange,
  {
    reason = null,
    bell = [],
    mail = BOTH_SIDES,
  }: { reason?: string | null; bell?: VisitParty[]; mail?: VisitParty[] } = {},
): Promise<void> {
  const context = await findVisitContext(tx, row.id);
  const people = await findRecipients(tx, [row.customerId, ownerId]);
  const method: 'REQUEST' | 'CANCEL' = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const person of people) {
    const side = person.id === row.customerId ? 'customer' : 'business';
    const otherName = side === 'customer' ? context.companyName : context.customerFirstName;
    const link = visitLink(deps.config.appUrl, row, side);
    const reachable = person.suspendedAt === null && person.deletedAt === null;
    if (change === 'reminder' && reachable && person.textNotifications && person.phoneNumber) {
      const text = visitReminderText(person.locale, otherName, row, context.timeZone, link);
      await deps.jobs.enqueue('deliver.sms', { to: person.phoneNumber, text }, { tx });
    }
    if (bell.includes(side)) {
      const when = visitTime(row.startsAt, row.endsAt, context.timeZone, person.locale);
      await notify(deps, tx, {
        userId: person.id,
        kind: 'visit',
        title: translateMessage(visitSubject(change), person.locale),
        body: `${otherName}, ${when}: ${context.quoteName}`,
        link: visitPath(row, side),
      });
    }
    if (!mail.includes(side) || !allowsEmail(person, 'quotes')) continue;
    const invitation =
      change === 'requested'
        ? null
        : {
            method,
            content: visitInvitation(
              calendarVisit(row, { quoteName: context.quoteName, otherName }, link),
              {
                appUrl: deps.config.appUrl,
                organizer: deps.config.mailFrom,
                name: person.firstName,
                email: person.email,
              },
              method,
            ),
          };
    const email = visitEmail(person, change, {
      otherName,
      quoteName: context.quoteName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timeZone: context.timeZone,
      reason,
      link,
      invitation,
    });
    await deps.jobs.enqueue('deliver.email', email, { tx });
  }
}
