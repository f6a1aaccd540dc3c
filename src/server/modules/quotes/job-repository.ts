import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Executor, RawColumns } from '@/server/db/client';
import {
  companies,
  users,
  zipCodes,
  type categories,
  type quoteImages,
  type quotes,
} from '@/server/db/schema';
import { earthPoint, milesBetween } from '../geo';
import { emailRecipientColumns } from '../users';

/** Where a business is (the `companies` row as `c`), for distances. */
const COMPANY_POINT = earthPoint(sql`c.latitude`, sql`c.longitude`);

/**
 * In SQL, the trade whose questionnaire a quote uses: a matched request's trade, else its first
 * business's category.
 */
export const categorySlugOf = (quoteId: number | SQL): SQL<string | null> => sql`COALESCE(
  (SELECT mc.slug FROM quotes mq JOIN categories mc ON mc.id = mq.match_category_id
    WHERE mq.id = ${quoteId}),
  (SELECT cat.slug FROM quote_companies qc
    JOIN companies c ON c.id = qc.company_id JOIN categories cat ON cat.id = c.category_id
    WHERE qc.quote_id = ${quoteId} ORDER BY qc.id LIMIT 1))`;

export async function categorySlugOfQuote(db: Executor, quoteId: number): Promise<string | null> {
  // Raw SQL: categorySlugOf's correlated COALESCE of two subqueries.
  const { rows } = await db.execute<{ slug: (typeof categories.$inferSelect)['slug'] | null }>(
    sql`SELECT ${categorySlugOf(quoteId)} AS slug`,
  );
  return rows[0]?.slug ?? null;
}

/** A photo of the job, as read for a business's view of it. */
export type JobImage = Pick<typeof quoteImages.$inferSelect, 'id' | 'objectId' | 'caption'>;

/** The quote's columns a business's view of the job is made of (the job, and leads). */
export type JobColumns = RawColumns<
  typeof quotes,
  'quoteName' | 'description' | 'jobZip' | 'timing' | 'timingDate' | 'answers'
> & {
  /** "City, ST" of the job's ZIP. */
  place: string | null;
  distance_miles: number | null;
};

/** A quote's job as one business would see it, with what decides whether the caller may. */
export type VendorJobRow = JobColumns &
  RawColumns<typeof quotes, 'userId' | 'status' | 'jobAddress' | 'hiredCompanyId'> & {
    /** Whether the business is one the quote is addressed to. */
    invited: boolean;
    company_owner_id: (typeof companies.$inferSelect)['ownerId'] | null;
  };

/**
 * A quote's job seen from one business: the place and the distance from it, whether it was
 * invited and who owns it (none when the quote does not exist). Raw SQL: the distance is
 * computed between two joined rows' coordinates.
 */
export async function findVendorJobRow(
  db: Executor,
  quoteId: number,
  companyId: number,
): Promise<VendorJobRow | undefined> {
  // Raw SQL: earthdistance between two joined rows' coordinates.
  const { rows } = await db.execute<VendorJobRow>(sql`
    SELECT q.user_id, q.status, q.quote_name, q.description, q.job_zip, q.job_address, q.timing,
      to_char(q.timing_date, 'YYYY-MM-DD') AS timing_date, q.answers, q.hired_company_id,
      EXISTS (SELECT 1 FROM quote_companies qc WHERE qc.quote_id = q.id AND qc.company_id = ${companyId}) AS invited,
      c.owner_id AS company_owner_id,
      z.city || ', ' || z.state AS place,
      CASE WHEN z.zip IS NULL OR c.latitude IS NULL OR c.longitude IS NULL THEN NULL
        ELSE ${milesBetween(earthPoint(sql`z.latitude`, sql`z.longitude`), COMPANY_POINT)}
      END AS distance_miles
    FROM quotes q
    LEFT JOIN companies c ON c.id = ${companyId}
    LEFT JOIN zip_codes z ON z.zip = q.job_zip
    WHERE q.id = ${quoteId}`);
  return rows[0];
}

/** In SQL, with `zip_codes` joined on the job's ZIP: its place ("City, ST"), for the e-mails. */
export const JOB_ZIP_PLACE = sql<string | null>`${zipCodes.city} || ', ' || ${zipCodes.state}`;

/**
 * In SQL, with `zip_codes` joined on the job's ZIP: the miles from it to the business of the
 * query's `companies` row, or NULL where either has no coordinates (`roundMiles` reads it).
 */
export const MILES_FROM_JOB_ZIP: SQL<number | string | null> = sql`CASE
  WHEN ${zipCodes.zip} IS NULL OR ${companies.latitude} IS NULL OR ${companies.longitude} IS NULL
    THEN NULL
  ELSE ${milesBetween(
    earthPoint(sql`${zipCodes.latitude}`, sql`${zipCodes.longitude}`),
    earthPoint(sql`${companies.latitude}`, sql`${companies.longitude}`),
  )} END`;

/** A sent request as its businesses are told of it: the job, its customer's first name, its trade. */
export async function findRequestQuote(tx: Executor, quoteId: number) {
  // Raw SQL: the trade is categorySlugOf's correlated COALESCE of two subqueries.
  const { rows } = await tx.execute<
    Omit<JobColumns, 'place' | 'distance_miles'> & {
      customer_first_name: (typeof users.$inferSelect)['firstName'];
      category_slug: string | null;
    }
  >(sql`
    SELECT q.quote_name, q.description, q.job_zip, q.timing,
      to_char(q.timing_date, 'YYYY-MM-DD') AS timing_date, q.answers,
      u.first_name AS customer_first_name, ${categorySlugOf(sql`q.id`)} AS category_slug
    FROM quotes q JOIN users u ON u.id = q.user_id WHERE q.id = ${quoteId}`);
  return rows[0];
}

/**
 * The listed ones of these businesses, each with its owner's address and text settings, and the
 * job's place and distance from it (in no particular order).
 */
export function findRequestRecipients(tx: Executor, companyIds: number[], jobZip: string | null) {
  return tx
    .select({
      companyId: companies.id,
      companyName: companies.name,
      ownerId: companies.ownerId,
      place: JOB_ZIP_PLACE,
      milesAway: MILES_FROM_JOB_ZIP,
      owner: {
        ...emailRecipientColumns,
        textNotifications: users.textNotifications,
        phoneNumber: users.phoneNumber,
      },
    })
    .from(companies)
    .innerJoin(users, eq(users.id, companies.ownerId))
    .leftJoin(zipCodes, eq(zipCodes.zip, jobZip ?? ''))
    .where(and(inArray(companies.id, companyIds), eq(companies.listed, true)));
}
