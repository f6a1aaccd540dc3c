import { CheckCircle2, ClipboardCheck, MessageSquare, Star } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { JOB_DONE_CONFIRM_DAYS, type Quote } from '@/contract/quote';
import { NoLongerOnQuoteLocalNotice } from '@/client/components/companies/no-longer-listed';
import { EstimateCard } from '@/client/components/estimates/estimate-card';
import { QuoteStageBadge } from '@/client/components/quotes/quote-status-badge';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { useCompany } from '@/client/data/companies';
import { useComparison } from '@/client/data/estimates';
import { useMarkJobDone } from '@/client/data/quotes';
import { longDateParts } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/** After the hire: who, when, at what price, where the job stands, and the next steps. */
export function HiredCard({
  quote,
  hiredCompanyId,
  onMessage,
}: {
  quote: Quote;
  hiredCompanyId: number;
  onMessage: (companyId: number) => void;
}) {
  const t = useT();
  const comparison = useComparison(quote.id, '');
  const hired = comparison.data?.find((e) => e.companyId === hiredCompanyId);
  const name =
    quote.companies.find((c) => c.id === hiredCompanyId)?.name ?? t('composer.theBusiness');
  // Issue 31: a business that has left the site is marked so here, as on its page.
  const gone = useCompany(hiredCompanyId).data?.noLongerOnQuoteLocal === true;
  return (
    <section
      aria-labelledby="hired"
      className="rounded-xl border border-green-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden />
        <div>
          <div className="flex flex-wrap items-center gap-2">
            <h2 id="hired" className="text-lg font-semibold text-gray-900">
              {t('hired.title', { name })}
            </h2>
            <QuoteStageBadge stage={quote.stage} />
          </div>
          <p className="mt-1 text-sm text-gray-700">
            {quote.hiredAt
              ? t('hired.toldOn', {
                  name,
                  date: t('format.longDate', longDateParts(quote.hiredAt)),
                })
              : t('hired.told', { name })}
          </p>
        </div>
      </div>
      {gone ? <NoLongerOnQuoteLocalNotice className="mt-4" /> : null}
      {hired?.estimate ? (
        <EstimateCard
          estimate={hired.estimate}
          latestRevision={hired.estimate.revision}
          outcome="hired"
          className="mt-4 max-w-md"
        />
      ) : null}
      <JobDoneStep quote={quote} name={name} />
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => onMessage(hiredCompanyId)}>
          <MessageSquare className="h-4 w-4" aria-hidden /> {t('hired.message', { name })}
        </Button>
        {gone ? null : (
          <Button asChild variant="outline">
            <Link href={`/companies/${hiredCompanyId}#reviews`}>
              <Star className="h-4 w-4" aria-hidden /> {t('hired.review', { name })}
            </Link>
          </Button>
        )}
      </div>
    </section>
  );
}

const inDays = (iso: string, days: number) =>
  new Date(new Date(iso).getTime() + days * 86_400_000).toISOString();

/** Job done: mark it (or confirm the business's mark); once confirmed, say so. */
function JobDoneStep({ quote, name }: { quote: Quote; name: string }) {
  const t = useT();
  const day = (iso: string) => t('format.longDate', longDateParts(iso));
  const [confirming, setConfirming] = useState(false);
  const markDone = useMarkJobDone(quote.id);
  const done = quote.jobDone;
  if (done?.confirmedAt) {
    return (
      <p className="mt-4 flex items-center gap-2 text-sm text-green-900">
        <ClipboardCheck className="h-4 w-4 shrink-0" aria-hidden />
        {t(quote.stage === 'reviewed' ? 'hired.doneReviewed' : 'hired.doneHowDid', {
          date: day(done.confirmedAt),
          name,
        })}
      </p>
    );
  }
  const byBusiness = done?.markedBy === 'company';
  return (
    <div className="mt-4 rounded-lg border border-gray-200 bg-gray-50 p-4">
      <p className="text-sm text-gray-800">
        {byBusiness
          ? t('hired.markedByBusiness', {
              name,
              date: day(done.markedAt),
              confirmDate: day(inDays(done.markedAt, JOB_DONE_CONFIRM_DAYS)),
            })
          : t('hired.whenFinished', { name })}
      </p>
      <Button className="mt-3" variant="outline" onClick={() => setConfirming(true)}>
        <ClipboardCheck className="h-4 w-4" aria-hidden />
        {t(byBusiness ? 'hired.confirmDone' : 'hired.markDone')}
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t(byBusiness ? 'hired.confirmDoneTitle' : 'hired.markDoneTitle')}
        description={t('hired.doneDescription', { name })}
        confirmLabel={t(byBusiness ? 'hired.confirm' : 'hired.markDoneShort')}
        onConfirm={() =>
          markDone.mutate(undefined, {
            onSuccess: () => toast({ variant: 'success', title: t('hired.jobDone') }),
            onError: (error) =>
              toastError(t('common.updateFailed'), error, t('quote.updateFailed')),
          })
        }
      />
    </div>
  );
}
