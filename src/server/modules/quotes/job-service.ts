import { sql, type SQL } from 'drizzle-orm';
import {
  answersSchemaFor,
  JOB_DATE_PAST,
  JOB_DATE_REQUIRED,
  JOB_ZIP_REQUIRED,
  JOB_ZIP_UNKNOWN,
  labelledAnswers,
  type JobFieldsInput,
  type JobTiming,
  type VendorJob,
} from '@/contract/job';
import type { Executor } from '@/server/db/client';
import { companies, zipCodes } from '@/server/db/schema';
import { badRequest, forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { earthPoint, findZipPlace, milesBetween, roundMiles } from '../geo';
import { objectUrl } from '../objects';

/** Where a business is (the `companies` row as `c`), for distances. */
const COMPANY_POINT = earthPoint(sql`c.latitude`, sql`c.longitude`);

/** The job columns of a quote row, as stored. */
export interface StoredJob {
  jobZip: string | null;
  jobAddress: string | null;
  timing: JobTiming;
  timingDate: string | null;
  answers: Record<string, string>;
}

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
  const { rows } = await db.execute<{ slug: string | null }>(
    sql`SELECT ${categorySlugOf(quoteId)} AS slug`,
  );
  return rows[0]?.slug ?? null;
}

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The job after applying what the caller sent over what is stored, checked: the ZIP against the
 * ZIP table, the date against the timing, the answers against the trade's schema. Throws 400
 * with the field's message.
 */
export async function mergeJob(
  db: Executor,
  stored: StoredJob,
  input: JobFieldsInput,
  categorySlug: string | null,
  mode: 'draft' | 'submit',
): Promise<StoredJob> {
  const jobZip = input.jobZip !== undefined ? input.jobZip.trim() || null : stored.jobZip;
  const jobAddress =
    input.jobAddress !== undefined ? input.jobAddress.trim() || null : stored.jobAddress;
  const timing = input.timing ?? stored.timing;
  const timingDate =
    timing === 'on_date'
      ? input.timingDate !== undefined
        ? input.timingDate || null
        : stored.timingDate
      : null;
  if (jobZip === null && mode === 'submit') {
    throw badRequest(JOB_ZIP_REQUIRED, { jobZip: JOB_ZIP_REQUIRED });
  }
  if (jobZip !== null && jobZip !== stored.jobZip && !(await findZipPlace(db, jobZip))) {
    throw badRequest(JOB_ZIP_UNKNOWN, { jobZip: JOB_ZIP_UNKNOWN });
  }
  if (timing === 'on_date' && !timingDate) {
    throw badRequest(JOB_DATE_REQUIRED, { timingDate: JOB_DATE_REQUIRED });
  }
  if (timingDate && timingDate !== stored.timingDate && timingDate < today()) {
    throw badRequest(JOB_DATE_PAST, { timingDate: JOB_DATE_PAST });
  }
  if (mode === 'submit' && timingDate && timingDate < today()) {
    throw badRequest(JOB_DATE_PAST, { timingDate: JOB_DATE_PAST });
  }
  // Answers are checked against the trade's choices but may be left out: "not sure" is real.
  const given = Object.entries(input.answers ?? stored.answers).filter(([, answer]) => answer);
  const parsed = answersSchemaFor(categorySlug, false).safeParse(Object.fromEntries(given));
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = `answers.${String(issue.path[0] ?? '')}`;
    throw badRequest(issue.message, { [field]: issue.message });
  }
  const answers = Object.fromEntries(
    Object.entries(parsed.data).filter((entry): entry is [string, string] => !!entry[1]),
  );
  return { jobZip, jobAddress, timing, timingDate, answers };
}

/**
 * The job as one invited business sees it. The quote's owner may read it too; anyone else,
 * including the owner of a business that was not invited, gets 403. The street address is only
 * shown to the business that was hired.
 */
export async function getVendorJob(
  db: Executor,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<VendorJob> {
  const { rows } = await db.execute<{
    user_id: number;
    status: string;
    quote_name: string;
    description: string;
    job_zip: string | null;
    job_address: string | null;
    timing: JobTiming;
    timing_date: string | null;
    answers: Record<string, string>;
    hired_company_id: number | null;
    invited: boolean;
    company_owner_id: number | null;
    place: string | null;
    distance_miles: number | null;
  }>(sql`
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
  const row = rows[0];
  if (!row) throw notFound('Quote not found');
  const isCustomer = row.user_id === user.id;
  const isInvitedOwner = row.invited && row.company_owner_id === user.id && row.status !== 'draft';
  if (!(row.invited && (isCustomer || isInvitedOwner))) {
    throw forbidden('Only the businesses invited to this quote can see its job.');
  }
  const [images, categorySlug] = await Promise.all([
    db.execute<JobImage & Record<string, unknown>>(sql`
      SELECT id, object_id AS "objectId", caption FROM quote_images
      WHERE quote_id = ${quoteId} ORDER BY id`),
    categorySlugOfQuote(db, quoteId),
  ]);
  return toVendorJob({ quoteId, companyId }, row, images.rows, categorySlug, {
    jobAddress: isCustomer || row.hired_company_id === companyId ? row.job_address : null,
  });
}

/** A photo of the job, as read for a business's view of it. */
export interface JobImage {
  id: number;
  objectId: number;
  caption: string | null;
}

/** The quote's columns a business's view of the job is made of (the job, and leads). */
export interface JobColumns {
  quote_name: string;
  description: string;
  job_zip: string | null;
  timing: JobTiming;
  timing_date: string | null;
  answers: Record<string, string>;
  /** "City, ST" of the job's ZIP. */
  place: string | null;
  distance_miles: number | null;
}

/** The job as a business sees it; the street address only where the caller decided it may. */
export function toVendorJob(
  ids: { quoteId: number; companyId: number },
  row: JobColumns,
  images: JobImage[],
  categorySlug: string | null,
  { jobAddress }: { jobAddress: string | null },
): VendorJob {
  return {
    ...ids,
    quoteName: row.quote_name,
    description: row.description,
    images: images.map((i) => ({ id: i.id, objectUrl: objectUrl(i.objectId), caption: i.caption })),
    jobZip: row.job_zip,
    jobPlace: row.place,
    distanceMiles: roundMiles(row.distance_miles),
    timing: row.timing,
    timingDate: row.timing_date,
    answers: labelledAnswers(categorySlug, row.answers),
    jobAddress,
  };
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
