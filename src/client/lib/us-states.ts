import { stateNameAlone } from '@/contract/cost-guide-text';
import type { Locale } from '@/contract/locale';

export const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;
export type UsState = (typeof US_STATES)[number];

/**
 * The states as a picker lists them: each one's name in `locale` ("Nuevo México"), in that
 * language's alphabetical order; the value kept is the code.
 */
export const statesIn = (locale: Locale): Array<{ code: UsState; name: string }> =>
  US_STATES.map((code) => ({ code, name: stateNameAlone(code, locale) })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
