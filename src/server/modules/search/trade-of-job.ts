import { JOB_PHRASES } from './job-phrases';
import { parseSearchText } from './search-text';

/**
 * A word's stem, light and the same for the table and for what is typed: "leaking", "leaks",
 * "leaky" and "leaked" are all "leak"; "pipes" and "piping" are "pip"; "clogged" is "clog".
 * Only words that share a stem are taken as one; two stems never need to read as English.
 */
export function stem(word: string): string {
  let w = word;
  const cut = (suffix: string, keep = 3) => {
    if (w.endsWith(suffix) && w.length - suffix.length >= keep) {
      w = w.slice(0, -suffix.length);
      return true;
    }
    return false;
  };
  if (!w.endsWith('ss')) cut('s');
  if (cut('ing') || cut('ed')) {
    // "clogged" -> "clogg" -> "clog"
    if (w.length > 3 && w.at(-1) === w.at(-2)) w = w.slice(0, -1);
  }
  cut('e');
  cut('y');
  return w;
}

/** Words that carry no meaning for the trade: left out of phrases and of what is typed alike. */
const FILLER = new Set(
  'the is are was be my our your an in on of for to and with it its at me we please need needs'.split(
    ' ',
  ),
);

/** The meaningful words' stems. */
const stemsOf = (words: readonly string[]) => words.filter((w) => !FILLER.has(w)).map(stem);

interface Phrase {
  trade: string;
  stems: string[];
}

/** Every phrase of the table as stems, longest first (a longer phrase is tried first). */
const PHRASES: Phrase[] = Object.entries(JOB_PHRASES)
  .flatMap(([trade, phrases]) =>
    phrases.map((phrase) => ({ trade, stems: stemsOf(parseSearchText(phrase).words) })),
  )
  .sort((a, b) => b.stems.length - a.stems.length);

/**
 * The trade (category slug) a job description names through JOB_PHRASES, or null when it names
 * none or two equally. `words` are the searched words, each with its forms (as typed and as
 * corrected). Filler words left out ("the roof is leaking" reads "roof leaking"), then read left
 * to right: the longest phrase at each word is taken and its words count for its trade; the trade
 * with the most words wins.
 */
export function tradeOfJob(words: ReadonlyArray<readonly string[]>): string | null {
  const stems = words
    .filter((forms) => !forms.some((form) => FILLER.has(form)))
    .map((forms) => new Set(forms.map(stem)));
  const counts = new Map<string, number>();
  for (let at = 0; at < stems.length;) {
    const found = PHRASES.find(
      (phrase) =>
        at + phrase.stems.length <= stems.length &&
        phrase.stems.every((s, i) => stems[at + i]!.has(s)),
    );
    if (!found) {
      at += 1;
      continue;
    }
    counts.set(found.trade, (counts.get(found.trade) ?? 0) + found.stems.length);
    at += found.stems.length;
  }
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || (second && second[1] === best[1])) return null;
  return best[0];
}
