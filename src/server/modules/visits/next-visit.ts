import { sql, type SQL } from 'drizzle-orm';
import type { NextVisit } from '@/contract/visit';

/** The next visit as `json_build_object` gives it: instants as PostgreSQL's JSON text. */
export type NextVisitJson = Omit<NextVisit, 'startsAt' | 'endsAt'> & {
  startsAt: string;
  endsAt: string;
};

/**
 * A quote's next visit for the lists (My Quotes, the vendor inbox): `LEFT JOIN LATERAL` one row,
 * `nv.next_visit` (NULL without one), the earliest requested or confirmed visit not yet ended,
 * with one business (the inbox's row) or any of the quote's. One index scan of visits_quote_idx
 * (quote_id, starts_at) per listed row, in order, so LIMIT 1 stops at the first match.
 */
export function nextVisitJoin(quoteId: SQL, companyId?: SQL): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT json_build_object('id', v.id, 'companyId', v.company_id, 'startsAt', v.starts_at,
      'endsAt', v.ends_at, 'status', v.status, 'timeZone', coalesce(a.time_zone, 'UTC')) AS next_visit
    FROM visits v LEFT JOIN company_availability a ON a.company_id = v.company_id
    WHERE v.quote_id = ${quoteId} ${companyId ? sql`AND v.company_id = ${companyId}` : sql``}
      AND v.status IN ('requested', 'confirmed') AND v.ends_at > now()
    ORDER BY v.starts_at, v.id LIMIT 1
  ) nv ON true`;
}

export const toNextVisit = (row: NextVisitJson | null): NextVisit | null =>
  row && {
    ...row,
    startsAt: new Date(row.startsAt).toISOString(),
    endsAt: new Date(row.endsAt).toISOString(),
  };
