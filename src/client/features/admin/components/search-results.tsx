import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Pagination as Paging } from '@/contract/common';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { formatCount } from '@/client/lib/format';

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
  if (children.length === 0)
    return (
      <div className="mt-6">
        <EmptyState icon={SearchX} title={q ? `Nothing matches “${q}”` : 'None yet'} />
      </div>
    );
  return (
    <div className="mt-6">
      <p className="mb-3 text-sm text-gray-700">
        {formatCount(pagination.total)}
        {pagination.totalCapped ? '+' : ''} {q ? `matching “${q}”` : 'in all'}, newest first
      </p>
      <ul aria-label={label} className="space-y-3">
        {children}
      </ul>
      <Pagination page={pagination.page} totalPages={pagination.totalPages} onChange={onPage} />
    </div>
  );
}
