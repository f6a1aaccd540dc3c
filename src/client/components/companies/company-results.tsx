import type { CompanySummary } from '@/contract/company';
import { CompanyCard, type CompanyItemProps } from './company-card';
import { CompanyRow } from './company-row';

export type ViewMode = 'grid' | 'table';

interface CompanyResultsProps {
  companies: CompanySummary[];
  view: ViewMode;
  selectedIds: ReadonlySet<number>;
  onToggleSelected: (companyId: number) => void;
  favoriteIds: ReadonlySet<number>;
  onToggleFavorite: (companyId: number, isFavorite: boolean) => void;
  from: CompanyItemProps['from'];
}

export function CompanyResults({
  companies,
  view,
  selectedIds,
  onToggleSelected,
  favoriteIds,
  onToggleFavorite,
  from,
}: CompanyResultsProps) {
  const itemProps = (company: CompanySummary): CompanyItemProps => ({
    company,
    from,
    selected: selectedIds.has(company.id),
    onToggleSelected: () => onToggleSelected(company.id),
    isFavorite: favoriteIds.has(company.id),
    onToggleFavorite: () => onToggleFavorite(company.id, favoriteIds.has(company.id)),
  });
  if (view === 'table') {
    return (
      <ul className="space-y-2">
        {companies.map((company) => (
          <CompanyRow key={company.id} {...itemProps(company)} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {companies.map((company) => (
        <li key={company.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            <CompanyCard {...itemProps(company)} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Six placeholders shaped like the results while they load. */
export function ResultsSkeleton({ view }: { view: ViewMode }) {
  return (
    <div
      aria-busy="true"
      aria-label="Loading results"
      className={view === 'grid' ? 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3' : 'space-y-2'}
    >
      {Array.from({ length: 6 }, (_, i) => (
        <div
          key={i}
          data-testid="result-skeleton"
          className={`animate-pulse rounded-xl border border-gray-200 bg-white ${view === 'grid' ? 'h-80' : 'h-16'}`}
        >
          <div
            className={
              view === 'grid'
                ? 'h-24 rounded-t-xl bg-gray-200'
                : 'm-3 h-10 w-10 rounded-lg bg-gray-200'
            }
          />
        </div>
      ))}
    </div>
  );
}
