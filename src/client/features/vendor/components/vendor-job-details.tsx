import { CalendarClock, MapPin } from 'lucide-react';
import type { VendorJob } from '@/contract/job';
import { ProjectImages } from '@/client/components/quotes/project-images';
import { useVendorJob } from '@/client/data/vendor';
import { formatWeekdayDate } from '@/client/lib/format';
import { T, useLocale, useT } from '@/client/lib/i18n';

/** The job of one request, fetched: as VendorJobView shows it. */
export function VendorJobDetails({ quoteId, companyId }: { quoteId: number; companyId: number }) {
  const job = useVendorJob(quoteId, companyId);
  if (!job.data) {
    return job.isPending ? (
      <div className="mt-4 h-24 animate-pulse rounded-md bg-gray-100" aria-hidden />
    ) : null;
  }
  return <VendorJobView job={job.data} />;
}

/**
 * The job in front of the pro: where (ZIP, place, distance; the address once hired), when, the
 * questionnaire's answers and the project photos as thumbnails that open the lightbox.
 */
export function VendorJobView({ job }: { job: VendorJob }) {
  const t = useT();
  const locale = useLocale();
  const { images } = job;
  const where = job.jobZip
    ? [
        job.jobZip,
        job.jobPlace ? ` · ${job.jobPlace}` : '',
        job.distanceMiles === null ? '' : ` · ${t('vendorJob.away', { miles: job.distanceMiles })}`,
      ].join('')
    : t('vendorJob.noZip');
  // A date chosen but not given reads as flexible, as the contract's describeTiming says it.
  const timing = job.timing === 'on_date' && !job.timingDate ? 'flexible' : job.timing;
  return (
    <div className="mt-4 space-y-3 text-sm" data-testid="vendor-job">
      <p className="flex items-start gap-2 text-gray-900">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        <span>
          <T
            id="vendorJob.where"
            values={{ where }}
            components={{ 0: <span className="sr-only" /> }}
          />
          {job.jobAddress ? <span className="block font-medium">{job.jobAddress}</span> : null}
        </span>
      </p>
      <p className="flex items-start gap-2 text-gray-900">
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        <span>
          <T
            id="vendorJob.when"
            values={{
              when: t('vendorJob.timing', {
                timing,
                date: job.timingDate ? formatWeekdayDate(job.timingDate, locale) : '',
              }),
            }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </span>
      </p>
      {job.answers.length > 0 ? (
        <dl className="space-y-1.5">
          {job.answers.map((a) => (
            <div key={a.question}>
              <dt className="text-gray-600">{a.question}</dt>
              <dd className="font-medium text-gray-900">{a.answer}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {images.length > 0 ? <ProjectImages images={images} label={t('vendorJob.photos')} /> : null}
    </div>
  );
}
