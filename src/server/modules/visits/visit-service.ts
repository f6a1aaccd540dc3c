import {
  type Availability,
  type AvailabilityInput,
  BUSINESS_ONLY_MESSAGE,
  COMPANY_NOT_FOUND_MESSAGE,
  CUSTOMER_ONLY_MESSAGE,
  NO_AVAILABILITY_MESSAGE,
  NOT_ACTIVE_MESSAGE,
  NOT_ENDED_MESSAGE,
  NOT_REQUESTED_MESSAGE,
  type NextAvailable,
  QUOTE_NOT_FOUND_MESSAGE,
  SLOT_NOT_OFFERED_MESSAGE,
  SLOT_TAKEN_MESSAGE,
  type Slots,
  SOON_DAYS,
  TIME_OFF_NOT_FOUND_MESSAGE,
  type Visit,
  VISIT_NOT_FOUND_MESSAGE,
  type VisitParty,
} from '@/contract/visit';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, conflict, HttpError, notFound } from '@/server/platform/errors';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { findCompanyListing, requireCompanyOwner } from '../companies';
import { stateTimeZone } from './state-time-zones';
import { tellVisitChange, type VisitDeps } from './visit-notices';
import {
  type AvailabilityRow,
  deleteTimeOff,
  findAvailability,
  findCompanyState,
  findFreeSlots,
  findNextAvailable,
  findOwnedCompaniesInQuote,
  findParties,
  findQuoteCustomer,
  findTimeOff,
  findVisitForUpdate,
  findWeeklyHours,
  insertTimeOff,
  insertVisit,
  listQuoteVisits,
  lockComingVisits,
  saveAvailability,
  updateVisit,
  type VisitRow,
} from './visit-repository';

const EXCLUSION_VIOLATION = '23P01';
/** How many days of fresh slots a lost race answers with. */
const FRESH_SLOT_DAYS = 14;

/** The 409 of a lost race: carries the slots still free. */
export class SlotTakenError extends HttpError {
  constructor(readonly slots: string[]) {
    super(409, SLOT_TAKEN_MESSAGE);
  }
}

function isExclusionViolation(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return (
    (error as { code?: string }).code === EXCLUSION_VIOLATION || cause?.code === EXCLUSION_VIOLATION
  );
}

/** Settings before the owner saves any: a request mode, the zone of the company's state. */
function defaults(companyId: number, state: string): AvailabilityRow {
  return {
    companyId,
    bookingMode: 'request',
    visitMinutes: 60,
    bufferMinutes: 0,
    minNoticeHours: 24,
    maxDaysAhead: 30,
    timeZone: stateTimeZone(state),
  };
}

export async function getAvailability(
  db: Database,
  user: SessionUser,
  companyId: number,
): Promise<Availability> {
  await requireCompanyOwner(db, companyId, user);
  const company = (await findCompanyState(db, companyId))!;
  const settings = (await findAvailability(db, companyId)) ?? defaults(companyId, company.state);
  const [weekly, timeOff] = await Promise.all([
    findWeeklyHours(db, companyId),
    findTimeOff(db, companyId),
  ]);
  return {
    ...settings,
    weekly,
    timeOff: timeOff.map((t) => ({
      ...t,
      startsAt: t.startsAt.toISOString(),
      endsAt: t.endsAt.toISOString(),
    })),
  };
}

export async function putAvailability(
  db: Database,
  user: SessionUser,
  companyId: number,
  input: AvailabilityInput,
): Promise<Availability> {
  await db.transaction(async (tx) => {
    await requireCompanyOwner(tx, companyId, user);
    await saveAvailability(tx, companyId, input);
  });
  return getAvailability(db, user, companyId);
}

export async function addTimeOff(
  db: Database,
  user: SessionUser,
  companyId: number,
  input: { startsAt: string; endsAt: string; note: string },
) {
  await requireCompanyOwner(db, companyId, user);
  const row = await insertTimeOff(db, companyId, input);
  return { ...row, startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() };
}

export async function removeTimeOff(
  db: Database,
  user: SessionUser,
  companyId: number,
  timeOffId: number,
): Promise<void> {
  await requireCompanyOwner(db, companyId, user);
  if (!(await deleteTimeOff(db, companyId, timeOffId))) throw notFound(TIME_OFF_NOT_FOUND_MESSAGE);
}

