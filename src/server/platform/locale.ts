import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  LOCALE_COOKIE,
  negotiateLocale,
  splitLocalePath,
} from '@/contract/locale';

/** The language cookie lasts a year: a preference, not a credential (so not HttpOnly). */
const LOCALE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * A request's language (issue 33): the one its address names (`/es/…`), else the visitor's
 * choice (the `ql_locale` cookie), else, signed in, the account's saved language, else what the
 * browser asks for (`Accept-Language`); English when nothing says otherwise.
 */
export function requestLocale(request: FastifyRequest): Locale {
  const pathLocale = splitLocalePath(request.url).locale;
  const cookie = request.cookies[LOCALE_COOKIE];
  if (!pathLocale && !isLocale(cookie) && request.user && isLocale(request.user.locale)) {
    return request.user.locale;
  }
  const acceptLanguage = request.headers['accept-language'];
  return negotiateLocale({
    pathLocale,
    cookie,
    acceptLanguage: typeof acceptLanguage === 'string' ? acceptLanguage : undefined,
  });
}

/** Whether the request speaks anything but English (the answers then need translating). */
export const isTranslated = (locale: Locale) => locale !== DEFAULT_LOCALE;

/** Keeps the visitor's choice on this browser for a year. */
export function setLocaleCookie(request: FastifyRequest, reply: FastifyReply, locale: Locale) {
  reply.setCookie(LOCALE_COOKIE, locale, {
    path: '/',
    maxAge: LOCALE_COOKIE_MAX_AGE_SECONDS,
    sameSite: 'lax',
    httpOnly: false,
    secure: request.server.config.appUrl.startsWith('https:'),
  });
}
