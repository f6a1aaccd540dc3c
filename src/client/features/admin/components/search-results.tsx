import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pagination as Paging } from '@/contract/common';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { formatCount } from '@/client/lib/format';
import { useT } from '@/client/lib/i18n';

/** A list's count as its messages take it: `n` chooses the plural, `total` reads "1,000+". */
export const totalValues = (pagination: Paging) => ({
  n: pagination.total,
  total: formatCount(pagination.total) + (pagination.totalCapped ? '+' : ''),
});

/** A page of search results (rows of ./records.tsx), or why there are none. */
export function SearchResults({
  q,
  label,
  pagination,
  onPage,
  children,
}: {
  q: string;
  /** The list's name: "Users", "Businesses". */
  label: string;
  pagination: Paging;
  onPage: (page: number) => void;
  children: ReactNode[];
}) {
  const t = useT();
  if (children.length === 0)
    return (
      <div className="mt-6">
        <EmptyState
          icon={SearchX}
          title={q ? t('admin.nothingMatches', { q }) : t('admin.noneYet')}
        />
      </div>
    );
  return (
    <div className="mt-6">
      <p className="mb-3 text-sm text-gray-700">
        {q
          ? t('admin.resultsMatching', { ...totalValues(pagination), q })
          : t('admin.resultsAll', totalValues(pagination))}
      </p>
      <ul aria-label={label} className="space-y-3">
        {children}
      </ul>
      <Pagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPage} />
    </div>
  );
}
