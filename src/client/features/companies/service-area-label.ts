import type { ServiceArea } from '@/contract/company';
import type { Translate } from '@/client/lib/i18n';

/** ZIP codes named in full before the rest are counted ("and 3 more ZIP codes"). */
const ZIPS_NAMED = 3;

/**
 * Where a business works, as one line in the page's language: "Serves within 25 miles of 94103",
 * "Serves 94103 and 94110", "Serves 94103, 94110 and 3 more ZIP codes".
 */
export function serviceAreaLabel(t: Translate, area: ServiceArea, companyZip: string): string {
  if (area.kind === 'radius') {
    return t('serviceArea.radius', { miles: area.radiusMiles, zip: companyZip });
  }
  const zips = area.zips;
  if (zips.length <= 1) return t('serviceArea.one', { zip: zips[0] ?? '' });
  if (zips.length <= ZIPS_NAMED) {
    return t('serviceArea.list', { first: zips.slice(0, -1).join(', '), last: zips.at(-1)! });
  }
  const named = zips.slice(0, ZIPS_NAMED - 1);
  return t('serviceArea.more', { first: named.join(', '), count: zips.length - named.length });
}
