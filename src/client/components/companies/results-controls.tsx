import { LayoutGrid, List, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { Checkbox } from '@/client/components/ui/checkbox';
import { SelectControl } from '@/client/components/ui/select-control';
import { cn } from '@/client/lib/cn';
import { T, useT } from '@/client/lib/i18n';
import { Button } from '../ui/button';
import type { ViewMode } from './company-results';

function ViewToggle({ view, onChange }: { view: ViewMode; onChange: (view: ViewMode) => void }) {
  const t = useT();
  const option = (value: ViewMode, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      aria-label={label}
      onClick={() => onChange(value)}
      className={cn(
        'flex h-10 w-11 items-center justify-center',
        view === value ? 'bg-brand-700 text-white' : 'bg-white text-gray-700 hover:bg-gray-50',
      )}
    >
      {icon}
    </button>
  );
  return (
    <div
      role="group"
      aria-label={t('results.view')}
      className="flex overflow-hidden rounded-lg border border-gray-300"
    >
      {option('grid', t('results.gridView'), <LayoutGrid className="h-4 w-4" aria-hidden />)}
      {option('table', t('results.tableView'), <List className="h-4 w-4" aria-hidden />)}
    </div>
  );
}

/** One of a page's filters in the toolbar: a checkbox and its words. */
export function FilterCheckbox({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-10 items-center gap-2 text-sm text-gray-700">
      <Checkbox checked={checked} onCheckedChange={(state) => onChange(state === true)} />
      {children}
    </label>
  );
}

/** Over a page of companies: 'Sort by', the page's filters (children), the view toggle at right. */
export function ResultsToolbar<S extends string>({
  sort,
  sortOptions,
  onSortChange,
  view,
  onViewChange,
  children,
}: {
  sort: S;
  sortOptions: ReadonlyArray<{ value: S; label: string }>;
  onSortChange: (sort: S) => void;
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <SelectControl
        label={t('results.sortBy')}
        value={sort}
        options={sortOptions}
        onChange={onSortChange}
      />
      {children}
      <div className="ml-auto">
        <ViewToggle view={view} onChange={onViewChange} />
      </div>
    </div>
  );
}

/** The hint and the Start Quote button, counting the selected companies. */
export function StartQuoteBar({
  count,
  pending = false,
  onStart,
  onClear,
}: {
  count: number;
  /** A quote is being started: the button waits (the server makes one draft however it is pressed). */
  pending?: boolean;
  onStart: () => void;
  onClear: () => void;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 rounded-xl border border-brand-200 bg-brand-50 p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-brand-900">
        <T id="results.startQuoteHint" components={{ 0: <strong /> }} />
      </p>
      <div className="flex shrink-0 items-center gap-2">
        {count > 0 ? (
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('results.clear')}
          </Button>
        ) : null}
        <Button disabled={count === 0 || pending} onClick={onStart}>
          <Send className="h-4 w-4" aria-hidden /> {t('results.startQuote', { count })}
        </Button>
      </div>
    </div>
  );
}

/**
 * Phones only, once companies are selected: the same action at thumb's reach, stuck to the bottom
 * of the screen while the results scroll by. It sits after the results (sticky, not fixed), so at
 * the end of the list it takes its own place below the pagination and never covers a result.
 */
export function PhoneQuoteBar({
  count,
  pending = false,
  onStart,
}: {
  count: number;
  pending?: boolean;
  onStart: () => void;
}) {
  const t = useT();
  if (count === 0) return null;
  return (
    <div className="sticky bottom-0 z-30 -mx-4 mt-6 border-t border-gray-200 bg-white/95 px-4 pb-[calc(0.75rem+env(safe-area-inset-bottom))] pt-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur md:hidden">
      <Button className="w-full" disabled={pending} onClick={onStart}>
        <Send className="h-4 w-4" aria-hidden /> {t('results.requestQuotes', { count })}
      </Button>
    </div>
  );
}
