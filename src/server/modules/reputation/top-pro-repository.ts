import { sql } from 'drizzle-orm';
import { RESPONSE_RATE, TOP_PRO_RULE } from '@/contract/reputation';
import type { Executor, RawColumns } from '@/server/db/client';
import type { companies } from '@/server/db/schema';
import { responseStats } from '../companies';
import { holdsCredential } from '../credential-standing';

const since = (unit: 'months' | 'days', count: number) =>
  sql`now() - make_interval(${sql.raw(unit)} => ${count})`;

/** An upheld report resolved recently enough to keep a business from Top Pro. */
const recentlyUpheld = sql`rep.status = 'upheld' AND rep.resolved_at > ${since('days', TOP_PRO_RULE.reportDays)}`;

/**
 * Sets `companies.top_pro` for every business from TOP_PRO_RULE (docs/decisions/032), in one
 * set-based UPDATE that writes only the rows whose value changes. The daily job runs it; tests
 * call it directly.
 */
export async function recomputeTopPro(db: Executor): Promise<{ granted: number; removed: number }> {
  // Raw SQL: CTEs with EXCEPT feeding one set-based UPDATE … RETURNING.
  const { rows } = await db.execute<RawColumns<typeof companies, 'topPro'>>(sql`
    WITH well_rated AS (
      -- Visible reviews of the last months by customers whose job with the business was
      -- confirmed done: the "verified hire" of rating-repository.ts (never an invited review).
      SELECT r.company_id
      FROM ratings r
      WHERE r.visible AND r.source = 'quote_request' AND r.created_at > ${since('months', TOP_PRO_RULE.reviewMonths)}
        AND EXISTS (SELECT 1 FROM quotes q
                     WHERE q.user_id = r.user_id AND q.hired_company_id = r.company_id
                       AND q.job_confirmed_at IS NOT NULL)
      GROUP BY r.company_id
      HAVING count(*) >= ${TOP_PRO_RULE.minVerifiedHires}
        AND avg(r.rating) >= ${TOP_PRO_RULE.minRating}
    ),
    responsive AS (
      SELECT company_id FROM (${responseStats(sql`TRUE`)}) stats
      WHERE requests >= ${RESPONSE_RATE.minRequests}
        AND answered_in_time * 100 >= ${TOP_PRO_RULE.minResponsePercent} * requests
    ),
    reported AS (
      -- The business itself, a message it sent, or its owner's account.
      SELECT rep.target_id AS company_id FROM reports rep
       WHERE rep.target_type = 'company' AND ${recentlyUpheld}
      UNION
      SELECT m.company_id FROM reports rep JOIN messages m ON m.id = rep.target_id
       WHERE rep.target_type = 'message' AND m.sender_type = 'company' AND ${recentlyUpheld}
      UNION
      SELECT owned.id FROM reports rep JOIN companies owned ON owned.owner_id = rep.target_id
       WHERE rep.target_type = 'user' AND ${recentlyUpheld}
    ),
    qualified AS (
      -- Licensed or insured today (decision 098): a credential that expires takes the badge at
      -- the next recomputation.
      SELECT company_id FROM well_rated JOIN responsive USING (company_id)
      WHERE ${holdsCredential(sql`well_rated.company_id`)}
      EXCEPT
      SELECT company_id FROM reported
    )
    UPDATE companies c SET top_pro = NOT c.top_pro
    WHERE c.top_pro <> (c.id IN (SELECT company_id FROM qualified))
    RETURNING c.top_pro`);
  const granted = rows.filter((row) => row.top_pro).length;
  return { granted, removed: rows.length - granted };
}
