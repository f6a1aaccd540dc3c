/**
 * What a trade's businesses are called in a sentence ("No plumbers within 50 miles of 10001"), by
 * category slug; a category not listed here is called by its name ("Pet Care businesses").
 */
const PROS: Readonly<Record<string, string>> = {
  beauty: 'beauty pros',
  care: 'care providers',
  cleaning: 'cleaners',
  renovations: 'contractors',
  'design-services': 'designers',
  'electrical-services': 'electricians',
  'hvac-services': 'HVAC pros',
  'handyman-repairs': 'handymen',
  'installation-services': 'installers',
  'junk-removal': 'junk haulers',
  'landscaping-outdoor': 'landscapers',
  'mobile-services': 'mobile service pros',
  'moving-services': 'movers',
  'painting-finishing': 'painters',
  'plumbing-services': 'plumbers',
  'roofing-gutters': 'roofers',
};

export function prosOf(category: { slug: string; name: string }): string {
  return PROS[category.slug] ?? `${category.name} businesses`;
}

/**
 * Said when none of the trade asked for is within the search radius of the ZIP and the radius was
 * widened to reach the nearest: "No plumbers within 50 miles of 10001; showing the nearest".
 */
export function widenedSearchNotice(
  category: { slug: string; name: string },
  radiusMiles: number,
  zip: string,
): string {
  return `No ${prosOf(category)} within ${radiusMiles} miles of ${zip}; showing the nearest`;
}
