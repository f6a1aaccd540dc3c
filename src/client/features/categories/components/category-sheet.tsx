import { useState } from 'react';
import type { Category } from '@/contract/category';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useT } from '@/client/lib/i18n';
import { CategoryPill } from './category-pill';
import { CategorySheetButton } from './category-picker';

/** The phone's bottom sheet of categories (./category-picker), loaded when first wanted. */
export function CategorySheet({
  categories,
  activeSlug,
  onPick,
  defaultOpen,
}: {
  categories: Category[];
  activeSlug: string | null;
  onPick: (slug: string) => void;
  defaultOpen: boolean;
}) {
  const t = useT();
  const [open, setOpen] = useState(defaultOpen);
  const active = categories.find((c) => c.slug === activeSlug);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <CategorySheetButton label={active?.name ?? t('category.select')} />
      </DialogTrigger>
      <DialogContent
        title={t('category.select')}
        description={t('category.selectDescription')}
        placement="bottom"
      >
        <div className="flex flex-col gap-2">
          {categories.map((category) => (
            <CategoryPill
              key={category.id}
              category={category}
              active={category.slug === activeSlug}
              onPick={(slug) => {
                setOpen(false);
                onPick(slug);
              }}
            />
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
