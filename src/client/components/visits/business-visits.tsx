import { useQuoteVisits } from '@/client/data/visits';
import { useT } from '@/client/lib/i18n';
import { byTime } from './visit-time';
import { VisitCard } from './visit-card';

/** In the business's conversation: the visits the customer booked with this company. */
export function BusinessVisits({
  quoteId,
  companyId,
  customerName,
}: {
  quoteId: number;
  companyId: number;
  customerName: string;
}) {
  const t = useT();
  const visits = useQuoteVisits(quoteId);
  const mine = (visits.data ?? []).filter((v) => v.companyId === companyId).sort(byTime);
  if (mine.length === 0) return null;
  return (
    <section aria-label={t('visits.title')} className="space-y-2 border-b border-gray-200 p-3">
      {mine.map((visit) => (
        <VisitCard key={visit.id} visit={visit} side="business" otherName={customerName} />
      ))}
    </section>
  );
}
