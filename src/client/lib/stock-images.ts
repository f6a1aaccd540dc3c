import type { CompanySummary } from '@/contract/company';
import { STOCK_IMAGES, type StockImage } from './stock-catalogue.generated';

/** A banner's size, the stock images' own: the width and height of the <img> that shows one. */
export const BANNER_SIZE = { width: 1200, height: 400 } as const;

const bySlug = new Map(STOCK_IMAGES.filter((i) => i.slug).map((i) => [i.slug!, i]));
const FIRST = STOCK_IMAGES[0]!;

export function stockImageForCategory(categorySlug: string, subcategorySlug?: string): StockImage {
  return (
    (subcategorySlug ? bySlug.get(subcategorySlug) : undefined) ??
    STOCK_IMAGES.find((i) => i.category === categorySlug && !i.slug) ??
    FIRST
  );
}

/**
 * A company's banner (SPEC §9): its first uploaded photo, else the stock image of its first
 * subcategory, else one of its category's (chosen by id, so it does not change between visits),
 * else the first stock image.
 */
export function bannerFor(
  company: Pick<CompanySummary, 'id' | 'name' | 'category' | 'subcategories' | 'firstImage'>,
): { url: string; alt: string } {
  if (company.firstImage) return { url: company.firstImage.objectUrl, alt: company.name };
  const first = company.subcategories[0]?.slug;
  const own = first ? bySlug.get(first) : undefined;
  if (own) return own;
  const ofCategory = STOCK_IMAGES.filter((i) => i.category === company.category);
  return ofCategory[company.id % Math.max(ofCategory.length, 1)] ?? FIRST;
}
