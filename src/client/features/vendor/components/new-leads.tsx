import { Check, Hourglass, Sparkles, X } from 'lucide-react';
import { useState } from 'react';
import type { Lead } from '@/contract/lead';
import { Button } from '@/client/components/ui/button';
import { useAcceptLead, useOfferedLeads } from '@/client/data/leads';
import { messageOf } from '@/client/lib/api-client';
import { T, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { PassLeadDialog } from './pass-lead-dialog';
import { VendorJobView } from './vendor-job-details';

const HOUR_MS = 3_600_000;

/**
 * "Expires in 23 h" (whole hours left), or minutes in the last hour: the values of the
 * `lead.expires` message.
 */
function expiresIn(
  expiresAt: string,
  now = Date.now(),
): { unit: 'expired' | 'min' | 'h'; n: number } {
  const left = Date.parse(expiresAt) - now;
  if (left <= 0) return { unit: 'expired', n: 0 };
  if (left < HOUR_MS) return { unit: 'min', n: Math.max(1, Math.floor(left / 60_000)) };
  return { unit: 'h', n: Math.floor(left / HOUR_MS) };
}

/**
 * "New leads": matched requests offered to the owner's businesses, each with its job, the time
 * left to answer, Accept (opens the conversation, which then is a request of the inbox) and Pass.
 */
export function NewLeads({
  companies,
  onAccepted,
}: {
  companies: ReadonlyArray<{ id: number; name: string }>;
  onAccepted: (conversation: { quoteId: number; companyId: number }) => void;
}) {
  const t = useT();
  const offered = useOfferedLeads(companies.map((c) => c.id));
  const nameOf = (companyId: number) =>
    companies.length > 1 ? companies.find((c) => c.id === companyId)?.name : undefined;
  return (
    <section aria-labelledby="new-leads" className="mt-6">
      <h2 id="new-leads" className="flex items-center gap-2 text-lg font-semibold text-gray-900">
        <Sparkles className="h-5 w-5 text-brand-700" aria-hidden />{' '}
        {offered.leads.length > 0
          ? t('leads.titleCount', { count: offered.leads.length })
          : t('leads.title')}
      </h2>
      {offered.isPending ? (
        <div className="mt-3 h-40 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />
      ) : offered.error ? (
        <p
          role="alert"
          className="mt-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {messageOf(offered.error, t('leads.fetchFailed'))}
        </p>
      ) : offered.leads.length === 0 ? (
        <p className="mt-3 rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">
          {t('leads.none')}
        </p>
      ) : (
        <ul className="mt-3 grid gap-4 md:grid-cols-2">
          {offered.leads.map((lead) => (
            <LeadCard
              key={lead.id}
              lead={lead}
              companyName={nameOf(lead.job.companyId)}
              onAccepted={onAccepted}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function LeadCard({
  lead,
  companyName,
  onAccepted,
}: {
  lead: Lead;
  /** Named when the owner has several businesses. */
  companyName: string | undefined;
  onAccepted: (conversation: { quoteId: number; companyId: number }) => void;
}) {
  const t = useT();
  const accept = useAcceptLead();
  const [passing, setPassing] = useState(false);
  const { job } = lead;
  // Through the promise, not mutate's callbacks: those are dropped once this card unmounts, and
  // it does as soon as the refreshed offers no longer hold the lead, at times before they ran.
  const onAccept = () =>
    accept.mutateAsync(lead).then(
      (conversation) => {
        toast({
          variant: 'success',
          title: t('leads.accepted'),
          description: t('leads.acceptedText'),
        });
        onAccepted(conversation);
      },
      (error: unknown) => toastError(t('leads.acceptFailed'), error, t('leads.acceptFailedText')),
    );
  return (
    <li
      aria-labelledby={`lead-${lead.id}`}
      className="flex flex-col rounded-xl border border-brand-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={`lead-${lead.id}`} className="font-semibold text-gray-900">
            {job.quoteName}
          </h3>
          {companyName ? (
            <p className="text-sm text-gray-600">{t('leads.for', { name: companyName })}</p>
          ) : null}
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
          <Hourglass className="h-3 w-3" aria-hidden />
          {t('lead.expires', expiresIn(lead.expiresAt))}
        </span>
      </div>
      <p className="mt-2 line-clamp-4 whitespace-pre-line text-sm text-gray-800">
        {job.description}
      </p>
      <VendorJobView job={job} />
      <div className="mt-4 flex gap-2 border-t border-gray-100 pt-4">
        <Button className="flex-1" onClick={onAccept} disabled={accept.isPending}>
          <Check className="h-4 w-4" aria-hidden />{' '}
          <T
            id="leads.accept"
            values={{ name: job.quoteName }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          onClick={() => setPassing(true)}
          disabled={accept.isPending}
        >
          <X className="h-4 w-4" aria-hidden />{' '}
          <T
            id="leads.pass"
            values={{ name: job.quoteName }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Button>
      </div>
      {passing ? <PassLeadDialog lead={lead} open={passing} onOpenChange={setPassing} /> : null}
    </li>
  );
}
