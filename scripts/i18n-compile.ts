/**
 * The client's catalogs (src/client/locales/{en,es}.po, docs/decisions/089) compiled for Lingui:
 * each message's ICU text (placeholders, plurals) parsed here, once, into the arrays Lingui's
 * runtime formats, so the browser never parses ICU. Writes src/client/locales/compiled/{locale}.ts
 * (the messages) and message-id.ts (the ids, a type the client's `t()` is checked against).
 * `npm run i18n:compile`; i18n-compile.test.ts fails while a written file differs
 * from what this would write now.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { LOCALES, type Locale } from '@/contract/locale';

export const LOCALES_DIR = 'src/client/locales';
export const COMPILED_DIR = `${LOCALES_DIR}/compiled`;

const HEADER = (what: string) =>
  `// ${what}, compiled from src/client/locales by \`npm run i18n:compile\`: do not edit.\n`;

/** A catalog's messages by id, as the translator wrote them (ICU text). */
export function readCatalog(locale: Locale, root = '.'): Map<string, string> {
  const po = PO.parse(readFileSync(path.join(root, LOCALES_DIR, `${locale}.po`), 'utf8'));
  return new Map(po.items.map((item) => [item.msgid, item.msgstr.join('')]));
}

/** What `npm run i18n:compile` writes, by file name under COMPILED_DIR. */
export function compiledFiles(root = '.'): Record<string, string> {
  const files: Record<string, string> = {};
  for (const locale of LOCALES) {
    const compiled = Object.fromEntries(
      [...readCatalog(locale, root)].map(([id, text]) => [id, compileMessage(text)]),
    );
    // JSON.parse of a string literal: parsed faster than the same object as code.
    files[`${locale}.ts`] =
      HEADER(`The ${locale} messages`) +
      `import type { Messages } from '@lingui/core';\n\n` +
      `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(compiled))});\n`;
  }
  const ids = [...readCatalog('en', root).keys()].sort();
  files['message-id.ts'] =
    HEADER('Every message id') +
    `export type MessageId =\n${ids.map((id) => `  | ${JSON.stringify(id)}`).join('\n')};\n`;
  return files;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  for (const [name, text] of Object.entries(compiledFiles()))
    writeFileSync(path.join(COMPILED_DIR, name), text);
  console.log(`compiled ${LOCALES.join(', ')} into ${COMPILED_DIR}`);
}
