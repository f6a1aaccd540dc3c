import { describe, expect, it } from 'vitest';
import { loadI18n, type Translate } from '@/client/lib/i18n';
import { serviceAreaLabel } from './service-area-label';

const translator = async (locale: 'en' | 'es'): Promise<Translate> => {
  const i18n = await loadI18n(locale);
  return (id, values) => i18n._(id, values);
};
const inEnglish = await translator('en');
const inSpanish = await translator('es');
const area = (zips: string[]) => ({ kind: 'zips' as const, radiusMiles: 25, zips });

describe('serviceAreaLabel', () => {
  it('names the radius around the business', () => {
    expect(
      serviceAreaLabel(inEnglish, { kind: 'radius', radiusMiles: 25, zips: [] }, '94103'),
    ).toBe('Serves within 25 miles of 94103');
    expect(serviceAreaLabel(inEnglish, { kind: 'radius', radiusMiles: 1, zips: [] }, '94103')).toBe(
      'Serves within 1 mile of 94103',
    );
  });

  it('names up to three ZIP codes, then counts the rest', () => {
    expect(serviceAreaLabel(inEnglish, area(['94103']), '94103')).toBe('Serves 94103');
    expect(serviceAreaLabel(inEnglish, area(['94103', '94110']), '94103')).toBe(
      'Serves 94103 and 94110',
    );
    expect(serviceAreaLabel(inEnglish, area(['94103', '94107', '94110']), '94103')).toBe(
      'Serves 94103, 94107 and 94110',
    );
    expect(
      serviceAreaLabel(inEnglish, area(['94103', '94107', '94110', '94112', '94114']), '94103'),
    ).toBe('Serves 94103, 94107 and 3 more ZIP codes');
  });

  it('says the same in Spanish', () => {
    expect(serviceAreaLabel(inSpanish, { kind: 'radius', radiusMiles: 1, zips: [] }, '94103')).toBe(
      'Trabaja a menos de 1 milla de 94103',
    );
    expect(serviceAreaLabel(inSpanish, area(['94103', '94107', '94110']), '94103')).toBe(
      'Trabaja en 94103, 94107 y 94110',
    );
    expect(
      serviceAreaLabel(inSpanish, area(['94103', '94107', '94110', '94112', '94114']), '94103'),
    ).toBe('Trabaja en 94103, 94107 y 3 códigos postales más');
  });
});
