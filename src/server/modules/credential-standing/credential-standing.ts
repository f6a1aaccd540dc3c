import { sql, type SQL } from 'drizzle-orm';
import type { CredentialKind } from '@/contract/credential';

/**
 * The one definition of "licensed" and "insured" (docs/decisions/098): a credential `bc` counts
 * while it is verified and has not expired. It is valid through its expiry day, compared with
 * today's date when read, so a badge, the filter and the matching drop it at expiry even before
 * the expiry job marks it. Probes of one company read business_credentials_badges_idx (company,
 * kind, expiry; verified rows only).
 */
const counts = sql`bc.status = 'verified' AND bc.expires_on >= current_date`;

/** Over a company id: it holds a credential that counts, of this kind or (without one) of either. */
export const holdsCredential = (companyId: SQL, kind?: CredentialKind): SQL =>
  sql`EXISTS (SELECT 1 FROM business_credentials bc WHERE bc.company_id = ${companyId}
    ${kind ? sql`AND bc.kind = ${kind}` : sql``} AND ${counts})`;

/** Over a company id: the "Licensed & insured" filter, both kinds held. */
export const licensedAndInsured = (companyId: SQL): SQL =>
  sql`(${holdsCredential(companyId, 'licence')} AND ${holdsCredential(companyId, 'insurance')})`;

/**
 * Over a company id: its badges, a JSON array of `{ kind, verifiedOn }` (CredentialBadge), one per
 * kind held, with that kind's latest verification among the credentials that count.
 */
export const credentialBadges = (companyId: SQL): SQL => sql`(
  SELECT coalesce(json_agg(b ORDER BY b.kind), '[]') FROM (
    SELECT DISTINCT ON (bc.kind) bc.kind, to_char(bc.verified_on, 'YYYY-MM-DD') AS "verifiedOn"
    FROM business_credentials bc
    WHERE bc.company_id = ${companyId} AND ${counts}
    ORDER BY bc.kind, bc.verified_on DESC) b)`;
