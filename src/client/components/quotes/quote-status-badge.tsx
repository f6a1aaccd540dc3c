import type { QuoteStage, QuoteStatus } from '@/contract/quote';
import { Badge } from '@/client/components/ui/badge';
import { T, useT } from '@/client/lib/i18n';

/** Draft orange, In Progress blue (submitted too), Completed green. */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useT();
  if (status === 'draft') {
    return <Badge className="bg-orange-100 text-orange-900">{t('quoteStatus.draft')}</Badge>;
  }
  if (status === 'submitted' || status === 'in_progress') {
    return <Badge className="bg-blue-100 text-blue-900">{t('quoteStatus.inProgress')}</Badge>;
  }
  return <Badge className="bg-green-100 text-green-900">{t('quoteStatus.completed')}</Badge>;
}

const STAGE_STYLES: Record<QuoteStage, string> = {
  draft: 'border-orange-300 text-orange-900',
  requested: 'border-gray-300 text-gray-800',
  quotes_in: 'border-blue-300 text-blue-900',
  hired: 'border-violet-300 text-violet-900',
  job_done: 'border-green-300 text-green-900',
  reviewed: 'border-amber-300 text-amber-900',
  closed: 'border-gray-300 text-gray-700',
};

/** Where the job stands, in the words people use (decision 070); beside the SPEC's status badge. */
export function QuoteStageBadge({ stage }: { stage: QuoteStage }) {
  const t = useT();
  return (
    <Badge className={`border bg-white ${STAGE_STYLES[stage]}`}>
      <T
        id="quoteStage.badge"
        values={{ name: t('quoteStage.name', { stage }) }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </Badge>
  );
}