/** The caller's side of a quote's conversation with a company, or 404. */
async function requireParty(
  db: Executor,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<{ party: VisitParty; customerId: number; ownerId: number }> {
  const parties = await findParties(db, quoteId, companyId);
  if (!parties) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (parties.customerId === user.id) return { party: 'customer', ...parties };
  if (parties.ownerId === user.id) return { party: 'business', ...parties };
  throw notFound(QUOTE_NOT_FOUND_MESSAGE);
}

export async function getSlots(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
  from: string | null,
  days: number,
): Promise<Slots> {
  await requireParty(db, user, quoteId, companyId);
  const settings = await findAvailability(db, companyId);
  if (!settings) return { timeZone: '', visitMinutes: 0, bookingMode: 'request', slots: [] };
  return {
    timeZone: settings.timeZone,
    visitMinutes: settings.visitMinutes,
    bookingMode: settings.bookingMode,
    slots: await findFreeSlots(db, companyId, from, days),
  };
}

/**
 * "Next available" of each of these companies (a page of results, never a whole result set) that
 * takes visits and has a free time within SOON_DAYS, by id; one statement.
 */
export async function nextAvailableOf(
  db: Executor,
  companyIds: number[],
): Promise<Map<number, NextAvailable>> {
  const rows = await findNextAvailable(db, companyIds, SOON_DAYS);
  return new Map(rows.map(({ companyId, ...next }) => [companyId, next]));
}

/** A company page's "Next available": null unless listed, taking visits and free soon; 404 unknown. */
export async function companyNextAvailable(
  db: Executor,
  companyId: number,
): Promise<NextAvailable | null> {
  const listing = await findCompanyListing(db, companyId);
  if (!listing) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
  if (!listing.listed) return null;
  return (await nextAvailableOf(db, [companyId])).get(companyId) ?? null;
}

/** A row as answered: instants as ISO text; the buffer's end stays inside the server. */
export function toVisit({ blockedUntil: _buffered, ...row }: VisitRow): Visit {
  return {
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function publishVisit(tx: Executor, row: VisitRow, ownerId: number): Promise<void> {
  await publishRealtime(tx, [row.customerId, ownerId], {
    type: 'visit',
    quoteId: row.quoteId,
    companyId: row.companyId,
    visit: toVisit(row),
  });
}

/** Whether `startsAt` is one of the slots offered now (`exceptVisitId`: the visit being moved). */
async function isOffered(
  tx: Executor,
  settings: AvailabilityRow,
  startsAt: Date,
  exceptVisitId: number | null,
  ignoreBookings = false,
): Promise<boolean> {
  // The local day of the instant, one day either side: the slot query works in local days.
  const day = new Date(startsAt.getTime() - 86_400_000).toISOString().slice(0, 10);
  const slots = await findFreeSlots(tx, settings.companyId, day, 3, exceptVisitId, ignoreBookings);
  return slots.includes(startsAt.toISOString());
}

/**
 * The time is not free: 409 'That time was just taken' (with fresh slots) when the hours offer it
 * but a booking holds it (a race lost before the insert), else 400 (a time never offered).
 */
async function refuseTime(
  tx: Executor,
  settings: AvailabilityRow,
  startsAt: Date,
  exceptVisitId: number | null,
): Promise<never> {
  if (await isOffered(tx, settings, startsAt, exceptVisitId, true)) {
    // Read in the caller's transaction: a second connection while holding one could starve the pool.
    throw new SlotTakenError(await findFreeSlots(tx, settings.companyId, null, FRESH_SLOT_DAYS));
  }
  throw badRequest(SLOT_NOT_OFFERED_MESSAGE, { startsAt: SLOT_NOT_OFFERED_MESSAGE });
}

/** A visit's times from its start: the end, and the end plus the buffer the exclusion holds. */
function timesFrom(settings: AvailabilityRow, startsAt: Date) {
  const endsAt = new Date(startsAt.getTime() + settings.visitMinutes * 60_000);
  return {
    startsAt,
    endsAt,
    blockedUntil: new Date(endsAt.getTime() + settings.bufferMinutes * 60_000),
  };
}

/** Runs a change that takes a time; an overlap lost to a concurrent booking becomes the 409. */
async function takingTime<T>(db: Database, companyId: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new SlotTakenError(await findFreeSlots(db, companyId, null, FRESH_SLOT_DAYS));
  }
}

export async function bookVisit(
  deps: VisitDeps,
  user: SessionUser,
  quoteId: number,
  companyId: number,
  startsAtText: string,
): Promise<Visit> {
  const startsAt = new Date(startsAtText);
  return takingTime(deps.db, companyId, () =>
    deps.db.transaction(async (tx) => {
      const { party, customerId, ownerId } = await requireParty(tx, user, quoteId, companyId);
      if (party !== 'customer') throw new HttpError(403, CUSTOMER_ONLY_MESSAGE);
      const settings = await findAvailability(tx, companyId);
      if (!settings) throw badRequest(NO_AVAILABILITY_MESSAGE);
      if (!(await isOffered(tx, settings, startsAt, null))) {
        await refuseTime(tx, settings, startsAt, null);
      }
      const row = await insertVisit(tx, {
        quoteId,
        companyId,
        customerId,
        ...timesFrom(settings, startsAt),
        status: settings.bookingMode === 'instant' ? 'confirmed' : 'requested',
      });
      await publishVisit(tx, row, ownerId);
      if (row.status === 'confirmed') await tellVisitChange(deps, tx, row, ownerId, 'confirmed');
      else await tellVisitChange(deps, tx, row, ownerId, 'requested', BUSINESS_ALONE);
      return toVisit(row);
    }),
  );
}

/** A request (Request mode) goes to the business alone: an e-mail without an .ics, and the bell. */
const BUSINESS_ALONE = { mail: ['business'], bell: ['business'] } satisfies {
  mail: VisitParty[];
  bell: VisitParty[];
};

type VisitAction = 'confirm' | 'decline' | 'done' | 'no-show';

/** A visit row the caller is a party of (else 404), locked, with the caller's side. */
async function lockVisit(tx: Executor, user: SessionUser, visitId: number) {
  const found = await findVisitForUpdate(tx, visitId);
  if (!found) throw notFound(VISIT_NOT_FOUND_MESSAGE);
  const party: VisitParty | null =
    found.visit.customerId === user.id ? 'customer' : found.ownerId === user.id ? 'business' : null;
  if (!party) throw notFound(VISIT_NOT_FOUND_MESSAGE);
  return { ...found, party };
}

/** confirm/decline (a requested visit), done/no-show (once ended): the business only. */
export async function actOnVisit(
  deps: VisitDeps,
  user: SessionUser,
  visitId: number,
  action: VisitAction,
): Promise<Visit> {
  return deps.db.transaction(async (tx) => {
    const { visit, ownerId, party } = await lockVisit(tx, user, visitId);
    if (party !== 'business') throw new HttpError(403, BUSINESS_ONLY_MESSAGE);
    let status: VisitRow['status'];
    if (action === 'confirm' || action === 'decline') {
      if (visit.status !== 'requested') throw conflict(NOT_REQUESTED_MESSAGE);
      status = action === 'confirm' ? 'confirmed' : 'declined';
    } else {
      if (visit.status !== 'confirmed') throw conflict(NOT_ACTIVE_MESSAGE);
      if (visit.endsAt.getTime() > Date.now()) throw conflict(NOT_ENDED_MESSAGE);
      status = action === 'done' ? 'done' : 'no_show';
    }
    const row = await updateVisit(tx, visitId, { status });
    await publishVisit(tx, row, ownerId);
    if (status === 'confirmed') await tellVisitChange(deps, tx, row, ownerId, 'confirmed');
    return toVisit(row);
  });
}

/**
 * Either side cancels a booked visit; late when inside the company's minimum notice. The other
 * side is told in the bell (and by push); a confirmed visit was in both calendars: its sequence
 * goes up and both sides get the METHOD:CANCEL.
 */
export async function cancelVisit(
  deps: VisitDeps,
  user: SessionUser,
  visitId: number,
  reason: string,
): Promise<Visit> {
  return deps.db.transaction(async (tx) => {
    const { visit, ownerId, party } = await lockVisit(tx, user, visitId);
    if (visit.status !== 'requested' && visit.status !== 'confirmed') {
      throw conflict(NOT_ACTIVE_MESSAGE);
    }
    return toVisit(await cancelLocked(deps, tx, { visit, ownerId }, party, reason));
  });
}

/** Cancels a booked visit locked by the caller, for `party`, and tells both sides as cancelVisit says. */
async function cancelLocked(
  deps: Pick<VisitDeps, 'jobs' | 'config'>,
  tx: Executor,
  { visit, ownerId }: { visit: VisitRow; ownerId: number },
  party: VisitParty,
  reason: string | null,
): Promise<VisitRow> {
  const settings = await findAvailability(tx, visit.companyId);
  const noticeMs = (settings?.minNoticeHours ?? 0) * 3_600_000;
  const row = await updateVisit(tx, visit.id, {
    status: 'cancelled',
    cancelledBy: party,
    cancelReason: reason,
    lateCancellation: visit.startsAt.getTime() - Date.now() < noticeMs,
    sequence: visit.sequence + 1,
  });
  await publishVisit(tx, row, ownerId);
  await tellVisitChange(deps, tx, row, ownerId, 'cancelled', {
    reason,
    bell: [party === 'customer' ? 'business' : 'customer'],
    // A request was in nobody's calendar: the bell says it.
    mail: visit.status === 'confirmed' ? ['customer', 'business'] : [],
  });
  return row;
}

/**
 * A side is gone: an account deleted or suspended (its visits as a customer and as a business
 * owner), or a business hidden by an admin. In the caller's transaction, each of their visits
 * still to come is cancelled on the gone side's behalf, without a reason (nobody says which of
 * the two it was); the other side hears of it as of any cancellation, and no reminder follows.
 */
export async function cancelVisitsOfGone(
  deps: Pick<VisitDeps, 'jobs' | 'config'>,
  tx: Executor,
  gone: { userId: number } | { companyId: number },
): Promise<void> {
  for (const locked of await lockComingVisits(tx, gone)) {
    const party: VisitParty =
      'userId' in gone && locked.visit.customerId === gone.userId ? 'customer' : 'business';
    await cancelLocked(deps, tx, locked, party, null);
  }
}

/**
 * Either side moves a booked visit to another offered time; its .ics sequence goes up and, when
 * confirmed, both sides get the invitation again (same UID, the new SEQUENCE).
 */
export async function rescheduleVisit(
  deps: VisitDeps,
  user: SessionUser,
  visitId: number,
  startsAtText: string,
  reason: string,
): Promise<Visit> {
  const startsAt = new Date(startsAtText);
  let companyId = 0;
  try {
    return await deps.db.transaction(async (tx) => {
      const { visit, ownerId, party } = await lockVisit(tx, user, visitId);
      companyId = visit.companyId;
      if (visit.status !== 'requested' && visit.status !== 'confirmed') {
        throw conflict(NOT_ACTIVE_MESSAGE);
      }
      const settings = (await findAvailability(tx, visit.companyId))!;
      if (!(await isOffered(tx, settings, startsAt, visitId))) {
        await refuseTime(tx, settings, startsAt, visitId);
      }
      const row = await updateVisit(tx, visitId, {
        ...timesFrom(settings, startsAt),
        sequence: visit.sequence + 1,
        rescheduledBy: party,
        rescheduleReason: reason,
      });
      await publishVisit(tx, row, ownerId);
      if (row.status === 'confirmed') {
        await tellVisitChange(deps, tx, row, ownerId, 'rescheduled', { reason });
      }
      return toVisit(row);
    });
  } catch (error) {
    if (!isExclusionViolation(error)) throw error;
    throw new SlotTakenError(await findFreeSlots(deps.db, companyId, null, FRESH_SLOT_DAYS));
  }
}

/** A quote's visits: all of them for its customer, a business's own for the business. */
export async function listVisits(
  db: Database,
  user: SessionUser,
  quoteId: number,
): Promise<Visit[]> {
  const quote = await findQuoteCustomer(db, quoteId);
  if (!quote) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  if (quote.customerId === user.id) return (await listQuoteVisits(db, quoteId, null)).map(toVisit);
  const owned = await findOwnedCompaniesInQuote(db, quoteId, user.id);
  if (owned.length === 0) throw notFound(QUOTE_NOT_FOUND_MESSAGE);
  return (await listQuoteVisits(db, quoteId, owned)).map(toVisit);
}
