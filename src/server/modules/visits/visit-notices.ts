import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/platform/jobs';
import { customerConversationPath, vendorConversationPath } from '../notifications';
import { allowsEmail } from '../users';
import { type CalendarVisit, visitInvitation } from './visit-calendar';
import { type VisitChange, visitEmail, visitReminderText } from './visit-emails';
import { findRecipients, findVisitContext, type VisitRow } from './visit-repository';

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

/** Where each side follows a visit: the customer's quote or the business's inbox. */
export const visitLink = (
  appUrl: string,
  row: Pick<VisitRow, 'quoteId' | 'companyId'>,
  side: 'customer' | 'business',
) =>
  `${appUrl}${(side === 'customer' ? customerConversationPath : vendorConversationPath)(row.quoteId, row.companyId)}`;

/**
 * Both sides of a visit hear of a change by e-mail (their language, their quote e-mail setting),
 * each with the calendar invitation — METHOD:REQUEST with the visit's UID and SEQUENCE, or CANCEL —
 * queued in the caller's transaction, so the e-mails exist exactly when the change does. A
 * reminder also goes by text to those who opted in to texts.
 */
export async function tellVisitChange(
  deps: VisitDeps,
  tx: Executor,
  row: VisitRow,
  ownerId: number,
  change: VisitChange,
  reason: string | null = null,
): Promise<void> {
  const context = await findVisitContext(tx, row.id);
  const people = await findRecipients(tx, [row.customerId, ownerId]);
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const person of people) {
    const side = person.id === row.customerId ? 'customer' : 'business';
    const otherName = side === 'customer' ? context.companyName : context.customerFirstName;
    const link = visitLink(deps.config.appUrl, row, side);
    const reachable = person.suspendedAt === null && person.deletedAt === null;
    if (change === 'reminder' && reachable && person.textNotifications && person.phoneNumber) {
      const text = visitReminderText(person.locale, otherName, row, context.timeZone, link);
      await deps.jobs.enqueue('deliver.sms', { to: person.phoneNumber, text }, { tx });
    }
    if (!allowsEmail(person, 'quotes')) continue;
    const invitation = visitInvitation(
      calendarVisit(row, { quoteName: context.quoteName, otherName }, link),
      {
        appUrl: deps.config.appUrl,
        organizer: deps.config.mailFrom,
        name: person.firstName,
        email: person.email,
      },
      method,
    );
    const mail = visitEmail(person, change, {
      otherName,
      quoteName: context.quoteName,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timeZone: context.timeZone,
      reason,
      link,
      invitation: { method, content: invitation },
    });
    await deps.jobs.enqueue('deliver.email', mail, { tx });
  }
}
