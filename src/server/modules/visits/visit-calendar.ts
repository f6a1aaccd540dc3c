import ical, { type ICalCalendar, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { VisitStatus } from '@/contract/visit';

/** What a calendar shows of a visit. */
export interface CalendarVisit {
  id: number;
  startsAt: Date;
  endsAt: Date;
  status: VisitStatus;
  sequence: number;
  updatedAt: Date;
  summary: string;
  description: string;
  url: string;
}

const PROD_ID = { company: 'QuoteLocal', product: 'Visits', language: 'EN' };

/** The same UID for a visit in every invitation and feed, so calendars update one event. */
export const visitUid = (visitId: number, appUrl: string) =>
  `visit-${visitId}@${new URL(appUrl).hostname}`;

const EVENT_STATUS: Partial<Record<VisitStatus, ICalEventStatus>> = {
  requested: ICalEventStatus.TENTATIVE,
  cancelled: ICalEventStatus.CANCELLED,
  declined: ICalEventStatus.CANCELLED,
};

function addVisit(calendar: ICalCalendar, visit: CalendarVisit, appUrl: string) {
  return calendar.createEvent({
    id: visitUid(visit.id, appUrl),
    sequence: visit.sequence,
    stamp: visit.updatedAt,
    start: visit.startsAt,
    end: visit.endsAt,
    summary: visit.summary,
    description: visit.description,
    url: visit.url,
    status: EVENT_STATUS[visit.status] ?? ICalEventStatus.CONFIRMED,
  });
}

/**
 * An e-mail's invitation: METHOD:REQUEST (new or moved: same UID, SEQUENCE up) or CANCEL, from
 * our mail sender (`organizer`, "Name <address>") to the recipient.
 */
export function visitInvitation(
  visit: CalendarVisit,
  to: { appUrl: string; organizer: string; name: string; email: string },
  method: 'REQUEST' | 'CANCEL',
): string {
  const calendar = ical({
    prodId: PROD_ID,
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  addVisit(calendar, visit, to.appUrl).organizer(to.organizer).createAttendee({
    name: to.name,
    email: to.email,
  });
  return calendar.toString();
}

/** A person's subscribed feed: their visits, each with the UID and SEQUENCE of its invitations. */
export function visitFeed(name: string, visits: CalendarVisit[], appUrl: string): string {
  const calendar = ical({ prodId: PROD_ID, name, method: ICalCalendarMethod.PUBLISH });
  for (const visit of visits) addVisit(calendar, visit, appUrl);
  return calendar.toString();
}
