import { CalendarClock } from 'lucide-react';
import type { NextVisit } from '@/contract/visit';
import { cn } from '@/client/lib/cn';
import { useLocale, useT } from '@/client/lib/i18n';
import { useBrowserValue } from '@/client/lib/use-browser-value';
import { useWhen } from './visit-card';
import { viewerZone, zoneLabel } from './visit-time';

/**
 * A quote's next visit on a list (My Quotes, the vendor inbox), in the business's zone:
 * "Visit Tue, Dec 3, 10:00 AM – 11:00 AM (requested)"; where the viewer's zone differs, the zone's
 * name and "Your time: Tue, Dec 3, 12:00 PM – 1:00 PM" under it, as on the visit card.
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
  const locale = useLocale();
  const when = useWhen(visit);
  const ownZone = useBrowserValue(viewerZone, null);
  return (
    <span className={cn('flex items-start gap-1', className)} data-next-visit>
      <CalendarClock className="h-4 w-4 shrink-0" aria-hidden />
      <span className="min-w-0">
        <span className="block">
          {t('visits.next', { when: when(visit.timeZone), status: visit.status })}
        </span>
        {ownZone && ownZone !== visit.timeZone ? (
          <span className="block text-gray-700">
            {t('visits.inZone', { zone: zoneLabel(visit.timeZone, locale) })}{' '}
            {t('visits.yourTime', { when: when(ownZone) })}
          </span>
        ) : null}
      </span>
    </span>
  );
}
