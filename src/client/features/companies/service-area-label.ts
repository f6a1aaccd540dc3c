import type { ServiceArea } from '@/contract/company';

/** ZIP codes named in full before the rest are counted ("and 3 more ZIP codes"). */
const ZIPS_NAMED = 3;

/**
 * Where a business works, as one line: "Serves within 25 miles of 94103", "Serves 94103 and
 * 94110", "Serves 94103, 94110 and 3 more ZIP codes".
 */
export function serviceAreaLabel(area: ServiceArea, companyZip: string): string {
  if (area.kind === 'radius') {
    return `Serves within ${area.radiusMiles} ${area.radiusMiles === 1 ? 'mile' : 'miles'} of ${companyZip}`;
  }
  const zips = area.zips;
  if (zips.length <= ZIPS_NAMED) {
    const last = zips.at(-1) ?? '';
    return zips.length <= 1
      ? `Serves ${last}`
      : `Serves ${zips.slice(0, -1).join(', ')} and ${last}`;
  }
  const named = zips.slice(0, ZIPS_NAMED - 1);
  const more = zips.length - named.length;
  return `Serves ${named.join(', ')} and ${more} more ZIP codes`;
}
