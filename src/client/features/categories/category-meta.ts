import type { CategoryWithSubcategories } from '@/contract/category';
import type { Translate } from '@/client/lib/i18n';
import { clip, type PageMeta } from '@/client/lib/page-meta';

/** The category page's title and description; null while the categories load. */
export function categoryPageMeta(
  t: Translate,
  isPending: boolean,
  category: CategoryWithSubcategories | undefined,
  subcategorySlug: string | null,
  zip: string,
): PageMeta | null {
  if (isPending) return null;
  if (!category) {
    return {
      title: t('category.notFound'),
      description: t('category.notFoundText'),
      status: 404,
    };
  }
  const sub = category.subcategories.find((s) => s.slug === subcategorySlug);
  const trades = category.subcategories.map((s) => s.name).join(', ');
  const name = sub ? `${sub.name} – ${category.name}` : category.name;
  return {
    // Says what the page lists: near the ZIP it was given, else the category everywhere.
    title: zip ? t('categoryMeta.near', { name, zip }) : t('categoryMeta.everywhere', { name }),
    // The list of trades last: a long one is what gets cut.
    description: clip(t('categoryMeta.description', { category: category.name, trades })),
  };
}
