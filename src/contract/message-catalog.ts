/**
 * A language's table of the English messages QuoteLocal writes (issue 33): each message, word for
 * word, and its translation; a message with a variable part is a pattern. The server translates
 * its answers and e-mails with one (src/server/platform/i18n), the browser the contract's
 * validation messages its forms show (./messages-es.ts, loaded with the Spanish catalog). Free of
 * zod and of the tables themselves, so the first load carries only this lookup.
 */
export type MessageCatalog = {
  messages: Readonly<Record<string, string>>;
  patterns: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]>;
};

/** `message` in the catalog's language; itself when the catalog does not have it. */
export function lookUpMessage(catalog: MessageCatalog, message: string): string {
  const exact = catalog.messages[message];
  if (exact !== undefined) return exact;
  for (const [pattern, translate] of catalog.patterns) {
    const match = pattern.exec(message);
    if (match) return translate(...match.slice(1));
  }
  return message;
}
