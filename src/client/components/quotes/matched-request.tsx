import { Users } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { CategoryWithSubcategories } from '@/contract/category';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '@/client/components/ui/dialog';
import { useT } from '@/client/lib/i18n';

// The form (react-hook-form, zod) loads when the dialog first opens, or as the pointer or focus
// reaches the button: the home, category and search pages stay light.
const loadForm = () => import('./matched-request-form');
const MatchedRequestForm = lazy(async () => ({ default: (await loadForm()).MatchedRequestForm }));

const slugOf = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * The trade a search's words name, if any: a category or subcategory by its slug or name
 * ("plumber", "Roof repair"), else the only category whose names contain the words.
 */
export function tradeOf(text: string, categories: readonly CategoryWithSubcategories[]): string {
  const wanted = slugOf(text);
  if (wanted.length < 3) return '';
  const names = (c: CategoryWithSubcategories) => [c, ...c.subcategories];
  const exact = categories.find((c) =>
    names(c).some((n) => n.slug === wanted || slugOf(n.name) === wanted),
  );
  if (exact) return exact.slug;
  const partial = categories.filter((c) => names(c).some((n) => slugOf(n.name).includes(wanted)));
  return partial.length === 1 ? partial[0]!.slug : '';
}

/**
 * "Get quotes from up to 5 pros" and its dialog: the service and the job's ZIP, then Continue
 * opens the new draft (a visitor logs in first and comes back to it). `trade` presets the service
 * (a category's slug, or a search's words); `zip` the ZIP, else the last one searched.
 */
export function MatchedRequestButton({
  trade = '',
  zip = '',
  ...button
}: { trade?: string; zip?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const label = t('matched.label', { max: MAX_MATCHED_PROS });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          {...button}
          onPointerEnter={() => void loadForm()}
          onFocus={() => void loadForm()}
          onTouchStart={() => void loadForm()}
        >
          <Users className="h-4 w-4" aria-hidden /> {label}
        </Button>
      </DialogTrigger>
      {open ? (
        <DialogContent
          title={label}
          description={t('matched.description', { max: MAX_MATCHED_PROS })}
        >
          <Suspense fallback={<p className="text-sm text-gray-700">{t('common.loading')}</p>}>
            <MatchedRequestForm trade={trade} zip={zip} onClose={() => setOpen(false)} />
          </Suspense>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
