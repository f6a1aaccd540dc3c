import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/contract/locale';
import { COMPILED_DIR, compiledFiles, readCatalog } from './i18n-compile';
import { messages as en } from '@/client/locales/compiled/en';
import { messages as es } from '@/client/locales/compiled/es';

/** The placeholders and plural/select arguments a message names (from its parsed form), sorted. */
function argumentsOf(text: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [unknown, unknown, unknown];
      if (typeof name === 'string') names.add(name);
      if (options && typeof options === 'object')
        for (const branch of Object.values(options)) walk(branch);
    }
  };
  walk(compileMessage(text));
  return [...names].sort();
}

describe('the client catalogs (issue 33)', () => {
  const english = readCatalog('en');

  it('give every message a text in every language, and no language a message English lacks', () => {
    for (const locale of LOCALES) {
      const catalog = readCatalog(locale);
      expect([...catalog.keys()].sort(), locale).toEqual([...english.keys()].sort());
      const empty = [...catalog].filter(([, text]) => text.trim() === '').map(([id]) => id);
      expect(empty, `${locale}: messages without a text`).toEqual([]);
    }
  });

  it('name the same placeholders in every language', () => {
    for (const locale of LOCALES) {
      const catalog = readCatalog(locale);
      const differing = [...english]
        .filter(([id, text]) => argumentsOf(text).join() !== argumentsOf(catalog.get(id)!).join())
        .map(([id]) => id);
      expect(differing, `${locale}: placeholders differ from English`).toEqual([]);
    }
  });

  it('are compiled as the catalogs say now (`npm run i18n:compile` writes them)', () => {
    for (const [name, text] of Object.entries(compiledFiles())) {
      expect(readFileSync(path.join(COMPILED_DIR, name), 'utf8'), name).toBe(text);
    }
  });

  it('format placeholders and plurals in each language', () => {
    const i18n = setupI18n({ locale: 'en', messages: { en, es } });
    expect(i18n._('header.hi', { name: 'Ana' })).toBe('Hi, Ana');
    expect(i18n._('header.unreadMessages', { count: 1 })).toBe('1 unread message');
    expect(i18n._('header.unreadMessages', { count: 3 })).toBe('3 unread messages');
    expect(i18n._('format.duration', { unit: 'hour', n: 1 })).toBe('1 hour');
    expect(i18n._('format.duration', { unit: 'day', n: 3 })).toBe('3 days');
    expect(i18n._('format.longDate', { year: 2026, month: 10, day: 22 })).toBe('November 22, 2026');
    i18n.activate('es');
    expect(i18n._('format.longDate', { year: 2026, month: 0, day: 3 })).toBe('3 de enero de 2026');
    expect(i18n._('format.duration', { unit: 'minute', n: 45 })).toBe('45 minutos');
    expect(i18n._('format.duration', { unit: 'hour', n: 1 })).toBe('1 hora');
    expect(i18n._('header.hi', { name: 'Ana' })).toBe('Hola, Ana');
    expect(i18n._('header.unreadMessages', { count: 1 })).toBe('1 mensaje sin leer');
    expect(i18n._('header.unreadMessages', { count: 1234 })).toBe('1234 mensajes sin leer');
  });
});
