/**
 * The pseudo-locale (issue 33, docs/decisions/104-pseudo-locale.md): English's catalog, made at
 * test time from en.po, with every letter of its own words swapped for an accented look-alike and
 * each message in brackets ("Search" is "[Ŝéàŕçĥ]"); placeholders, plurals, selects and the
 * `<0>…</0>` tags are kept, since only the literal text is mapped. A page drawn with it shows any
 * text that did not come from the catalog as plain English letters.
 */
import { setupI18n, type Messages } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { MessageId } from '@/client/locales/compiled/message-id';
import { readCatalog } from '../../scripts/i18n-compile';

const PLAIN = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
const ACCENTED = [...'àƀçďéƒĝĥíĵķļɱñóþǫŕŝţûṽŵẋýžÀƁÇÐÉƑĜĤÍĴĶĹṀÑÓÞǪŔŜŢÛṼŴẊÝŽ'];

/** A catalog text's letters accented; the `<0>`, `</0>` and `<0/>` of its elements kept. */
export function pseudoText(text: string): string {
  return text.replace(/<\/?\d+\/?>|[a-z]/gi, (match) =>
    match.length === 1 ? ACCENTED[PLAIN.indexOf(match)]! : match,
  );
}

/** Every message of en.po in the pseudo-locale, compiled as `npm run i18n:compile` compiles it. */
export const PSEUDO_MESSAGES: Messages = Object.fromEntries(
  [...readCatalog('en')].map(([id, text]) => [id, ['[', ...compileMessage(text, pseudoText), ']']]),
);

/** The English catalog's chunk as the browser would get it, with the pseudo-locale's messages. */
export const PSEUDO_CHUNK = `export const messages = ${JSON.stringify(PSEUDO_MESSAGES)};`;

const i18n = setupI18n({ locale: 'en', messages: { en: PSEUDO_MESSAGES } });

/** A message as a page in the pseudo-locale says it (to find a button by its name). */
export const say = (id: MessageId, values?: Record<string, string | number>): string =>
  i18n._(id, values);
