import { useT } from '@/client/lib/i18n';
import { CompanyCard, type CompanyItemProps, type ListedCompany } from './company-card';
import { CompanyRow } from './company-row';

export type ViewMode = 'grid' | 'table';

interface CompanyResultsProps {
  companies: ListedCompany[];
  view: ViewMode;
  selectedIds: ReadonlySet<number>;
  onToggleSelected: (companyId: number) => void;
  favoriteIds: ReadonlySet<number>;
  onToggleFavorite: (companyId: number, isFavorite: boolean) => void;
  from: CompanyItemProps['from'];
  highlightedId?: number | null;
}

/** The grid's columns follow the width it has (beside the search map it has less), not the screen's. */
const GRID = 'grid gap-4 @lg:grid-cols-2 @3xl:grid-cols-3';

/**
 * The companies as cards or rows. With a searched ZIP, the companies whose service area does not
 * cover it come under "Nearby, outside their usual area" (the search lists them after the others).
 */
export function CompanyResults({
  companies,
  view,
  selectedIds,
  onToggleSelected,
  favoriteIds,
  onToggleFavorite,
  from,
  highlightedId = null,
}: CompanyResultsProps) {
  const t = useT();
  const itemProps = (company: ListedCompany): CompanyItemProps => ({
    company,
    from,
    selected: selectedIds.has(company.id),
    onToggleSelected: () => onToggleSelected(company.id),
    isFavorite: favoriteIds.has(company.id),
    onToggleFavorite: () => onToggleFavorite(company.id, favoriteIds.has(company.id)),
    highlighted: company.id === highlightedId,
  });
  const list = (items: ListedCompany[]) =>
    view === 'table' ? (
      <ul className="space-y-2">
        {items.map((company) => (
          <CompanyRow key={company.id} {...itemProps(company)} />
        ))}
      </ul>
    ) : (
      <ul className={GRID}>
        {items.map((company) => (
          <li key={company.id} className="flex">
            <div className="flex w-full flex-col [&>article]:flex-1">
              <CompanyCard {...itemProps(company)} />
            </div>
          </li>
        ))}
      </ul>
    );
  const nearbyFrom = companies.findIndex((company) => company.servesLocation === false);
  if (nearbyFrom < 0) return list(companies);
  return (
    <>
      {nearbyFrom > 0 ? list(companies.slice(0, nearbyFrom)) : null}
      <h2 className="mt-6 mb-3 text-lg font-semibold text-gray-900 first:mt-0">
        {t('company.nearbyOutside')}
      </h2>
      {list(companies.slice(nearbyFrom))}
    </>
  );
}

/** Six placeholders shaped like the results while they load. */
export function ResultsSkeleton({ view }: { view: ViewMode }) {
  const t = useT();
  return (
    <div
      aria-busy="true"
      aria-label={t('company.loadingResults')}
      className={view === 'grid' ? GRID : 'space-y-2'}
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
