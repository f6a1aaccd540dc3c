import { CheckCircle2, MessageSquare, Star } from 'lucide-react';
import { Link } from 'wouter';
import type { Quote } from '../../../../contract/quote';
import { EstimateCard } from '../../../components/estimates/estimate-card';
import { Button } from '../../../components/ui/button';
import { formatLongDate } from '../../../lib/format';
import { useComparison } from '../api/comparison';

/** After the hire: who, when, at what price, and the two next steps (talk, then review). */
export function HiredCard({
  quote,
  hiredCompanyId,
  onMessage,
}: {
  quote: Quote;
  hiredCompanyId: number;
  onMessage: (companyId: number) => void;
}) {
  const comparison = useComparison(quote.id, '');
  const hired = comparison.data?.find((e) => e.companyId === hiredCompanyId);
  const name = quote.companies.find((c) => c.id === hiredCompanyId)?.name ?? 'the business';
  return (
    <section
      aria-labelledby="hired"
      className="rounded-xl border border-green-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-green-700" aria-hidden />
        <div>
          <h2 id="hired" className="text-lg font-semibold text-gray-900">
            You hired {name}
          </h2>
          <p className="mt-1 text-sm text-gray-700">
            {quote.hiredAt ? `On ${formatLongDate(quote.hiredAt)}. ` : ''}We let {name} know, and
            told the other businesses that you chose someone else.
          </p>
        </div>
      </div>
      {hired?.estimate ? (
        <EstimateCard
          estimate={hired.estimate}
          latestRevision={hired.estimate.revision}
          outcome="hired"
          className="mt-4 max-w-md"
        />
      ) : null}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button onClick={() => onMessage(hiredCompanyId)}>
          <MessageSquare className="h-4 w-4" aria-hidden /> Message {name}
        </Button>
        <Button asChild variant="outline">
          <Link href={`/companies/${hiredCompanyId}#reviews`}>
            <Star className="h-4 w-4" aria-hidden /> Review {name}
          </Link>
        </Button>
      </div>
    </section>
  );
}
