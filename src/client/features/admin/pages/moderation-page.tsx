import { Flag } from 'lucide-react';
import {
  REPORT_STATUSES,
  reportListQuerySchema,
  type ReportStatus,
  type ReportTarget,
} from '@/contract/moderation';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { SelectControl } from '@/client/components/ui/select-control';
import { useReports, type ReportFilter } from '@/client/data/admin';
import { AdminLayout } from '../components/admin-layout';
import { AppealQueue } from '../components/appeal-queue';
import { STATUS_LABELS } from '../components/moderation-text';
import { QueryResult } from '../components/query-result';
import { ReportCard } from '../components/report-card';
import { useAddressQuery } from '../components/use-address-query';
import { formatCount } from '@/client/lib/format';

const TYPES: ReadonlyArray<{ value: ReportTarget | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'review', label: 'Reviews' },
  { value: 'message', label: 'Messages' },
  { value: 'company', label: 'Businesses' },
  { value: 'user', label: 'Users' },
];

const STATUSES = REPORT_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));

function ReportQueue() {
  const [filter, setFilter] = useAddressQuery(reportListQuerySchema);
  const reports = useReports(filter);
  const choose = (change: Partial<ReportFilter>) => setFilter({ ...filter, page: 1, ...change });
  return (
    <div className="mt-8">
      <h2 className="text-xl font-semibold text-gray-900">Reports</h2>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
        <SelectControl
          label="Type"
          value={filter.type ?? 'all'}
          options={TYPES}
          onChange={(type) => choose({ type: type === 'all' ? undefined : type })}
        />
        <SelectControl
          label="Status"
          value={filter.status}
          options={STATUSES}
          onChange={(status: ReportStatus) => choose({ status })}
        />
      </div>
      <section aria-label="Reports" className="mt-4">
        <QueryResult query={reports} what="the reports">
          {({ reports: list, pagination }) =>
            list.length === 0 ? (
              <EmptyState icon={Flag} title="No reports here">
                <p>
                  {filter.status === 'open'
                    ? 'Nothing is waiting for a moderator.'
                    : 'No report matches these filters.'}
                </p>
              </EmptyState>
            ) : (
              <>
                <p className="mb-3 text-sm text-gray-700">
                  {formatCount(pagination.total)}
                  {pagination.totalCapped ? '+' : ''}{' '}
                  {pagination.total === 1 ? 'report' : 'reports'}, oldest first
                </p>
                <ul className="space-y-4">
                  {list.map((report) => (
                    <li key={report.id}>
                      <ReportCard report={report} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={pagination.page}
                  totalPages={pagination.totalPages}
                  onChange={(page) => setFilter({ ...filter, page })}
                />
              </>
            )
          }
        </QueryResult>
      </section>
    </div>
  );
}

/**
 * /admin/moderation: suspended accounts' appeals, then the reports waiting for a moderator, oldest
 * first, each in context.
 */
export function ModerationPage() {
  return (
    <AdminLayout title="Moderation">
      <AppealQueue />
      <ReportQueue />
    </AdminLayout>
  );
}
