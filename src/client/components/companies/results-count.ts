import { formatCount } from '@/client/lib/format';
import type { useT } from '@/client/lib/i18n';

/**
 * "1,234 businesses within 50 miles, nearest first", "12 businesses in the map area": what a
 * page of companies counts, and where, in the page's language.
 */
export function resultsCount(
  t: ReturnType<typeof useT>,
  pagination: { total: number; totalCapped?: boolean },
  where: { mapArea?: boolean; radiusMiles?: number | undefined; nearestFirst: boolean },
): string {
  const count = t('search.businessCount', {
    n: pagination.total,
    total: formatCount(pagination.total) + (pagination.totalCapped ? '+' : ''),
  });
  if (where.mapArea) return t('search.countInMapArea', { count });
  if (where.radiusMiles === undefined) return count;
  return t(where.nearestFirst ? 'search.countWithinNearest' : 'search.countWithin', {
    count,
    radius: where.radiusMiles,
  });
}
