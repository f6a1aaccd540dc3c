import { Users } from 'lucide-react';
import { lazy } from 'react';
import type { CategoryWithSubcategories } from '@/contract/category';
import { MAX_MATCHED_PROS } from '@/contract/lead-limits';
import { Button, type ButtonProps } from '@/client/components/ui/button';
import { OnDemand } from '@/client/components/ui/on-demand';
import { useT } from '@/client/lib/i18n';

const MatchedRequestDialog = lazy(async () => ({
  default: (await import('./matched-request-dialog')).MatchedRequestDialog,
}));

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

/** The button "Get quotes from up to 5 pros", the same before and after its dialog's code loads. */
export function MatchedRequestFace(props: ButtonProps) {
  const t = useT();
  return (
    <Button {...props}>
      <Users className="h-4 w-4" aria-hidden /> {t('matched.label', { max: MAX_MATCHED_PROS })}
    </Button>
  );
}

/**
 * "Get quotes from up to 5 pros" and its dialog: the service and the job's ZIP, then Continue
 * opens the new draft (a visitor logs in first and comes back to it). `trade` presets the service
 * (a category's slug, or a search's words); `zip` the ZIP, else the last one searched. The
 * dialog's code loads when the button is first wanted.
 */
export function MatchedRequestButton({
  trade = '',
  zip = '',
  ...button
}: { trade?: string; zip?: string } & Pick<ButtonProps, 'variant' | 'size' | 'className'>) {
  return (
    <OnDemand
      standIn={(handlers) => (
        <MatchedRequestFace {...button} aria-haspopup="dialog" {...handlers} />
      )}
    >
      {(defaultOpen) => (
        <MatchedRequestDialog trade={trade} zip={zip} button={button} defaultOpen={defaultOpen} />
      )}
    </OnDemand>
  );
}
