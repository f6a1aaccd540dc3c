import type { CategoryWithSubcategories } from '@/contract/category';

export const MAX_SUGGESTIONS = 8;

/** Case-insensitive substring matches over category and subcategory names, de-duplicated, at most 8. */
export function suggestionsFor(text: string, categories: CategoryWithSubcategories[]): string[] {
  const needle = text.trim().toLowerCase();
  if (!needle) return [];
  const names = categories.flatMap((c) => [c.name, ...c.subcategories.map((s) => s.name)]);
  const seen = new Set<string>();
  const matches: string[] = [];
  for (const name of names) {
    const key = name.toLowerCase();
    if (key.includes(needle) && !seen.has(key)) {
      seen.add(key);
      matches.push(name);
      if (matches.length === MAX_SUGGESTIONS) break;
    }
  }
  return matches;
}
