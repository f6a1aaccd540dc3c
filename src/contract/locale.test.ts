import { describe, expect, it } from 'vitest';
import {
  localeFromAcceptLanguage,
  localizedPath,
  negotiateLocale,
  splitLocalePath,
} from './locale';

describe('locale', () => {
  it('reads Accept-Language by weight, English when no language of ours is asked for', () => {
    expect(localeFromAcceptLanguage(undefined)).toBe('en');
    expect(localeFromAcceptLanguage('')).toBe('en');
    expect(localeFromAcceptLanguage('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(localeFromAcceptLanguage('fr-FR,es;q=0.5')).toBe('es');
    expect(localeFromAcceptLanguage('fr-FR,de;q=0.5')).toBe('en');
    expect(localeFromAcceptLanguage('en;q=0.2,ES;q=0.7')).toBe('es');
    expect(localeFromAcceptLanguage('es;q=0,en')).toBe('en');
  });

  it('takes the address first, then the cookie, then the browser', () => {
    expect(negotiateLocale({ pathLocale: 'es', cookie: 'en', acceptLanguage: 'en' })).toBe('es');
    expect(negotiateLocale({ cookie: 'es', acceptLanguage: 'en' })).toBe('es');
    expect(negotiateLocale({ cookie: 'xx', acceptLanguage: 'es' })).toBe('es');
    expect(negotiateLocale({})).toBe('en');
  });

  it('splits and writes the per-language addresses of public pages', () => {
    expect(splitLocalePath('/es/companies/1')).toEqual({ locale: 'es', path: '/companies/1' });
    expect(splitLocalePath('/es')).toEqual({ locale: 'es', path: '/' });
    expect(splitLocalePath('/es?q=plumber')).toEqual({ locale: 'es', path: '/?q=plumber' });
    expect(splitLocalePath('/companies/1')).toEqual({ locale: undefined, path: '/companies/1' });
    expect(splitLocalePath('/en/companies/1')).toEqual({
      locale: undefined,
      path: '/en/companies/1',
    });
    expect(splitLocalePath('/estimates')).toEqual({ locale: undefined, path: '/estimates' });
    for (const path of ['/', '/?q=plumber', '/companies/1', '/search?q=a&zip=94103']) {
      expect(localizedPath(path, 'en')).toBe(path);
      expect(splitLocalePath(localizedPath(path, 'es'))).toEqual({ locale: 'es', path });
    }
  });
});
