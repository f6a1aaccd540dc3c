import { AlertCircle } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useFavoriteIds, useToggleFavorite } from '@/client/data/favorites';
import { useStartingQuote, useStartQuote } from '@/client/data/quote-intent';
import { messageOf } from '@/client/lib/api-client';
import { useSelection } from '@/client/lib/use-selection';
import type { CompanyItemProps, ListedCompany } from './company-card';
import { CompanyResults, ResultsSkeleton, type ViewMode } from './company-results';
import { Pagination } from '../ui/pagination';
import { PhoneQuoteBar, StartQuoteBar } from './results-controls';

interface CompanyBrowserProps {
  /** Names the results region for assistive technology. */
  label: string;
  view: ViewMode;
  state: { isPending: boolean; isError: boolean; error: unknown };
  companies: ListedCompany[] | undefined;
  totalPages: number;
  page: number;
  onPageChange: (page: number) => void;
  errorFallback: string;
  from: CompanyItemProps['from'];
  /** What to show when the list is empty. */
  empty: ReactNode;
  /** The company to show highlighted (its pin on the search map is pointed at). */
  highlightedId?: number | null;
  /** The ZIP the companies were searched near: a quote started here is for a job there. */
  searchZip?: string | undefined;
}

/**
 * A page of companies to pick for a quote: Start Quote bar, skeletons, error, results, pagination,
 * and on phones a bar stuck to the bottom of the screen once companies are selected.
 */
export function CompanyBrowser({
  label,
  view,
  state,
  companies,
  totalPages,
  page,
  onPageChange,
  errorFallback,
  from,
  empty,
  highlightedId = null,
  searchZip,
}: CompanyBrowserProps) {
  const favoriteIds = useFavoriteIds();
  const toggleFavorite = useToggleFavorite();
  const selection = useSelection();
  const startQuote = useStartQuote();
  const starting = useStartingQuote();
  const start = () => startQuote([...selection.selected], searchZip);
  const results = useRef<HTMLElement>(null);
  /** Another page starts at its first result, not where the pagination buttons were. */
  const changePage = (next: number) => {
    onPageChange(next);
    const section = results.current;
    if (!section) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
    section.focus({ preventScroll: true });
  };
  return (
    <div>
      <div className="mt-4">
        <StartQuoteBar
          count={selection.selected.size}
          pending={starting}
          onStart={start}
          onClear={selection.clear}
        />
      </div>
      <section
        ref={results}
        aria-label={label}
        tabIndex={-1}
        className="@container mt-6 scroll-mt-20 outline-none"
      >
        {state.isPending ? (
          <ResultsSkeleton view={view} />
        ) : state.isError ? (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
          >
            <AlertCircle className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <p>{messageOf(state.error, errorFallback)}</p>
          </div>
        ) : companies && companies.length > 0 ? (
          <>
            <CompanyResults
              companies={companies}
              view={view}
              selectedIds={selection.selected}
              onToggleSelected={selection.toggle}
              favoriteIds={favoriteIds}
              onToggleFavorite={toggleFavorite}
              from={from}
              highlightedId={highlightedId}
            />
            <Pagination page={page} totalPages={totalPages} onChange={changePage} />
          </>
        ) : (
          empty
        )}
      </section>
      <PhoneQuoteBar count={selection.selected.size} pending={starting} onStart={start} />
    </div>
  );
}
