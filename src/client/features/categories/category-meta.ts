import type { CategoryWithSubcategories } from '@/contract/category';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/** The category page's title and description; null while the categories load. */
export function categoryPageMeta(
  isPending: boolean,
  category: CategoryWithSubcategories | undefined,
  subcategorySlug: string | null,
  zip: string,
): PageMeta | null {
  if (isPending) return null;
  if (!category) {
    return {
      title: 'Category Not Found',
      description: 'We could not find that category.',
      status: 404,
    };
  }
  const sub = category.subcategories.find((s) => s.slug === subcategorySlug);
  const trades = category.subcategories.map((s) => s.name).join(', ');
  return {
    // Says what the page lists: near the ZIP it was given, else the category everywhere.
    title: `${sub ? `${sub.name} – ` : ''}${category.name}${zip ? ` near ${zip}` : ' Businesses'}`,
    // The list of trades last: a long one is what gets cut.
    description: clip(
      `Find local ${category.name} businesses: compare ratings and reviews, and request quotes from several at once. ${trades}`,
    ),
  };
}
