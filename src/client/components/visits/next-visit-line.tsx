import { CalendarClock } from 'lucide-react';
import type { NextVisit } from '@/contract/visit';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';
import { useWhen } from './visit-card';

/**
 * A quote's next visit on a list (My Quotes, the vendor inbox), in the business's zone:
 * "Visit Tue, Dec 3, 10:00 AM – 11:00 AM (requested)".
 */
export function NextVisitLine({
  visit,
  className,
}: {
  visit: NextVisit | null | undefined;
  className?: string;
}) {
  return visit ? <Line visit={visit} className={className} /> : null;
}

function Line({ visit, className }: { visit: NextVisit; className?: string }) {
  const t = useT();
  const when = useWhen(visit);
  return (
    <span className={cn('flex items-center gap-1', className)} data-next-visit>
      <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0">
        {t('visits.next', { when: when(visit.timeZone), status: visit.status })}
      </span>
    </span>
  );
}
