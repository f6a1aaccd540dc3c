import { eq, sql, type SQL } from 'drizzle-orm';
import type { Locale } from '@/contract/locale';
import { aliasNameIn } from '@/server/db/catalogue-names';
import type { Executor, RawColumns, RawRow } from '@/server/db/client';
import { companies, leads, type categories, type quotes } from '@/server/db/schema';
import { cappedCount } from '@/server/db/paging';
import { customerPresent } from '../conversations';
import { earthPoint, milesBetween } from '../geo';
import type { JobColumns, JobImage } from './job-repository';

/**
 * In SQL over `leads l` and `quotes q`: the offer can still be answered. Once its customer is
 * removed (deleted or suspended) it is over, as when the request is closed.
 */
const OPEN_OFFER = sql`l.status = 'offered' AND l.expires_at > now()
  AND q.status IN ('submitted', 'in_progress') AND q.hired_at IS NULL
  AND ${customerPresent(sql`q.user_id`)}`;

/** Who owns the company (none when it does not exist). */
export async function findCompanyOwner(
  db: Executor,
  companyId: number,
): Promise<number | undefined> {
  const [company] = await db
    .select({ ownerId: companies.ownerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.ownerId;
}

/** Who owns the company a lead is offered to (none when the lead does not exist). */
export async function findLeadOwner(tx: Executor, leadId: number): Promise<number | undefined> {
  const [lead] = await tx
    .select({ ownerId: companies.ownerId })
    .from(leads)
    .innerJoin(companies, eq(companies.id, leads.companyId))
    .where(eq(leads.id, leadId));
  return lead?.ownerId;
}

type Company = typeof companies.$inferSelect;

export type LeadRow = JobColumns &
  RawColumns<
    typeof leads,
    'id' | 'quoteId' | 'companyId' | 'status' | 'offeredAt' | 'expiresAt' | 'respondedAt'
  > & {
    category_slug: (typeof categories.$inferSelect)['slug'] | null;
    images: JobImage[];
  };

const openOnlyFilter = (openOnly: boolean): SQL => (openOnly ? sql`AND ${OPEN_OFFER}` : sql``);

/**
 * A page of a business's leads, newest first (leads_company_offered_idx): the open offers only, or
 * every lead. An offer past its time (or whose request was closed) reads as expired even before
 * the expiry job has marked it. Raw SQL: the job's place and distance (earthdistance) and its
 * images as one json array.
 */
export async function findLeadPage(
  db: Executor,
  companyId: number,
  page: { openOnly: boolean; limit: number; offset: number },
): Promise<LeadRow[]> {
  // Raw SQL: earthdistance, a json_agg of photos and a computed status.
  const { rows } = await db.execute<LeadRow>(sql`
      SELECT l.id, l.quote_id, l.company_id,
        CASE WHEN l.status = 'offered' AND NOT (${OPEN_OFFER}) THEN 'expired'
          ELSE l.status::text END AS status,
        l.offered_at, l.expires_at, l.responded_at,
        q.quote_name, q.description, q.job_zip, q.timing,
        to_char(q.timing_date, 'YYYY-MM-DD') AS timing_date, q.answers,
        cat.slug AS category_slug, z.city || ', ' || z.state AS place,
        CASE WHEN z.zip IS NULL OR c.latitude IS NULL OR c.longitude IS NULL THEN NULL
          ELSE ${milesBetween(
            earthPoint(sql`z.latitude`, sql`z.longitude`),
            earthPoint(sql`c.latitude`, sql`c.longitude`),
          )} END AS distance_miles,
        COALESCE((SELECT json_agg(json_build_object(
            'id', i.id, 'objectId', i.object_id, 'caption', i.caption) ORDER BY i.id)
          FROM quote_images i WHERE i.quote_id = q.id), '[]') AS images
      FROM leads l JOIN quotes q ON q.id = l.quote_id JOIN companies c ON c.id = l.company_id
      LEFT JOIN categories cat ON cat.id = q.match_category_id
      LEFT JOIN zip_codes z ON z.zip = q.job_zip
      WHERE l.company_id = ${companyId} ${openOnlyFilter(page.openOnly)}
      ORDER BY l.offered_at DESC, l.id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`);
  return rows;
}

/** How many leads findLeadPage pages through (capped as every list's count). */
export async function countLeads(
  db: Executor,
  companyId: number,
  openOnly: boolean,
): Promise<number> {
  // Raw SQL: cappedCount wraps a raw statement.
  const { rows } = await db.execute<{ n: number }>(
    cappedCount(sql`SELECT 1 FROM leads l JOIN quotes q ON q.id = l.quote_id
    WHERE l.company_id = ${companyId} ${openOnlyFilter(openOnly)}`),
  );
  return rows[0]!.n;
}

/**
 * Accepts the lead while its offer is open; the request's customer and name and the company's
 * name (none when the offer was not open).
 */
export async function acceptOpenLead(tx: Executor, leadId: number) {
  // Raw SQL: UPDATE … FROM two tables, RETURNING their columns.
  const { rows } = await tx.execute<
    RawColumns<typeof leads, 'quoteId' | 'companyId'> &
      RawColumns<typeof quotes, 'quoteName'> & {
        customer_id: (typeof quotes.$inferSelect)['userId'];
        company_name: Company['name'];
      }
  >(sql`
      UPDATE leads l SET status = 'accepted', responded_at = now()
      FROM quotes q, companies c
      WHERE l.id = ${leadId} AND q.id = l.quote_id AND c.id = l.company_id AND ${OPEN_OFFER}
      RETURNING l.quote_id, l.company_id, q.user_id AS customer_id, q.quote_name,
        c.name AS company_name`);
  return rows[0];
}

/** Opens the conversation between a request and a company (if it is not open yet). */
export async function openConversation(
  tx: Executor,
  quoteId: number,
  companyId: number,
): Promise<void> {
  // Raw SQL: ON CONFLICT (quote_id, company_id) DO NOTHING.
  await tx.execute(sql`
      INSERT INTO quote_companies (quote_id, company_id) VALUES (${quoteId}, ${companyId})
      ON CONFLICT (quote_id, company_id) DO NOTHING`);
}

/** Passes the lead with its reason while its offer is open; its request (none when not open). */
export async function passOpenLead(
  tx: Executor,
  leadId: number,
  passReason: string,
): Promise<number | undefined> {
  // Raw SQL: UPDATE … FROM quotes with OPEN_OFFER, a SQL fragment.
  const { rows } = await tx.execute<RawColumns<typeof leads, 'quoteId'>>(sql`
      UPDATE leads l SET status = 'passed', responded_at = now(), pass_reason = ${passReason}
      FROM quotes q
      WHERE l.id = ${leadId} AND q.id = l.quote_id AND ${OPEN_OFFER}
      RETURNING l.quote_id`);
  return rows[0]?.quote_id;
}

/** Locks the requests' rows in id order, until the transaction ends. */
export async function lockQuotesInOrder(tx: Executor, quoteIds: number[]): Promise<void> {
  // Raw SQL: FOR NO KEY UPDATE in id order, a lock only.
  await tx.execute(sql`
    SELECT id FROM quotes WHERE id = ANY(${`{${quoteIds.join(',')}}`}::int[])
    ORDER BY id FOR NO KEY UPDATE`);
}

/**
 * Marks up to `limit` offers past their time expired, skipping those another transaction holds
 * (SKIP LOCKED, leads_offered_expiry_idx); the request of each.
 */
export async function expireDueOffers(tx: Executor, limit: number): Promise<number[]> {
  // Raw SQL: CTE with FOR UPDATE SKIP LOCKED, then UPDATE … FROM.
  const { rows } = await tx.execute<RawColumns<typeof leads, 'quoteId'>>(sql`
        WITH due AS (
          SELECT id FROM leads WHERE status = 'offered' AND expires_at <= now()
          ORDER BY expires_at LIMIT ${limit} FOR UPDATE SKIP LOCKED)
        UPDATE leads l SET status = 'expired' FROM due WHERE l.id = due.id
        RETURNING l.quote_id`);
  return rows.map((r) => r.quote_id);
}

/**
 * A matched request's trade, whether it is a draft, how many offers wait for an answer, and the
 * businesses that accepted, in the order they did; undefined when the request is not matched.
 */
export async function findQuoteMatchRow(db: Executor, quoteId: number, locale: Locale) {
  // Raw SQL: json_agg of the accepted businesses, built in the statement.
  const { rows } = await db.execute<
    RawColumns<typeof categories, 'slug' | 'name'> & {
      draft: boolean;
      waiting: number;
      /** json_build_object's keys; JSON gives the time as text. */
      accepted: Array<
        RawRow<
          Pick<
            Company,
            'name' | 'logoObjectId' | 'city' | 'state' | 'averageRating' | 'ratingsCount'
          > & {
            companyId: Company['id'];
            acceptedAt: NonNullable<(typeof leads.$inferSelect)['respondedAt']>;
          }
        >
      >;
    }
  >(sql`
    SELECT q.status = 'draft' AS draft, cat.slug, ${aliasNameIn(locale, 'cat')} AS name,
      (SELECT count(*)::int FROM leads l
        WHERE l.quote_id = q.id AND l.status = 'offered') AS waiting,
      COALESCE((SELECT json_agg(json_build_object(
          'companyId', c.id, 'name', c.name, 'logoObjectId', c.logo_object_id, 'city', c.city,
          'state', c.state, 'averageRating', c.average_rating::float8,
          'ratingsCount', c.ratings_count, 'acceptedAt', l.responded_at) ORDER BY l.responded_at, l.id)
        FROM leads l JOIN companies c ON c.id = l.company_id
        WHERE l.quote_id = q.id AND l.status = 'accepted'), '[]') AS accepted
    FROM quotes q JOIN categories cat ON cat.id = q.match_category_id
    WHERE q.id = ${quoteId}`);
  return rows[0];
}
