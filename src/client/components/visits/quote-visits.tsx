import { CalendarPlus } from 'lucide-react';
import { useState } from 'react';
import type { Quote } from '@/contract/quote';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useConversations } from '@/client/data/messages';
import { useQuoteVisits } from '@/client/data/visits';
import { useT } from '@/client/lib/i18n';
import { byTime, isActiveVisit } from './visit-time';
import { BookVisitDialog } from './book-visit-dialog';
import { CalendarFeedButton } from './calendar-feed-dialog';
import { VisitCard } from './visit-card';

/**
 * The customer's visits on an open quote, each as an event card, and "Book a visit" with the
 * business whose conversation is open (`companyId`) while none is booked with it.
 */
export function QuoteVisits({ quote, companyId }: { quote: Quote; companyId: number | null }) {
  const t = useT();
  const visits = useQuoteVisits(quote.id);
  const conversations = useConversations(quote.id);
  const [booking, setBooking] = useState(false);
  const nameOf = (id: number) =>
    conversations.data?.find((c) => c.companyId === id)?.company.name ?? '';
  const list = [...(visits.data ?? [])].sort(byTime);
  const bookable =
    companyId !== null &&
    (quote.hiredCompanyId === null || quote.hiredCompanyId === companyId) &&
    !list.some((v) => v.companyId === companyId && isActiveVisit(v));
  if (list.length === 0 && companyId === null) return null;
  return (
    <Card title={t('visits.title')} variant="side">
      {list.length === 0 ? (
        <p className="text-sm text-gray-700">{t('visits.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((visit) => (
            <li key={visit.id}>
              <VisitCard visit={visit} side="customer" otherName={nameOf(visit.companyId)} />
            </li>
          ))}
        </ul>
      )}
      {list.length > 0 ? <CalendarFeedButton className="mt-3 w-full" /> : null}
      {bookable ? (
        <Button className="mt-3 h-auto min-h-11 w-full py-2" onClick={() => setBooking(true)}>
          <CalendarPlus className="h-4 w-4" aria-hidden />
          {t('visits.bookWith', { name: nameOf(companyId) })}
        </Button>
      ) : null}
      {booking && companyId !== null ? (
        <BookVisitDialog
          quoteId={quote.id}
          companyId={companyId}
          otherName={nameOf(companyId)}
          onOpenChange={setBooking}
        />
      ) : null}
    </Card>
  );
}
