import type { Locale } from '@/contract/locale';
import { ACTIVE_VISIT_STATUSES, type Visit } from '@/contract/visit';

/**
 * Visit times in a given zone (the company's, or the viewer's): the API gives instants, a person
 * reads them as the wall clock of a place. Intl knows the zones' rules (daylight saving included);
 * the day and time words come from the page's language.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, zone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${locale}|${zone}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formatters.set(key, found);
  }
  return found;
}

/** The local date of an instant in a zone, `YYYY-MM-DD`. */
export function localDay(iso: string, zone: string): string {
  const parts = formatter('en-US', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Free times grouped by their local day in the zone, in order. */
export function slotsByDay(slots: string[], zone: string): Array<{ day: string; slots: string[] }> {
  const days: Array<{ day: string; slots: string[] }> = [];
  for (const slot of slots) {
    const day = localDay(slot, zone);
    const last = days.at(-1);
    if (last?.day === day) last.slots.push(slot);
    else days.push({ day, slots: [slot] });
  }
  return days;
}

/** "Tue, Dec 3" / "mar, 3 dic". */
export const dayLabel = (iso: string, zone: string, locale: Locale) =>
  formatter(locale, zone, { weekday: 'short', month: 'short', day: 'numeric' }).format(
    new Date(iso),
  );

/** "10:00 AM" / "10:00". */
export const timeLabel = (iso: string, zone: string, locale: Locale) =>
  formatter(locale, zone, { hour: 'numeric', minute: '2-digit' }).format(new Date(iso));

/** The zone as people name it: "Pacific Time" / "hora del Pacífico". */
export function zoneLabel(zone: string, locale: Locale, at = new Date()): string {
  return (
    formatter(locale, zone, { timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? zone
  );
}

/** The browser's own zone. */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Minutes of the day (0–1440) as an `HH:MM` time input's value, and back. */
export const minutesToTime = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export function timeToMinutes(value: string): number {
  const [hours, minutes] = value.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
}

/** A visit that still holds its time (requested or confirmed). */
export const isActiveVisit = (visit: Visit) =>
  (ACTIVE_VISIT_STATUSES as readonly string[]).includes(visit.status);

/** Earliest first. */
export const byTime = (a: Visit, b: Visit) => a.startsAt.localeCompare(b.startsAt);

/** Whether a visit is still to come, and whether it has ended. */
export function visitTiming(visit: Visit, now = Date.now()) {
  return { upcoming: Date.parse(visit.startsAt) > now, ended: Date.parse(visit.endsAt) <= now };
}
