import { sql, type SQL } from 'drizzle-orm';
import type { NextVisit } from '@/contract/visit';

/** The next visit as `json_build_object` gives it: instants as PostgreSQL's JSON text. */
export type NextVisitJson = Omit<NextVisit, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

/**
 * A quote's next visit for the lists (My Quotes, the vendor inbox), as a column: NULL without one,
 * else the earliest requested or confirmed visit not yet ended, with one business (the inbox's row)
 * or any of the quote's. A scalar subquery in the select list, so PostgreSQL evaluates it after
 * ORDER BY … LIMIT, for the listed rows only: one index scan of visits_quote_idx
 * (quote_id, starts_at) each, in order, so LIMIT 1 stops at the first match.
 */
export function nextVisitOf(quoteId: SQL, companyId?: SQL): SQL {
  return sql`(
    SELECT json_build_object('id', v.id, 'companyId', v.company_id, 'startsAt', v.starts_at,
      'endsAt', v.ends_at, 'status', v.status, 'timeZone', coalesce(a.time_zone, 'UTC'))
    FROM visits v LEFT JOIN company_availability a ON a.company_id = v.company_id
    WHERE v.quote_id = ${quoteId} ${companyId ? sql`AND v.company_id = ${companyId}` : sql``}
      AND v.status IN ('requested', 'confirmed') AND v.ends_at > now()
    ORDER BY v.starts_at, v.id LIMIT 1
  )`;
}

export const toNextVisit = (row: NextVisitJson | null): NextVisit | null =>
  row && {
    ...row,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
  };
