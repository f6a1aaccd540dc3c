import { ChevronDown } from 'lucide-react';
import { type ComponentProps, lazy } from 'react';
import type { Category } from '@/contract/category';
import { OnDemand } from '@/client/components/ui/on-demand';
import { useT } from '@/client/lib/i18n';
import { CategoryPill } from './category-pill';

const CategorySheet = lazy(async () => ({
  default: (await import('./category-sheet')).CategorySheet,
}));

/** The phone's button that opens the sheet, the same before and after the sheet's code loads. */
export function CategorySheetButton({
  label,
  ...button
}: { label: string } & ComponentProps<'button'>) {
  return (
    <button
      type="button"
      aria-haspopup="dialog"
      className="flex h-11 w-full items-center justify-between rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900"
      {...button}
    >
      {label}
      <ChevronDown className="h-4 w-4" aria-hidden />
    </button>
  );
}

/**
 * Under 768 px a button opening a bottom sheet (its dialog's code loads when the button is first
 * wanted); wider, a row of category pills. Reports the slug picked.
 */
export function CategoryPicker({
  categories,
  activeSlug,
  onPick,
}: {
  categories: Category[];
  activeSlug: string | null;
  onPick: (slug: string) => void;
}) {
  const t = useT();
  const active = categories.find((c) => c.slug === activeSlug);
  return (
    <>
      <div className="md:hidden">
        <OnDemand
          standIn={(handlers) => (
            <CategorySheetButton label={active?.name ?? t('category.select')} {...handlers} />
          )}
        >
          {(defaultOpen) => (
            <CategorySheet
              categories={categories}
              activeSlug={activeSlug}
              onPick={onPick}
              defaultOpen={defaultOpen}
            />
          )}
        </OnDemand>
      </div>
      <nav
        aria-label={t('header.categories')}
        className="hidden gap-2 overflow-x-auto pb-2 md:flex"
      >
        {categories.map((category) => (
          <CategoryPill
            key={category.id}
            category={category}
            active={category.slug === activeSlug}
            onPick={onPick}
          />
        ))}
      </nav>
    </>
  );
}
