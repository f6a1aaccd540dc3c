import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import type { Category } from '@/contract/category';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { cn } from '@/client/lib/cn';
import { useT } from '@/client/lib/i18n';

/** Under 768 px a button opening a bottom sheet; wider, a row of category pills. Reports the slug picked. */
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
  const [open, setOpen] = useState(false);
  const active = categories.find((c) => c.slug === activeSlug);
  const pill = (category: Category) => (
    <button
      key={category.id}
      type="button"
      aria-current={category.slug === activeSlug ? 'true' : undefined}
      onClick={() => {
        setOpen(false);
        onPick(category.slug);
      }}
      className={cn(
        'min-h-11 shrink-0 rounded-full border px-4 text-sm font-medium',
        category.slug === activeSlug
          ? 'border-brand-700 bg-brand-700 text-white'
          : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600',
      )}
    >
      {category.name}
    </button>
  );
  return (
    <>
      <div className="md:hidden">
        <Dialog open={open} onOpenChange={setOpen}>
          <DialogTrigger className="flex h-11 w-full items-center justify-between rounded-lg border border-gray-300 bg-white px-4 text-sm font-medium text-gray-900">
            {active?.name ?? t('category.select')}
            <ChevronDown className="h-4 w-4" aria-hidden />
          </DialogTrigger>
          <DialogContent
            title={t('category.select')}
            description={t('category.selectDescription')}
            placement="bottom"
          >
            <div className="flex flex-col gap-2">{categories.map(pill)}</div>
          </DialogContent>
        </Dialog>
      </div>
      <nav
        aria-label={t('header.categories')}
        className="hidden gap-2 overflow-x-auto pb-2 md:flex"
      >
        {categories.map(pill)}
      </nav>
    </>
  );
}
