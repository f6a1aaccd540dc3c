import type { CompanyDetails } from '@/contract/company';
import type { CompanyQuestion } from '@/contract/company-question';
import type { Locale } from '@/contract/locale';
import { ApiError } from '@/client/lib/api-client';
import { formatRating } from '@/client/lib/format';
import type { Translate } from '@/client/lib/i18n';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/**
 * The company page's title and description, and its schema.org data: the business, where it is
 * and how customers rate it. Null while its data loads.
 */
export function companyPageMeta(
  t: Translate,
  locale: Locale,
  company: { data: CompanyDetails | null | undefined; isPending: boolean; error: unknown },
  hasValidId: boolean,
  questions: CompanyQuestion[] = [],
): PageMeta | null {
  const c = company.data;
  if (c) {
    const rated = c.ratingsCount > 0;
    const summary = [
      t('companyMeta.summary', {
        name: c.name,
        city: c.city,
        state: c.state,
        category: c.categoryName,
      }),
      rated
        ? t('companyMeta.rated', {
            rating: formatRating(c.averageRating, locale),
            n: c.ratingsCount,
            count: String(c.ratingsCount),
          })
        : '',
      c.description,
    ];
    return {
      title: `${c.name} – ${c.city}, ${c.state}`,
      description: clip(summary.filter(Boolean).join(' ')),
      structuredData: (origin) => withQuestions(localBusiness(c, origin), questions),
    };
  }
  if (company.isPending && hasValidId) return null;
  const missing =
    c === null ||
    !(company.error instanceof ApiError) ||
    company.error.status === 404 ||
    company.error.status === 400;
  return missing
    ? {
        title: t('companyPage.notFound'),
        description: t('companyPage.notFoundText'),
        status: 404,
      }
    : { title: t('companyPage.wentWrong') };
}

/**
 * The answered questions as a https://schema.org/FAQPage beside the business (decision 101): each
 * a Question with the business's answer as its acceptedAnswer. None answered: the business alone.
 */
function withQuestions(business: object, questions: CompanyQuestion[]): object {
  const answered = questions.filter((q) => q.answer !== null);
  if (answered.length === 0) return business;
  const faq = {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: answered.map((q) => ({
      '@type': 'Question',
      name: q.body,
      dateCreated: q.createdAt,
      acceptedAnswer: { '@type': 'Answer', text: q.answer!.body, dateCreated: q.answer!.createdAt },
    })),
  };
  return [business, faq];
}

/**
 * https://schema.org/LocalBusiness; the rating only when there is one, and a verified licence as
 * `hasCredential` (docs/decisions/098). Insurance is left out: schema.org has no property for a
 * business's insurance policy, and it is no credential awarded to it.
 */
export function localBusiness(c: CompanyDetails, origin: string): object {
  const absolute = (path: string) => new URL(path, origin).href;
  const url = absolute(`/companies/${c.id}`);
  const images = [c.firstImage?.objectUrl, c.logo].filter((p): p is string => Boolean(p));
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': url,
    url,
    name: c.name,
    description: c.description,
    telephone: c.phone,
    email: c.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: c.address,
      addressLocality: c.city,
      addressRegion: c.state,
      postalCode: c.zip,
      addressCountry: 'US',
    },
    ...(c.latitude !== null && c.longitude !== null
      ? { geo: { '@type': 'GeoCoordinates', latitude: c.latitude, longitude: c.longitude } }
      : {}),
    ...(c.logo ? { logo: absolute(c.logo) } : {}),
    ...(images.length > 0 ? { image: images.map(absolute) } : {}),
    ...(c.website ? { sameAs: [c.website] } : {}),
    ...(c.credentialBadges.some((badge) => badge.kind === 'licence')
      ? {
          hasCredential: {
            '@type': 'EducationalOccupationalCredential',
            credentialCategory: 'license',
          },
        }
      : {}),
    ...(c.ratingsCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            // One decimal, as the page shows it.
            ratingValue: Math.round(c.averageRating * 10) / 10,
            reviewCount: c.ratingsCount,
            bestRating: 5,
            worstRating: 0.5,
          },
        }
      : {}),
  };
}
