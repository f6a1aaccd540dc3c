import { sql, type SQL } from 'drizzle-orm';
import { LEAD_EXPIRY_HOURS, MAX_MATCHED_PROS, type PassReason } from '@/contract/lead';
import { RESPONSE_RATE } from '@/contract/reputation';
import { SOON_DAYS } from '@/contract/visit';
import type { Executor, RawColumns } from '@/server/db/client';
import type { companies, leads } from '@/server/db/schema';
import { lockLimits } from '@/server/platform/limit-locks';
import { responseStats } from '../companies';
import { customerPresent } from '../conversations';
import { holdsCredential } from '../credential-standing';
import { earthPoint, METERS_PER_MILE } from '../geo';
import { hasFreeSlot } from '../visits';

/** A constant of the statement, written into it (a parameter would leave the planner guessing). */
const literal = (value: number): SQL => sql.raw(String(value));

/** An int[] parameter. */
const intArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** The score's weights and parts (docs/decisions/042). */
const WEIGHTS = { rating: 0.35, response: 0.3, proximity: 0.25, activity: 0.1 } as const;
/** The rating's prior: 4 stars worth 3 reviews. */
const PRIOR = { stars: 4, reviews: 3 } as const;
/** A business with too few requests for a response rate counts as answering this share. */
const UNKNOWN_RESPONSE = 0.7;
/** A ZIP-list business's proximity is measured against this reach. */
const ZIP_LIST_REACH_MILES = 50;
/** Activity is full within this many days and falls to nothing at the second. */
const ACTIVE_DAYS = { full: 7, none: 60 } as const;
/** Taken off the score of a business whose calendar says it cannot come soon (issue 34). */
const CALENDAR_PENALTY = 0.2;
/** Added for each kind of verified credential a business holds: licensed, insured (issue 36). */
const CREDENTIAL_BONUS = 0.05;

/**
 * Over a company `c`: its calendar says it cannot come soon. Only a business that saved its
 * availability can say so (without one, nothing is known: no penalty): it is on time off now
 * (company_time_off_company_idx: company, end), or its calendar offers no free slot within
 * SOON_DAYS (no working hours, time off, or every time booked: `hasFreeSlot`, which stops at the
 * first free one, so an open calendar costs a few index probes).
 */
const calendarClosed: SQL = sql`EXISTS (
  SELECT 1 FROM company_availability ca
  WHERE ca.company_id = c.id AND (
    EXISTS (SELECT 1 FROM company_time_off ct
      WHERE ct.company_id = c.id AND ct.ends_at > now() AND ct.starts_at <= now())
    OR NOT ${hasFreeSlot(sql`c.id`, SOON_DAYS)}))`;

/** One offer made: the lead, its request, and the business and its owner (who is told). */
export interface Offer {
  leadId: number;
  quoteId: number;
  companyId: number;
  ownerId: number;
}

/** The pass reason of a lead passed as spam: it does not count against the business's cap. */
const SPAM: PassReason = 'spam';

/**
 * The `job` rows of these matched requests still open and their customer still there: each
 * one's trade, ZIP and its point, and its free places (MAX_MATCHED_PROS less the offers open or
 * accepted).
 */
const openJobs = (quoteIds: number[]): SQL => sql`
  SELECT q.id AS quote_id, q.user_id, q.match_category_id AS category_id, z.zip,
    ${earthPoint(sql`z.latitude`, sql`z.longitude`)} AS point,
    ${literal(MAX_MATCHED_PROS)} - (SELECT count(*)::int FROM leads l
      WHERE l.quote_id = q.id AND l.status IN ('offered', 'accepted')) AS slots
  FROM quotes q JOIN zip_codes z ON z.zip = q.job_zip
  WHERE q.id = ANY(${intArray(quoteIds)}) AND q.match_category_id IS NOT NULL
    AND q.status IN ('submitted', 'in_progress') AND q.hired_at IS NULL
    AND ${customerPresent(sql`q.user_id`)}`;

/**
 * Over a `job` row: `cand`, the listed businesses of its trade whose area covers its ZIP, with
 * their reach: radius areas by `service_box @> point` (answered by the GiST index
 * companies_category_service_box_idx) and then the exact distance, ZIP lists by
 * company_service_zips.
 */
const candidates = sql`(
  SELECT c.id, c.service_radius_miles::float8 AS reach
  FROM companies c
  WHERE c.category_id = job.category_id AND c.listed AND c.service_box IS NOT NULL
    AND c.service_box @> job.point
    AND earth_distance(job.point, c.location) <= c.service_radius_miles * ${literal(METERS_PER_MILE)}
  UNION ALL
  SELECT c.id, ${literal(ZIP_LIST_REACH_MILES)}::float8
  FROM company_service_zips sz JOIN companies c ON c.id = sz.company_id
  WHERE sz.zip = job.zip AND c.category_id = job.category_id AND c.listed
    AND c.service_area = 'zips'
) cand`;

/**
 * Leads counted against a business's weekly cap: offered in the last 7 days, except those it
 * passed as spam and those never answered whose customer was removed (deleted or suspended).
 */
const countedThisWeek = (companyId: SQL): SQL => sql`(
  SELECT count(*) FROM leads l JOIN quotes lq ON lq.id = l.quote_id
  WHERE l.company_id = ${companyId} AND l.offered_at > now() - interval '7 days'
    AND l.pass_reason IS DISTINCT FROM ${SPAM}
    AND (l.status IN ('accepted', 'passed') OR ${customerPresent(sql`lq.user_id`)}))`;

