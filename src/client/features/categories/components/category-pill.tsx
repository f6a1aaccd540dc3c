import type { Category } from '@/contract/category';
import { cn } from '@/client/lib/cn';

/** One category as a pill button; the active one is marked. */
export function CategoryPill({
  category,
  active,
  onPick,
}: {
  category: Category;
  active: boolean;
  onPick: (slug: string) => void;
}) {
  return (
    <button
      type="button"
      aria-current={active ? 'true' : undefined}
      onClick={() => onPick(category.slug)}
      className={cn(
        'min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium',
        active
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
      )}
    >
      {category.name}
    </button>
  );
}
