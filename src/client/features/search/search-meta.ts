import type { SearchParams } from '@/contract/search-url';
import type { Translate } from '@/client/lib/i18n';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/**
 * Where a search looks, around `subject`: in the map's bounds ("Search this area"), near a place,
 * or anywhere.
 */
export function searchPlace(
  t: Translate,
  subject: string,
  where: { bounds: boolean; place: string },
): string {
  if (where.bounds) return t('search.inMapArea', { subject });
  return where.place ? t('search.near', { subject, place: where.place }) : subject;
}

/** The search page's title and description, from its address alone (known before any data). */
export function searchPageMeta(
  params: Pick<SearchParams, 'q' | 'location' | 'favorites' | 'bounds'>,
  t: Translate,
): PageMeta {
  const q = params.q.trim();
  const where = { bounds: Boolean(params.bounds), place: params.location.trim() };
  const placed = (subject: string) => searchPlace(t, subject, where);
  const somewhere = where.bounds || where.place !== '';
  const title = q
    ? somewhere
      ? placed(t('search.quoted', { q }))
      : t('search.resultsFor', { q })
    : params.favorites
      ? t('search.favorites')
      : placed(t('search.localBusinesses'));
  const subject = placed(q ? t('search.localBusinessesFor', { q }) : t('search.localBusinesses'));
  return { title, description: clip(t('search.description', { subject })) };
}
