import { DEFAULT_LOCALE, type Locale } from '@/contract/locale';
import { decimalOfCents } from '@/contract/money';

/**
 * A whole number with thousands separators, as en-US writes it ("1,000"). Not through Intl: its
 * first NumberFormat costs a slow phone about 100 ms, on the search page's first render.
 */
export const formatCount = (count: number) =>
  String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * Where a date is shown: the browser's time zone, or UTC (a page rendered on the server, whose
 * zone is not the visitor's; the browser redraws it in its own after hydration).
 */
export type DisplayZone = 'local' | 'UTC';

/**
 * A date's parts, as the values of the `format.longDate` message (`t('format.longDate',
 * longDateParts(iso, zone))`: "November 22, 2026", "22 de noviembre de 2026"). Not through Intl: its
 * first DateTimeFormat cost a slow phone about 70 ms on the company page's first render.
 */
export function longDateParts(
  iso: string | Date,
  zone: DisplayZone = 'local',
): { year: number; month: number; day: number } {
  const date = new Date(iso);
  return zone === 'UTC'
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };
}

/** The Intl tag of each language: QuoteLocal's customers are in the United States. */
const INTL_TAGS: Record<Locale, string> = { en: 'en-US', es: 'es-US' };
export const intlTag = (locale: Locale) => INTL_TAGS[locale];

// Built on first use, one per language and number of decimals.
const decimalFormats = new Map<string, Intl.NumberFormat>();

/**
 * A decimal as the page's language writes it, through Intl (its separators): `digits` decimals
 * at most, or exactly that many with `fixed`. Hours, quantities, tax rates.
 */
export function formatDecimal(
  value: number,
  locale: Locale,
  { digits = 2, fixed = false }: { digits?: number; fixed?: boolean } = {},
): string {
  const key = `${locale} ${digits} ${fixed}`;
  let format = decimalFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_TAGS[locale], {
      minimumFractionDigits: fixed ? digits : 0,
      maximumFractionDigits: digits,
    });
    decimalFormats.set(key, format);
  }
  return format.format(value);
}

/** An average rating, to one decimal ("4.7", "4.0") as the page's language writes it. */
export const formatRating = (average: number, locale: Locale) =>
  formatDecimal(average, locale, { digits: 1, fixed: true });

// Built on first use: building it when the module loads cost every page about 25 ms (90 ms on a
// slow phone) whether it showed a relative time or not.
const relative: Partial<Record<Locale, Intl.RelativeTimeFormat>> = {};
const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];
/** Under a minute, where Intl would say "now". */
const JUST_NOW: Record<Locale, string> = { en: 'just now', es: 'hace un momento' };

/** "3 days ago", "just now" ("hace 3 días"): quote dates are relative (SPEC §9). */
export function timeAgo(iso: string, locale: Locale = DEFAULT_LOCALE, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) {
      relative[locale] ??= new Intl.RelativeTimeFormat(INTL_TAGS[locale], { numeric: 'auto' });
      return relative[locale].format(Math.round(seconds / size), unit);
    }
  }
  return JUST_NOW[locale];
}

/** Message times: the time within 24 h, weekday and time within a week, else date and time. */
export function messageTime(
  iso: string,
  locale: Locale = DEFAULT_LOCALE,
  now = Date.now(),
): string {
  const tag = INTL_TAGS[locale];
  const date = new Date(iso);
  const hours = (now - date.getTime()) / 3_600_000;
  const time = date.toLocaleTimeString(tag, { hour: 'numeric', minute: '2-digit' });
  if (hours < 24) return time;
  if (hours < 168) return `${date.toLocaleDateString(tag, { weekday: 'long' })} ${time}`;
  return `${date.toLocaleDateString(tag, { month: 'short', day: 'numeric', year: 'numeric' })} ${time}`;
}

/**
 * A rounded, human duration: 45 minutes, 3 hours, 2 days. As the values of the `format.duration`
 * message (`t('format.duration', durationParts(m))`: "45 minutes", "3 hours", "2 days").
 */
export function durationParts(minutes: number): { unit: 'minute' | 'hour' | 'day'; n: number } {
  if (minutes < 60) return { unit: 'minute', n: minutes };
  if (minutes < 48 * 60) return { unit: 'hour', n: Math.round(minutes / 60) };
  return { unit: 'day', n: Math.round(minutes / 1440) };
}

/** A job's date ('YYYY-MM-DD') with its weekday: "Fri, November 20, 2026" ("vie, 20 de noviembre de 2026"). */
export function formatWeekdayDate(isoDate: string, locale: Locale = DEFAULT_LOCALE): string {
  return new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(INTL_TAGS[locale], {
    weekday: 'short',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/**
 * A calendar date's ('YYYY-MM-DD') parts, the same day in every time zone, as the values of the
 * `format.shortDate` message (`t('format.shortDate', dayParts(d))`: "Dec 1, 2026", "1 dic 2026").
 */
export function dayParts(isoDate: string): { year: number; month: number; day: number } {
  const [year, month, day] = isoDate.split('-').map(Number);
  return { year: year!, month: month! - 1, day: day! };
}

const moneyFormats = new Map<Locale, Intl.NumberFormat>();

/** "$1,234.57" ("1234,57 US$" and the like in Spanish): integer cents as USD in the reader's language. */
export function formatMoney(cents: number, locale: Locale): string {
  let format = moneyFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(intlTag(locale), { style: 'currency', currency: 'USD' });
    moneyFormats.set(locale, format);
  }
  return format.format(decimalOfCents(cents));
}
