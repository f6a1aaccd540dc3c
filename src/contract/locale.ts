/**
 * The languages QuoteLocal speaks (issue 33). English is the default: with no preference every
 * page, answer and e-mail is exactly as the spec words it. The browser and the server both decide
 * a request's language with these functions, so they never disagree. Without zod: the browser's
 * first load takes these (the schema of PUT /api/me/locale is in ./user.ts).
 */
export const LOCALES = ['en', 'es'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's choice (signed in or not); the account keeps it too. */
export const LOCALE_COOKIE = 'ql_locale';

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The best of our languages for an `Accept-Language` header (`es-MX,es;q=0.9,en;q=0.8`): the
 * highest-weighted tag whose primary language we speak; English when none is, or no header.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? DEFAULT_LOCALE;
}

/**
 * A request's language: the one its address names (`/es/…`), else the visitor's choice (the
 * cookie), else what the browser asks for.
 */
export function negotiateLocale(input: {
  pathLocale?: Locale | undefined;
  cookie?: string | undefined;
  acceptLanguage?: string | undefined;
}): Locale {
  if (input.pathLocale) return input.pathLocale;
  if (isLocale(input.cookie)) return input.cookie;
  return localeFromAcceptLanguage(input.acceptLanguage);
}

/**
 * Public pages have an address per language: English's as today (`/companies/1`), the others
 * under their code (`/es/companies/1`). The locale an address names and the path without it.
 */
export function splitLocalePath(path: string): { locale: Locale | undefined; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?)/.exec(path);
  const code = match?.[1];
  if (!code || code === DEFAULT_LOCALE || !isLocale(code)) return { locale: undefined, path };
  const rest = path.slice(code.length + 1);
  return { locale: code, path: rest === '' || rest.startsWith('?') ? `/${rest}` : rest };
}

/** The address of `path` (without a locale prefix) in `locale`. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/'
    ? `/${locale}`
    : path.startsWith('/?')
      ? `/${locale}${path.slice(1)}`
      : `/${locale}${path}`;
}
