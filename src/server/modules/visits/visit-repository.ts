import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AvailabilityInput, BookingMode, VisitParty, VisitStatus } from '@/contract/visit';
import type { Executor, RawColumns } from '@/server/db/client';
import {
  calendarFeeds,
  companies,
  companyAvailability,
  companyTimeOff,
  companyWeeklyHours,
  quoteCompanies,
  quotes,
  users,
  visitReminders,
  visits,
} from '@/server/db/schema';
import { emailRecipientColumns } from '../users';

export type VisitRow = typeof visits.$inferSelect;

export interface AvailabilityRow {
  companyId: number;
  bookingMode: BookingMode;
  visitMinutes: number;
  bufferMinutes: number;
  minNoticeHours: number;
  maxDaysAhead: number;
  timeZone: string;
}

export async function findCompanyState(db: Executor, companyId: number) {
  const [row] = await db
    .select({ state: companies.state, ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row ?? null;
}

export async function findAvailability(
  db: Executor,
  companyId: number,
): Promise<AvailabilityRow | null> {
  const [row] = await db
    .select({
      companyId: companyAvailability.companyId,
      bookingMode: companyAvailability.bookingMode,
      visitMinutes: companyAvailability.visitMinutes,
      bufferMinutes: companyAvailability.bufferMinutes,
      minNoticeHours: companyAvailability.minNoticeHours,
      maxDaysAhead: companyAvailability.maxDaysAhead,
      timeZone: companyAvailability.timeZone,
    })
    .from(companyAvailability)
    .where(eq(companyAvailability.companyId, companyId));
  return row ?? null;
}

export function findWeeklyHours(db: Executor, companyId: number) {
  return db
    .select({
      weekday: companyWeeklyHours.weekday,
      startMinute: companyWeeklyHours.startMinute,
      endMinute: companyWeeklyHours.endMinute,
    })
    .from(companyWeeklyHours)
    .where(eq(companyWeeklyHours.companyId, companyId))
    .orderBy(asc(companyWeeklyHours.weekday), asc(companyWeeklyHours.startMinute));
}

export function findTimeOff(db: Executor, companyId: number) {
  return db
    .select({
      id: companyTimeOff.id,
      startsAt: companyTimeOff.startsAt,
      endsAt: companyTimeOff.endsAt,
      note: companyTimeOff.note,
    })
    .from(companyTimeOff)
    .where(and(eq(companyTimeOff.companyId, companyId), sql`${companyTimeOff.endsAt} > now()`))
    .orderBy(asc(companyTimeOff.startsAt));
}

/** Replaces the settings and the weekly ranges (inside the caller's transaction). */
export async function saveAvailability(
  tx: Executor,
  companyId: number,
  input: AvailabilityInput,
): Promise<void> {
  const { weekly, ...settings } = input;
  await tx
    .insert(companyAvailability)
    .values({ companyId, ...settings })
    .onConflictDoUpdate({
      target: companyAvailability.companyId,
      set: { ...settings, updatedAt: sql`now()` },
    });
  await tx.delete(companyWeeklyHours).where(eq(companyWeeklyHours.companyId, companyId));
  if (weekly.length > 0) {
    await tx.insert(companyWeeklyHours).values(weekly.map((range) => ({ companyId, ...range })));
  }
}

export async function insertTimeOff(
  db: Executor,
  companyId: number,
  value: { startsAt: string; endsAt: string; note: string },
) {
  const [row] = await db
    .insert(companyTimeOff)
    .values({
      companyId,
      startsAt: new Date(value.startsAt),
      endsAt: new Date(value.endsAt),
      note: value.note,
    })
    .returning({
      id: companyTimeOff.id,
      startsAt: companyTimeOff.startsAt,
      endsAt: companyTimeOff.endsAt,
      note: companyTimeOff.note,
    });
  return row!;
}

export async function deleteTimeOff(
  db: Executor,
  companyId: number,
  timeOffId: number,
): Promise<boolean> {
  const rows = await db
    .delete(companyTimeOff)
    .where(and(eq(companyTimeOff.id, timeOffId), eq(companyTimeOff.companyId, companyId)))
    .returning({ id: companyTimeOff.id });
  return rows.length > 0;
}

/** The two parties of a quote's conversation with a company (submitted quotes only). */
export async function findParties(db: Executor, quoteId: number, companyId: number) {
  const [row] = await db
    .select({ customerId: quotes.userId, ownerId: companies.ownerId })
    .from(quoteCompanies)
    .innerJoin(quotes, eq(quotes.id, quoteCompanies.quoteId))
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(
      and(
        eq(quoteCompanies.quoteId, quoteId),
        eq(quoteCompanies.companyId, companyId),
        sql`${quotes.submittedAt} IS NOT NULL`,
      ),
    );
  return row ?? null;
}

/** What `freeSlots` computes beyond the company: the span and what it ignores. */
interface SlotSpan {
  /** The first local day (YYYY-MM-DD); null: today in the company's zone. */
  from: string | null;
  days: number;
  /** A visit being moved does not block itself. */
  exceptVisitId?: number | null;
  /** Offered by the hours, whatever is booked: tells a time just taken from one never offered. */
  ignoreBookings?: boolean;
}

/**
 * A SELECT of `starts_at`, the free start times of the company `companyId` (a value or an outer
 * query's column) over `days` local days from `from`: wall-clock times from the weekly hours
 * turned into instants in the company's zone by PostgreSQL (`(date + minutes) AT TIME ZONE zone`,
 * right across daylight-saving changes), minus time off, minus times whose visit plus buffer meets
 * a requested/confirmed visit's [start, blocked_until) (its end plus the buffer it was booked
 * with; the visits_no_overlap GiST index answers it), not before now + the notice, not after
 * now + the days ahead. No row without saved availability. Unordered. An outer column must not
 * be of an alias used inside (a, d, h, m, s, t, v).
 */
function freeSlots(companyId: SQL, span: SlotSpan): SQL {
  const { from, days, exceptVisitId = null, ignoreBookings = false } = span;
  return sql`
    SELECT DISTINCT s.starts_at
    FROM company_availability a
    CROSS JOIN LATERAL generate_series(
      coalesce(${from}::date, (now() AT TIME ZONE a.time_zone)::date),
      coalesce(${from}::date, (now() AT TIME ZONE a.time_zone)::date) + (${days}::int - 1),
      interval '1 day'
    ) AS d(day)
    JOIN company_weekly_hours h
      ON h.company_id = a.company_id AND h.weekday = extract(dow FROM d.day::date)::int
    CROSS JOIN LATERAL generate_series(
      h.start_minute, h.end_minute - a.visit_minutes, a.visit_minutes + a.buffer_minutes
    ) AS m
    CROSS JOIN LATERAL (
      SELECT ((d.day::date + make_interval(mins => m)) AT TIME ZONE a.time_zone) AS starts_at
    ) s
    WHERE a.company_id = ${companyId}
      AND s.starts_at >= now() + make_interval(hours => a.min_notice_hours)
      AND s.starts_at <= now() + make_interval(days => a.max_days_ahead)
      AND NOT EXISTS (
        SELECT 1 FROM company_time_off t
        WHERE t.company_id = a.company_id
          AND tstzrange(t.starts_at, t.ends_at)
            && tstzrange(s.starts_at, s.starts_at + make_interval(mins => a.visit_minutes))
      )
      AND (${ignoreBookings}::boolean OR NOT EXISTS (
        SELECT 1 FROM visits v
        WHERE v.company_id = a.company_id
          AND v.status IN ('requested', 'confirmed')
          AND v.id IS DISTINCT FROM ${exceptVisitId}::int
          AND tstzrange(v.starts_at, v.blocked_until) && tstzrange(
                s.starts_at, s.starts_at + make_interval(mins => a.visit_minutes + a.buffer_minutes)
              )
      ))`;
}

/** A company's free start times (see `freeSlots`), ISO instants in order. */
export async function findFreeSlots(
  db: Executor,
  companyId: number,
  from: string | null,
  days: number,
  exceptVisitId: number | null = null,
  ignoreBookings = false,
): Promise<string[]> {
  const span = { from, days, exceptVisitId, ignoreBookings };
  // Raw SQL: generate_series of slots and time zones.
  const { rows } = await db.execute<RawColumns<typeof visits, 'startsAt'>>(
    sql`${freeSlots(sql`${companyId}::int`, span)} ORDER BY s.starts_at`,
  );
  return rows.map((r) => new Date(r.starts_at).toISOString());
}

/**
 * Over a company (an outer query's column): it has a free slot within `days` days from today in
 * its zone. EXISTS stops at the first one found.
 */
export const hasFreeSlot = (companyId: SQL, days: number): SQL =>
  sql`EXISTS (${freeSlots(companyId, { from: null, days })})`;

/**
 * The first free slot within `days` days of each of these companies that has one, with its zone,
 * in one statement: for the page of results being shown, never a whole result set.
 */
export async function findNextAvailable(
  db: Executor,
  companyIds: number[],
  days: number,
): Promise<Array<{ companyId: number; startsAt: string; timeZone: string }>> {
  if (companyIds.length === 0) return [];
  // Raw SQL: a lateral slot computation per company of an int[].
  const { rows } = await db.execute<
    RawColumns<typeof companyAvailability, 'companyId' | 'timeZone'> &
      RawColumns<typeof visits, 'startsAt'>
  >(
    sql`
      SELECT ca.company_id, ca.time_zone, first.starts_at
      FROM company_availability ca
      CROSS JOIN LATERAL (
        SELECT min(free.starts_at) AS starts_at
        FROM (${freeSlots(sql`ca.company_id`, { from: null, days })}) free
      ) first
      WHERE ca.company_id = ANY(${`{${companyIds.join(',')}}`}::int[])
        AND first.starts_at IS NOT NULL`,
  );
  return rows.map((r) => ({
    companyId: r.company_id,
    startsAt: new Date(r.starts_at).toISOString(),
    timeZone: r.time_zone,
  }));
}

export async function insertVisit(
  tx: Executor,
  value: {
    quoteId: number;
    companyId: number;
    customerId: number;
    startsAt: Date;
    endsAt: Date;
    blockedUntil: Date;
    status: VisitStatus;
  },
): Promise<VisitRow> {
  const [row] = await tx.insert(visits).values(value).returning();
  return row!;
}

/** A visit with its two parties, locked for the change that follows. */
export async function findVisitForUpdate(tx: Executor, visitId: number) {
  const [row] = await tx
    .select({ visit: visits, ownerId: companies.ownerId })
    .from(visits)
    .innerJoin(companies, eq(companies.id, visits.companyId))
    .where(eq(visits.id, visitId))
    .for('update', { of: visits });
  return row ?? null;
}

/**
 * The requested and confirmed visits still to come of a person (as the customer or as the owner
 * of the business) or of a company, with their owner, locked, oldest first.
 */
export function lockComingVisits(tx: Executor, of: { userId: number } | { companyId: number }) {
  const whose =
    'userId' in of
      ? or(
          inArray(
            visits.quoteId,
            tx.select({ id: quotes.id }).from(quotes).where(eq(quotes.userId, of.userId)),
          ),
          eq(companies.ownerId, of.userId),
        )
      : eq(visits.companyId, of.companyId);
  return tx
    .select({ visit: visits, ownerId: companies.ownerId })
    .from(visits)
    .innerJoin(companies, eq(companies.id, visits.companyId))
    .where(
      and(
        inArray(visits.status, ['requested', 'confirmed']),
        sql`${visits.startsAt} > now()`,
        whose,
      ),
    )
    .orderBy(asc(visits.id))
    .for('update', { of: visits });
}

export async function updateVisit(
  tx: Executor,
  visitId: number,
  set: Partial<{
    status: VisitStatus;
    cancelledBy: VisitParty;
    cancelReason: string | null;
    rescheduledBy: VisitParty;
    rescheduleReason: string;
    lateCancellation: boolean;
    startsAt: Date;
    endsAt: Date;
    blockedUntil: Date;
    sequence: number;
  }>,
): Promise<VisitRow> {
  const [row] = await tx
    .update(visits)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(visits.id, visitId))
    .returning();
  return row!;
}

export function listQuoteVisits(db: Executor, quoteId: number, companyIds: number[] | null) {
  return db
    .select()
    .from(visits)
    .where(
      and(
        eq(visits.quoteId, quoteId),
        companyIds ? inArray(visits.companyId, companyIds) : undefined,
      ),
    )
    .orderBy(asc(visits.startsAt), asc(visits.id));
}

export async function findQuoteCustomer(db: Executor, quoteId: number) {
  const [row] = await db
    .select({ customerId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  return row ?? null;
}

/** The caller's companies in a quote's conversations. */
export async function findOwnedCompaniesInQuote(db: Executor, quoteId: number, userId: number) {
  const rows = await db
    .select({ companyId: quoteCompanies.companyId })
    .from(quoteCompanies)
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(companies.ownerId, userId)));
  return rows.map((r) => r.companyId);
}

/** What a visit's e-mails and calendar entries name: the quote, the company, the customer, the zone. */
export async function findVisitContext(db: Executor, visitId: number) {
  const [row] = await db
    .select({
      quoteName: quotes.quoteName,
      companyName: companies.name,
      customerFirstName: users.firstName,
      timeZone: sql<string>`coalesce(${companyAvailability.timeZone}, 'UTC')`,
    })
    .from(visits)
    .innerJoin(quotes, eq(quotes.id, visits.quoteId))
    .innerJoin(companies, eq(companies.id, visits.companyId))
    .innerJoin(users, eq(users.id, visits.customerId))
    .leftJoin(companyAvailability, eq(companyAvailability.companyId, visits.companyId))
    .where(eq(visits.id, visitId));
  return row!;
}

/** The people an e-mail (`allowsEmail`) or a text (when opted in) may go to, with their settings. */
export function findRecipients(db: Executor, userIds: number[]) {
  return db
    .select({
      id: users.id,
      ...emailRecipientColumns,
      phoneNumber: users.phoneNumber,
      textNotifications: users.textNotifications,
    })
    .from(users)
    .where(inArray(users.id, userIds));
}

/** Creates the person's calendar feed, or replaces its secret's hash. */
export async function saveFeedToken(db: Executor, userId: number, tokenHash: string) {
  await db
    .insert(calendarFeeds)
    .values({ userId, tokenHash })
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash, createdAt: sql`now()` },
    });
}

