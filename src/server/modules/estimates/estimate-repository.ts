import { sql } from 'drizzle-orm';
import type { Estimate, EstimateValues } from '@/contract/estimate';
import type { Executor } from '@/server/db/client';
import { ENTRY_TIME, type EstimateJson, toEstimate } from '../conversations';

/** Every revision of a conversation's estimate, oldest first. */
export async function findRevisions(
  db: Executor,
  quoteId: number,
  companyId: number,
): Promise<Estimate[]> {
  const { rows } = await db.execute<{ estimate: EstimateJson }>(sql`
    SELECT to_jsonb(e) AS estimate FROM estimates e
    WHERE e.quote_id = ${quoteId} AND e.company_id = ${companyId}
    ORDER BY e.revision`);
  return rows.map((r) => toEstimate(r.estimate));
}

/** The conversation entry of a revision as written: the columns that differ between entries. */
export interface RevisionEntry {
  id: number;
  seq: number;
  createdAt: string;
}

/**
 * Writes the next revision of a business's estimate and its entry in the conversation, both at the
 * conversation's entry time. Revisions are numbered one at a time under the quote's lock; the entry
 * takes the conversation's next `seq` (the trigger).
 */
export async function insertRevision(
  tx: Executor,
  entry: { quoteId: number; companyId: number; authorId: number },
  input: EstimateValues,
): Promise<{ estimate: Estimate; entry: RevisionEntry }> {
  const { quoteId, companyId, authorId } = entry;
  const { rows } = await tx.execute<{ estimate: EstimateJson }>(sql`
    INSERT INTO estimates (quote_id, company_id, revision, author_id, price_type, price_cents,
      min_cents, max_cents, hourly_rate_cents, estimated_hours, includes, earliest_start, valid_until, created_at)
    SELECT ${quoteId}, ${companyId}, coalesce(max(revision), 0) + 1, ${authorId}, ${input.priceType},
      ${input.priceCents}, ${input.minCents}, ${input.maxCents}, ${input.hourlyRateCents},
      ${input.estimatedHours}, ${input.includes}, ${input.earliestStart}::date, ${input.validUntil}::date,
      ${ENTRY_TIME}
    FROM estimates WHERE quote_id = ${quoteId} AND company_id = ${companyId}
    RETURNING to_jsonb(estimates) AS estimate`);
  const estimate = toEstimate(rows[0]!.estimate);
  const { rows: written } = await tx.execute<{
    id: string | number;
    seq: number;
    created_at: Date;
  }>(sql`
    INSERT INTO messages (quote_id, company_id, sender_id, sender_type, estimate_id, created_at)
    VALUES (${quoteId}, ${companyId}, ${authorId}, 'company', ${estimate.id}, ${ENTRY_TIME})
    RETURNING id, seq, created_at`);
  const row = written[0]!;
  return {
    estimate,
    entry: { id: Number(row.id), seq: row.seq, createdAt: new Date(row.created_at).toISOString() },
  };
}
