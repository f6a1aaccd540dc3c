import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { FEED_REACH } from '@/server/modules/visits/calendar-feeds';
import {
  findFeedVisits,
  findFreeSlots,
  findNextAvailable,
} from '@/server/modules/visits/visit-repository';
import { SOON_DAYS } from '@/contract/visit';
import { createCompany, createUser } from '../../tests/support/factories';
import { LoadRecorder, type LoadFigures } from './stats';

/** Visits a day on the bench calendars: every other hour of 08:00–18:00 Denver. */
const PER_DAY = 5;
/** Businesses beside the busy one, sharing the `visits` table and its GiST index. */
const OTHER_COMPANIES = 100;
/** A page of search results (PAGE_SIZE): the busy business and 8 others, all taking visits. */
const PAGE = 9;

export interface VisitFigures {
  /** One business's free slots for 14 days (the slot picker). */
  slots: LoadFigures;
  /** "Next available" of a page of results (search). */
  nextAvailable: LoadFigures;
  /** The busy business owner's visits as their calendar feed lists them (at most 1000). */
  feed: LoadFigures;
}

/**
 * Writes `count` visits of one company (Denver, 08:00–18:00 every day, hour-long visits, bookable
 * a year ahead) filling every other hour, the most recent days and the coming six months
 * confirmed and the older ones done, on one quote of `customerId`.
 */
async function fillCalendar(db: Database, companyId: number, customerId: number, count: number) {
  await db.execute(sql`
    INSERT INTO company_availability (company_id, booking_mode, visit_minutes, buffer_minutes,
      min_notice_hours, max_days_ahead, time_zone)
    VALUES (${companyId}, 'instant', 60, 0, 0, 365, 'America/Denver')`);
  await db.execute(sql`
    INSERT INTO company_weekly_hours (company_id, weekday, start_minute, end_minute)
    SELECT ${companyId}, d, 480, 1080 FROM generate_series(0, 6) d`);
  if (count === 0) return;
  const { rows } = await db.execute<{ id: number }>(sql`
    INSERT INTO quotes (user_id, quote_name, description, status, submitted_at)
    VALUES (${customerId}, 'Bench visits', 'Visits for the bench', 'submitted', now())
    RETURNING id`);
  const days = Math.ceil(count / PER_DAY);
  await db.execute(sql`
    INSERT INTO visits (quote_id, company_id, customer_id, starts_at, ends_at, blocked_until,
      status)
    SELECT ${rows[0]!.id}, ${companyId}, ${customerId}, s, s + interval '1 hour',
      s + interval '1 hour', CASE WHEN s < now() THEN 'done' ELSE 'confirmed' END::visit_status
    FROM generate_series(0, ${count - 1}::int) i,
      LATERAL (SELECT ((current_date + (i / ${PER_DAY}::int) - ${days}::int + 180)
        + make_interval(hours => 8 + 2 * (i % ${PER_DAY}::int))) AT TIME ZONE 'America/Denver' AS s) t`);
}

/** Calls `run` one call after another for `seconds`; a call answering false counts as an error. */
async function timed(seconds: number, run: () => Promise<boolean>): Promise<LoadFigures> {
  const recorder = new LoadRecorder();
  const deadline = performance.now() + seconds * 1000;
  while (performance.now() < deadline) {
    const t0 = performance.now();
    if (await run()) recorder.success(performance.now() - t0);
    else recorder.failure();
  }
  return recorder.figures();
}

/**
 * The visits' questions with `visitCount` visits on one busy business's calendar and as many
 * again spread over OTHER_COMPANIES others (docs/performance.md, "Free visit slots"): its free
 * slots for 14 days (`findFreeSlots`), "Next available" for a page of results with it
 * (`findNextAvailable`), and its owner's calendar feed list (`findFeedVisits`), each
 * timed for `seconds`. The companies and their data are removed afterwards.
 */
export async function loadVisitSlots(
  db: Database,
  visitCount: number,
  seconds: number,
): Promise<VisitFigures> {
  const stamp = Date.now();
  const owner = await createUser(db, { email: `owner-${stamp}@bench-visits.example` });
  const customer = await createUser(db, { email: `customer-${stamp}@bench-visits.example` });
  const companyIds: number[] = [];
  try {
    for (let i = 0; i <= OTHER_COMPANIES; i++) {
      const company = await createCompany(db, {
        name: `Bench Visits ${i}`,
        zip: '80202',
        ownerId: owner.id,
      });
      companyIds.push(company.id);
    }
    const [busy, ...others] = companyIds as [number, ...number[]];
    // The busy business's owner is the only one whose feed is read: the others get their own.
    const othersOwner = await createUser(db, { email: `others-${stamp}@bench-visits.example` });
    await db.execute(sql`UPDATE companies SET owner_id = ${othersOwner.id}
      WHERE id = ANY(${`{${others.join(',')}}`}::int[])`);
    await fillCalendar(db, busy, customer.id, visitCount);
    const each = Math.floor(visitCount / OTHER_COMPANIES);
    for (const id of others) await fillCalendar(db, id, customer.id, each);
    await db.execute(sql`ANALYZE visits`);

    const page = companyIds.slice(0, PAGE);
    return {
      slots: await timed(seconds, async () => (await findFreeSlots(db, busy, null, 14)).length > 0),
      nextAvailable: await timed(
        seconds,
        async () => (await findNextAvailable(db, page, SOON_DAYS)).length === PAGE,
      ),
      feed: await timed(
        seconds,
        async () => (await findFeedVisits(db, owner.id, FEED_REACH)).length > 0,
      ),
    };
  } finally {
    const ids = `{${companyIds.join(',')}}`;
    await db.execute(sql`DELETE FROM companies WHERE id = ANY(${ids}::int[])`);
    await db.execute(sql`DELETE FROM users WHERE email LIKE '%@bench-visits.example'`);
  }
}
