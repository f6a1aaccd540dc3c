import { CalendarCheck } from 'lucide-react';
import type { Locale } from '@/contract/locale';
import type { NextAvailable } from '@/contract/visit';
import { cn } from '@/client/lib/cn';
import { useLocale, useT } from '@/client/lib/i18n';
import { dayLabel, localDay } from './visit-time';

/**
 * The day of a business's first free visit time, in its zone: "today", "tomorrow", the weekday
 * within the coming week ("Thu"), else the weekday and date ("Thu, Dec 11"); in the page's language.
 */
export function availableDay(next: NextAvailable, locale: Locale, now = new Date()): string {
  const { startsAt, timeZone } = next;
  const days = Math.round(
    (Date.parse(localDay(startsAt, timeZone)) - Date.parse(localDay(now.toISOString(), timeZone))) /
      86_400_000,
  );
  if (days <= 1)
    return new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(days, 'day');
  if (days < 7) {
    return new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone }).format(
      new Date(startsAt),
    );
  }
  return dayLabel(startsAt, timeZone, locale);
}

/** "Next available: Thu" on a search result and a company page; nothing when null. */
export function NextAvailableLine({
  next,
  className,
}: {
  next: NextAvailable | null | undefined;
  className?: string;
}) {
  const t = useT();
  const locale = useLocale();
  if (!next) return null;
  return (
    <span className={cn('inline-flex items-center gap-1 text-gray-700', className)}>
      <CalendarCheck className="h-4 w-4 shrink-0" aria-hidden />
      {t('visits.nextAvailable', { day: availableDay(next, locale) })}
    </span>
  );
}
