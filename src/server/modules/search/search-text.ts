const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface ParsedSearchText {
  /** Lower-cased words of two or more letters and digits, at most eight. */
  words: string[];
  /** A ZIP typed into the text ("plumber 94103"). */
  zip: string | undefined;
}

/** A ZIP in the text, with its +4 if typed ("94103-1234"): the five digits are the ZIP. */
const ZIP_IN_TEXT = /(?<![a-z0-9])(\d{5})(?:-\d{4})?(?![a-z0-9])/g;

/**
 * Splits what a person typed into search words and, if present, a ZIP code: the first ZIP is the
 * place; every ZIP (a second one, a +4) is left out of the words, as nobody names a trade by one.
 */
export function parseSearchText(text: string): ParsedSearchText {
  // Accents dropped ("plomería" is "plomeria"), as the search documents store Spanish names.
  const normalised = text.toLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');
  const zip = normalised.matchAll(ZIP_IN_TEXT).next().value?.[1];
  const tokens = normalised.replace(ZIP_IN_TEXT, ' ').match(/[a-z0-9]+/g) ?? [];
  const words = tokens
    .filter((t) => t.length >= 2 && t.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS);
  return { words, zip };
}
