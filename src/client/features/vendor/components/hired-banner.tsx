import { CheckCircle2, ClipboardCheck } from 'lucide-react';
import { JOB_DONE_CONFIRM_DAYS } from '@/contract/quote';
import type { VendorQuote } from '@/contract/message';
import { Button } from '@/client/components/ui/button';
import { useMarkJobDoneAsBusiness } from '@/client/data/estimates';
import { longDateParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/** In the hired business's conversation: the hire, then Job done (marked, then confirmed). */
export function HiredBanner({ entry }: { entry: VendorQuote }) {
  const t = useT();
  const day = (iso: string) => t('format.longDate', longDateParts(iso));
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
          {t('hiredBanner.hired', { name: entry.userFirstName, company: entry.companyName })}{' '}
          {done?.confirmedAt
            ? t('hiredBanner.confirmed', { date: day(done.confirmedAt) })
            : done
              ? t('hiredBanner.marked', {
                  date: day(done.markedAt),
                  name: entry.userFirstName,
                  days: JOB_DONE_CONFIRM_DAYS,
                })
              : t('hiredBanner.keepGoing')}
        </span>
      </p>
      {done ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={markDone.isPending}
          onClick={() =>
            markDone.mutate(undefined, {
              onSuccess: () => toast({ variant: 'success', title: t('hiredBanner.markedToast') }),
              onError: (error) => toastError(t('common.error'), error, t('hiredBanner.markFailed')),
            })
          }
        >
          <ClipboardCheck className="h-4 w-4" aria-hidden /> {t('hiredBanner.markDone')}
        </Button>
      )}
    </div>
  );
}
