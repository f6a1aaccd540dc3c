import { CheckCircle2, ClipboardCheck } from 'lucide-react';
import { JOB_DONE_CONFIRM_DAYS } from '@/contract/quote';
import type { VendorQuote } from '@/contract/message';
import { Button } from '@/client/components/ui/button';
import { useMarkJobDoneAsBusiness } from '@/client/data/estimates';
import { formatLongDate } from '@/client/lib/format';
import { toast, toastError } from '@/client/lib/toast';

/** In the hired business's conversation: the hire, then Job done (marked, then confirmed). */
export function HiredBanner({ entry }: { entry: VendorQuote }) {
  const markDone = useMarkJobDoneAsBusiness(entry.quoteId, entry.companyId);
  const done = entry.jobDone;
  return (
    <div
      role="status"
      className="flex flex-wrap items-start gap-x-4 gap-y-2 border-b border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900"
    >
      <p className="flex min-w-0 flex-1 items-start gap-2">
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>
          {entry.userFirstName} hired {entry.companyName} for this job.{' '}
          {done?.confirmedAt
            ? `Job done, confirmed on ${formatLongDate(done.confirmedAt)}.`
            : done
              ? `You marked the job done on ${formatLongDate(done.markedAt)}: waiting for ${entry.userFirstName} to confirm (it confirms itself after ${JOB_DONE_CONFIRM_DAYS} days).`
              : 'Keep the conversation going to agree on the details.'}
        </span>
      </p>
      {done ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={markDone.isPending}
          onClick={() =>
            markDone.mutate(undefined, {
              onSuccess: () => toast({ variant: 'success', title: 'Job marked done' }),
              onError: (error) => toastError('Error', error, 'Failed to update the job'),
            })
          }
        >
          <ClipboardCheck className="h-4 w-4" aria-hidden /> Mark job done
        </Button>
      )}
    </div>
  );
}
