/**
 * The client's language (issue 33, docs/decisions/089): Lingui's runtime with catalogs compiled
 * ahead (src/client/locales, `npm run i18n:compile`). A page is drawn in one language, the one the
 * server rendered it in (`<html lang>`); public pages have an address per language (`/es/…`), and
 * the router's base keeps a visitor inside the language of the address they came by.
 */
import { setupI18n, type I18n, type Messages } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import { useCallback, type ReactElement, type ReactNode } from 'react';
import { DEFAULT_LOCALE, isLocale, type Locale, splitLocalePath } from '@/contract/locale';
import { lookUpMessage, type MessageCatalog } from '@/contract/message-catalog';
import type { MessageId } from '@/client/locales/compiled/message-id';

export type { MessageId };

/** Only the page's language is downloaded: one chunk per catalog. */
const CATALOGS: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('@/client/locales/compiled/en'),
  es: () => import('@/client/locales/compiled/es'),
};

/**
 * The contract's messages (its schemas' validation, in English word for word) in each other
 * language: the server's table for them (src/contract/messages-es.ts), loaded with the catalog.
 */
const CONTRACT_MESSAGES: Partial<Record<Locale, () => Promise<MessageCatalog>>> = {
  es: () => import('@/contract/messages-es').then((module) => module.ES_CONTRACT_MESSAGES),
};

export async function loadI18n(locale: Locale): Promise<I18n> {
  const [{ messages }, contractMessages] = await Promise.all([
    CATALOGS[locale](),
    CONTRACT_MESSAGES[locale]?.(),
  ]);
  return createI18n(locale, messages, contractMessages);
}

/** Each language's contract messages once loaded (the same table for every page in it). */
const contractCatalogs: Partial<Record<Locale, MessageCatalog>> = {};

export function createI18n(
  locale: Locale,
  messages: Messages,
  contractMessages?: MessageCatalog,
): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  if (contractMessages) contractCatalogs[locale] = contractMessages;
  return i18n;
}

/** The language the server drew this page in (src/server/platform/client-pages.ts sets it). */
export function documentLocale(): Locale {
  const lang = document.documentElement.lang;
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The router's base for an address: `/es` under the Spanish addresses, none for English's. */
export function localeBase(pathname: string): string {
  const { locale } = splitLocalePath(pathname);
  return locale ? `/${locale}` : '';
}

export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

export type MessageValues = Record<string, string | number>;

/** What `useT()` gives: for helpers outside components that say something (page titles, figures). */
export type Translate = (id: MessageId, values?: MessageValues) => string;

/** `t(id, values)`: the message in the page's language, placeholders and plurals filled in. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/**
 * A message with elements in it: `<0>Start Quote</0>` in the text is drawn inside
 * `components[0]` (`<strong />`), so a translation can move the emphasis where its grammar puts it.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: MessageValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}

/**
 * A message the contract wrote (a form's validation, from the shared zod schemas) in the page's
 * language: English as written; another language's from its table, loaded with its catalog. A
 * text already translated (a server's answer, a client message) is not in the table and stays.
 */
export function useContractMessage(): (message: string) => string {
  const catalog = contractCatalogs[useLocale()];
  return useCallback(
    (message: string) => (catalog ? lookUpMessage(catalog, message) : message),
    [catalog],
  );
}

export function useLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