/**
 * The matching statement (docs/decisions/043): for each of these matched
 * requests still open, offers it to its best candidates until MAX_MATCHED_PROS businesses hold it
 * (offered or accepted), in one INSERT ... SELECT. Candidates (see `candidates`) skip paused ones,
 * the customer's own, those already offered this request and those at their weekly cap; a business
 * with a cap is a candidate only if its limit lock is among `capLocked` (taken by the caller, so
 * its count is exact). The caller holds each request's row lock, so two offers of one request
 * never run at once.
 */
export function matchingStatement(quoteIds: number[], capLocked: number[]): SQL {
  const miles = sql`earth_distance(job.point, c.location) / ${literal(METERS_PER_MILE)}`;
  const lastActive = sql`GREATEST(c.created_at, c.updated_at, (
    SELECT max(m.created_at) FROM quote_companies qa
    JOIN messages m ON m.quote_id = qa.quote_id AND m.company_id = qa.company_id
    WHERE qa.company_id = c.id AND m.sender_type = 'company'))`;
  const score = sql`
    ${literal(WEIGHTS.rating)} * (c.average_rating::float8 * c.ratings_count + ${literal(PRIOR.stars * PRIOR.reviews)})
      / (c.ratings_count + ${literal(PRIOR.reviews)}) / 5
    + ${literal(WEIGHTS.response)} * CASE WHEN rs.requests >= ${literal(RESPONSE_RATE.minRequests)}
        THEN rs.answered_in_time::float8 / rs.requests ELSE ${literal(UNKNOWN_RESPONSE)} END
    + ${literal(WEIGHTS.proximity)} * GREATEST(0, 1 - COALESCE(${miles} / cand.reach, 1))
    + ${literal(WEIGHTS.activity)} * LEAST(1, GREATEST(0,
        (${literal(ACTIVE_DAYS.none)} - extract(epoch FROM now() - ${lastActive}) / 86400)
        / ${literal(ACTIVE_DAYS.none - ACTIVE_DAYS.full)}))
    - CASE WHEN ${calendarClosed} THEN ${literal(CALENDAR_PENALTY)} ELSE 0 END
    + CASE WHEN ${holdsCredential(sql`c.id`, 'licence')} THEN ${literal(CREDENTIAL_BONUS)} ELSE 0 END
    + CASE WHEN ${holdsCredential(sql`c.id`, 'insurance')} THEN ${literal(CREDENTIAL_BONUS)} ELSE 0 END`;
  return sql`
    WITH job AS (${openJobs(quoteIds)}
    ), picked AS (
      SELECT job.quote_id, best.company_id, best.score
      FROM job CROSS JOIN LATERAL (
        SELECT c.id AS company_id, ${score} AS score
        FROM ${candidates}
        JOIN companies c ON c.id = cand.id
        LEFT JOIN LATERAL (${responseStats(sql`qc.company_id = c.id`)}) rs ON TRUE
        WHERE NOT c.paused_new_requests AND c.owner_id <> job.user_id
          AND NOT EXISTS (SELECT 1 FROM leads l WHERE l.quote_id = job.quote_id AND l.company_id = c.id)
          AND (c.weekly_request_cap IS NULL OR (c.id = ANY(${intArray(capLocked)})
            AND ${countedThisWeek(sql`c.id`)} < c.weekly_request_cap))
        ORDER BY score DESC, c.id
        LIMIT GREATEST(job.slots, 0)
      ) best
    ), offered AS (
      INSERT INTO leads (quote_id, company_id, score, expires_at)
      SELECT quote_id, company_id, score, now() + make_interval(hours => ${literal(LEAD_EXPIRY_HOURS)})
      FROM picked
      ON CONFLICT (quote_id, company_id) DO NOTHING
      RETURNING id, quote_id, company_id, score
    )
    SELECT o.id AS lead_id, o.quote_id, o.company_id, c.owner_id
    FROM offered o JOIN companies c ON c.id = o.company_id
    ORDER BY o.quote_id, o.score DESC, o.company_id`;
}

/**
 * Takes the weekly cap's limit lock of every business with a cap that these requests could be
 * offered to (platform/limit-locks.ts): matchings at once that share such a business take turns,
 * and each counts the leads the one before it offered. Businesses without a cap are not locked,
 * so matching in a trade and area is serialised only by the businesses that asked for a cap.
 * Answers the ids locked.
 */
async function lockCappedCandidates(tx: Executor, quoteIds: number[]): Promise<number[]> {
  return lockLimits(
    tx,
    'company',
    sql`WITH job AS (${openJobs(quoteIds)})
      SELECT c.id FROM job CROSS JOIN LATERAL ${candidates}
      JOIN companies c ON c.id = cand.id
      WHERE c.weekly_request_cap IS NOT NULL AND NOT c.paused_new_requests`,
  );
}

/**
 * Runs the matching statement (see there) under the weekly caps' locks; the offers made, best
 * first within each request. Once per transaction, after the request rows were locked (the
 * companies' locks come last: platform/limit-locks.ts).
 */
export async function offerToNextMatches(tx: Executor, quoteIds: number[]): Promise<Offer[]> {
  if (quoteIds.length === 0) return [];
  const capLocked = await lockCappedCandidates(tx, quoteIds);
  // Raw SQL: CTEs, CROSS JOIN LATERAL, earthdistance and a data-modifying INSERT … SELECT.
  const { rows } = await tx.execute<
    RawColumns<typeof leads, 'quoteId' | 'companyId'> & {
      lead_id: (typeof leads.$inferSelect)['id'];
      owner_id: (typeof companies.$inferSelect)['ownerId'];
    }
  >(matchingStatement(quoteIds, capLocked));
  return rows.map((r) => ({
    leadId: r.lead_id,
    quoteId: r.quote_id,
    companyId: r.company_id,
    ownerId: r.owner_id,
  }));
}
