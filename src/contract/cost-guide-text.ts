import type { CostGuideFigures } from './cost-guide';
import type { Locale } from './locale';
import { formatUsd } from './money';

/**
 * A cost guide's words and addresses (docs/decisions/046), without zod: the pages that show a
 * guide or a typical price take these, and the schemas stay out of their chunks (./cost-guide.ts
 * re-exports them for the server).
 */

export const NO_COST_GUIDE = 'No cost guide for this service yet';

export const US_STATE_NAMES: Readonly<Record<string, string>> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'the District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  PR: 'Puerto Rico',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The names Spanish writes otherwise ("Nuevo México"); the others are the English ones. */
const ES_STATE_NAMES: Readonly<Record<string, string>> = {
  DC: 'Distrito de Columbia',
  HI: 'Hawái',
  LA: 'Luisiana',
  MI: 'Míchigan',
  MS: 'Misisipi',
  MO: 'Misuri',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OR: 'Oregón',
  PA: 'Pensilvania',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  WV: 'Virginia Occidental',
};

const LOCAL_STATE_NAMES: Partial<Record<Locale, Readonly<Record<string, string>>>> = {
  es: ES_STATE_NAMES,
};

/**
 * A state's name standing alone (a picker, a list): "California", "Nuevo México" in Spanish; a
 * code without a name (a territory) as it is.
 */
export const stateNameAlone = (code: string, locale: Locale) =>
  LOCAL_STATE_NAMES[locale]?.[code] ?? US_STATE_NAMES[code] ?? code;

/** A state's name in a sentence: Spanish says "en el Distrito de Columbia". */
export const stateName = (code: string, locale: Locale) =>
  locale === 'es' && code === 'DC'
    ? `el ${stateNameAlone(code, locale)}`
    : stateNameAlone(code, locale);

/** The guide's page: /cost/plumbing-services, /cost/plumbing-services/ca. */
export const costGuidePath = (categorySlug: string, state?: string | null) =>
  `/cost/${encodeURIComponent(categorySlug)}${state ? `/${state.toLowerCase()}` : ''}`;

/** A guide's price in whole dollars ("$483"): percentiles claim no precision to the cent. */
export const formatGuidePrice = (cents: number) => formatUsd(Math.round(cents / 100) * 100);

/** "$150–$400 (median $250)", "$60–$95 an hour (median $75)" */
export function describeTypicalPrice(f: CostGuideFigures): string {
  const per = f.unit === 'hour' ? ' an hour' : '';
  return `${formatGuidePrice(f.p25Cents)}–${formatGuidePrice(f.p75Cents)}${per} (median ${formatGuidePrice(f.medianCents)})`;
}