export async function deleteFeed(db: Executor, userId: number): Promise<void> {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The person whose feed this secret's hash opens, unless suspended or deleted. */
export async function findFeedOwner(db: Executor, tokenHash: string) {
  const [feed] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(
      and(
        eq(calendarFeeds.tokenHash, tokenHash),
        isNull(users.suspendedAt),
        isNull(users.deletedAt),
      ),
    );
  return feed?.userId;
}

/**
 * A person's visits as a customer and as a business owner, starting from `pastDays` back to
 * `aheadDays` ahead, the first `limit` in time, each with the request's name and the other side's.
 */
export async function findFeedVisits(
  db: Executor,
  userId: number,
  reach: { pastDays: number; aheadDays: number; limit: number },
) {
  // Raw SQL: the other side's name chosen per row (a CASE over two joins), bounds from now().
  const { rows } = await db.execute<
    RawColumns<
      typeof visits,
      | 'id'
      | 'quoteId'
      | 'companyId'
      | 'customerId'
      | 'startsAt'
      | 'endsAt'
      | 'status'
      | 'sequence'
      | 'updatedAt'
    > &
      RawColumns<typeof quotes, 'quoteName'> & { other_name: string }
  >(sql`
    SELECT v.id, v.quote_id, v.company_id, v.customer_id, v.starts_at, v.ends_at, v.status,
      v.sequence, v.updated_at, q.quote_name,
      CASE WHEN v.customer_id = ${userId} THEN c.name ELSE u.first_name END AS other_name
    FROM visits v
    JOIN companies c ON c.id = v.company_id
    JOIN quotes q ON q.id = v.quote_id
    JOIN users u ON u.id = v.customer_id
    WHERE (v.customer_id = ${userId} OR c.owner_id = ${userId})
      AND v.starts_at >= now() - make_interval(days => ${reach.pastDays})
      AND v.starts_at < now() + make_interval(days => ${reach.aheadDays})
    ORDER BY v.starts_at
    LIMIT ${reach.limit}
  `);
  return rows;
}

/**
 * The reminders due now (sendDueReminders says which), soonest visit first, at most `limit`: each
 * visit's id and sequence, and the kind of reminder.
 */
export async function findDueReminders(db: Executor, limit: number) {
  // Raw SQL: a CROSS JOIN with a VALUES list (one row per kind of reminder).
  const { rows } = await db.execute<
    RawColumns<typeof visits, 'id' | 'sequence'> & RawColumns<typeof visitReminders, 'kind'>
  >(sql`
    SELECT v.id, v.sequence, r.kind
    FROM visits v
    CROSS JOIN (VALUES ('24h', 24), ('2h', 2)) AS r(kind, hours)
    WHERE v.status = 'confirmed'
      AND v.starts_at > now()
      AND v.starts_at - make_interval(hours => r.hours) <= now()
      AND v.updated_at < v.starts_at - make_interval(hours => r.hours)
      AND (r.kind = '2h' OR v.starts_at > now() + interval '2 hours')
      AND NOT EXISTS (
        SELECT 1 FROM visit_reminders s
        WHERE s.visit_id = v.id AND s.sequence = v.sequence AND s.kind = r.kind
      )
    ORDER BY v.starts_at
    LIMIT ${limit}
  `);
  return rows;
}

/** Claims a reminder for this visit's sequence; false when it was claimed already. */
export async function claimReminder(
  tx: Executor,
  reminder: { visitId: number; sequence: number; kind: '24h' | '2h' },
): Promise<boolean> {
  const [claim] = await tx
    .insert(visitReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ visitId: visitReminders.visitId });
  return claim !== undefined;
}
