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
import type { Locale } from '@/contract/locale';
import { badRequest, forbidden, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import { findZipPlace, roundMiles } from '../geo';
import { objectUrl } from '../objects';
import {
  categorySlugOfQuote,
  findVendorJobRow,
  type JobColumns,
  type JobImage,
} from './job-repository';
import { findQuoteImages } from './quote-repository';

/** The job columns of a quote row, as stored. */
export interface StoredJob {
  jobZip: string | null;
  jobAddress: string | null;
  timing: JobTiming;
  timingDate: string | null;
  answers: Record<string, string>;
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
  locale: Locale,
): Promise<VendorJob> {
  const row = await findVendorJobRow(db, quoteId, companyId);
  if (!row) throw notFound('Quote not found');
  const isCustomer = row.user_id === user.id;
  const isInvitedOwner = row.invited && row.company_owner_id === user.id && row.status !== 'draft';
  if (!(row.invited && (isCustomer || isInvitedOwner))) {
    throw forbidden('Only the businesses invited to this quote can see its job.');
  }
  const [images, categorySlug] = await Promise.all([
    findQuoteImages(db, quoteId),
    categorySlugOfQuote(db, quoteId),
  ]);
  return toVendorJob({ quoteId, companyId }, row, images, categorySlug, {
    jobAddress: isCustomer || row.hired_company_id === companyId ? row.job_address : null,
    locale,
  });
}

/**
 * The job as a business sees it, the questionnaire in `locale`; the street address only where the
 * caller decided it may.
 */
export function toVendorJob(
  ids: { quoteId: number; companyId: number },
  row: JobColumns,
  images: JobImage[],
  categorySlug: string | null,
  { jobAddress, locale }: { jobAddress: string | null; locale: Locale },
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
    answers: labelledAnswers(categorySlug, row.answers, locale),
    jobAddress,
  };
}
