import { useId, useState } from 'react';
import { Button } from '@/client/components/ui/button';
import { useLocale, useT } from '@/client/lib/i18n';
import { dayLabel, slotsByDay, timeLabel, zoneLabel } from './visit-time';

/**
 * The free times as a list of days, then the chosen day's times as buttons (issue 34 item 8: no
 * drag grid; keyboard and screen reader friendly), in the company's zone, said above them.
 */
export function SlotPicker({
  slots,
  zone,
  value,
  onChange,
}: {
  slots: string[];
  zone: string;
  value: string | null;
  onChange: (slot: string) => void;
}) {
  const t = useT();
  const locale = useLocale();
  const id = useId();
  const days = slotsByDay(slots, zone);
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const shown = days.find((d) => d.day === chosenDay) ?? days[0];
  if (!shown) return <p className="text-sm text-gray-700">{t('visits.picker.none')}</p>;
  return (
    <div className="space-y-4">
      <p className="rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-900">
        {t('visits.picker.zone', { zone: zoneLabel(zone, locale) })}
      </p>
      <section aria-labelledby={`${id}-days`}>
        <h3 id={`${id}-days`} className="text-sm font-medium text-gray-800">
          {t('visits.picker.days')}
        </h3>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {days.map(({ day, slots: times }) => (
            <li key={day}>
              <Button
                size="sm"
                className="h-auto min-h-9 w-full px-1 py-1"
                variant={day === shown.day ? 'primary' : 'outline'}
                aria-pressed={day === shown.day}
                onClick={() => setChosenDay(day)}
              >
                {dayLabel(times[0]!, zone, locale)}
              </Button>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby={`${id}-times`}>
        <h3 id={`${id}-times`} className="text-sm font-medium text-gray-800">
          {t('visits.picker.times', { day: dayLabel(shown.slots[0]!, zone, locale) })}
        </h3>
        <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.slots.map((slot) => (
            <li key={slot}>
              <Button
                size="sm"
                className="w-full"
                variant={slot === value ? 'primary' : 'outline'}
                aria-pressed={slot === value}
                onClick={() => onChange(slot)}
              >
                {timeLabel(slot, zone, locale)}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
