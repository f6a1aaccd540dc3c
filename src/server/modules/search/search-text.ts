const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

export interface ParsedSearchText {
  /** Lower-cased words of two or more letters and digits, at most eight. */
  words: string[];
  /** A ZIP typed into the text ("plumber 94103"). */
  zip: string | undefined;
}

/** Splits what a person typed into search words and, if present, a ZIP code. */
export function parseSearchText(text: string): ParsedSearchText {
  const tokens =
    text
      .toLowerCase()
      .normalize('NFKD')
      .match(/[a-z0-9]+/g) ?? [];
  const zip = tokens.find((t) => /^\d{5}$/.test(t));
  const words = tokens
    .filter((t) => t !== zip && t.length >= 2 && t.length <= MAX_WORD_LENGTH)
    .slice(0, MAX_WORDS);
  return { words, zip };
}
