import { CalendarClock, MapPin } from 'lucide-react';
import { describeTiming, type VendorJob } from '@/contract/job';
import { ProjectImages } from '@/client/components/quotes/project-images';
import { useVendorJob } from '@/client/data/vendor';

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
  const { images } = job;
  const where = job.jobZip
    ? [
        job.jobZip,
        job.jobPlace ? ` · ${job.jobPlace}` : '',
        job.distanceMiles === null ? '' : ` · ${job.distanceMiles} mi away`,
      ].join('')
    : 'ZIP not given';
  return (
    <div className="mt-4 space-y-3 text-sm" data-testid="vendor-job">
      <p className="flex items-start gap-2 text-gray-900">
        <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        <span>
          <span className="sr-only">Where: </span>
          {where}
          {job.jobAddress ? <span className="block font-medium">{job.jobAddress}</span> : null}
        </span>
      </p>
      <p className="flex items-start gap-2 text-gray-900">
        <CalendarClock className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden />
        <span>
          <span className="sr-only">When: </span>
          {describeTiming(job.timing, job.timingDate)}
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
      {images.length > 0 ? <ProjectImages images={images} label="Project photos" /> : null}
    </div>
  );
}
