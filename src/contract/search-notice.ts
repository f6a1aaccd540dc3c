import type { Locale } from './locale';

/**
 * What a trade's businesses are called in a sentence ("No plumbers within 50 miles of 10001"), in
 * each language, by category slug; a category not listed here is called by its name ("Pet Care
 * businesses", "negocios de la categoría Cuidado de mascotas").
 */
const PROS: Readonly<Record<string, { en: string; es: string }>> = {
  beauty: { en: 'beauty pros', es: 'profesionales de belleza' },
  care: { en: 'care providers', es: 'cuidadores' },
  cleaning: { en: 'cleaners', es: 'servicios de limpieza' },
  renovations: { en: 'contractors', es: 'contratistas' },
  'design-services': { en: 'designers', es: 'diseñadores' },
  'electrical-services': { en: 'electricians', es: 'electricistas' },
  'hvac-services': { en: 'HVAC pros', es: 'técnicos de climatización' },
  'handyman-repairs': { en: 'handymen', es: 'técnicos de reparaciones' },
  'installation-services': { en: 'installers', es: 'instaladores' },
  'junk-removal': { en: 'junk haulers', es: 'servicios de retiro de basura' },
  'landscaping-outdoor': { en: 'landscapers', es: 'jardineros' },
  'mobile-services': { en: 'mobile service pros', es: 'servicios a domicilio' },
  'moving-services': { en: 'movers', es: 'servicios de mudanza' },
  'painting-finishing': { en: 'painters', es: 'pintores' },
  'plumbing-services': { en: 'plumbers', es: 'plomeros' },
  'roofing-gutters': { en: 'roofers', es: 'techadores' },
};

/** `category.name` in `locale` (the server gives it in the request's language). */
export function prosOf(category: { slug: string; name: string }, locale: Locale): string {
  const pros = PROS[category.slug];
  if (pros) return pros[locale];
  return locale === 'es'
    ? `negocios de la categoría ${category.name}`
    : `${category.name} businesses`;
}

/**
 * Said when none of the trade asked for is within the search radius of the ZIP and the radius was
 * widened to reach the nearest: "No plumbers within 50 miles of 10001; showing the nearest", in
 * the request's language.
 */
export function widenedSearchNotice(
  category: { slug: string; name: string },
  radiusMiles: number,
  zip: string,
  locale: Locale,
): string {
  const pros = prosOf(category, locale);
  return locale === 'es'
    ? `No hay ${pros} a menos de ${radiusMiles} millas de ${zip}; se muestran los más cercanos`
    : `No ${pros} within ${radiusMiles} miles of ${zip}; showing the nearest`;
}
