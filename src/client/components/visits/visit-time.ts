import type { Locale } from '@/contract/locale';
import type { Visit } from '@/contract/visit';
import { ACTIVE_VISIT_STATUSES } from '@/contract/visit-status';

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

/** An instant's wall clock in a zone, as numbers. */
function wallClock(at: Date, zone: string) {
  const parts = formatter('en-US', zone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

/** The local date of an instant in a zone, `YYYY-MM-DD`. */
export function localDay(iso: string, zone: string): string {
  const { year, month, day } = wallClock(new Date(iso), zone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The instant a zone's wall clock reads midnight at the start of a local date (`YYYY-MM-DD`). */
export function startOfDay(date: string, zone: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day);
  // The zone's offset at an instant: its wall clock read as if it were UTC, minus the instant.
  const offset = (at: number) => {
    const c = wallClock(new Date(at), zone);
    return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute) - at;
  };
  const first = wall - offset(wall);
  return new Date(wall - offset(first)).toISOString();
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
