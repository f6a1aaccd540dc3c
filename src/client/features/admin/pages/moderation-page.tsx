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
import { type MessageId, useT } from '@/client/lib/i18n';
import { AdminLayout } from '../components/admin-layout';
import { AppealQueue } from '../components/appeal-queue';
import { QueryResult } from '../components/query-result';
import { ReportCard } from '../components/report-card';
import { totalValues } from '../components/search-results';
import { useAddressQuery } from '../components/use-address-query';

const TYPES: ReadonlyArray<{ value: ReportTarget | 'all'; label: MessageId }> = [
  { value: 'all', label: 'admin.type.all' },
  { value: 'review', label: 'admin.type.reviews' },
  { value: 'message', label: 'admin.type.messages' },
  { value: 'company', label: 'admin.nav.companies' },
  { value: 'user', label: 'admin.nav.users' },
];

function ReportQueue() {
  const t = useT();
  const types = TYPES.map(({ value, label }) => ({ value, label: t(label) }));
  const statuses = REPORT_STATUSES.map((value) => ({
    value,
    label: t('admin.reportStatus', { status: value }),
  }));
  const [filter, setFilter] = useAddressQuery(reportListQuerySchema);
  const reports = useReports(filter);
  const choose = (change: Partial<ReportFilter>) => setFilter({ ...filter, page: 1, ...change });
  return (
    <div className="mt-8">
      <h2 className="text-xl font-semibold text-gray-900">{t('admin.reports')}</h2>
      <div className="mt-4 flex flex-wrap gap-x-6 gap-y-3">
        <SelectControl
          label={t('admin.type')}
          value={filter.type ?? 'all'}
          options={types}
          onChange={(type) => choose({ type: type === 'all' ? undefined : type })}
        />
        <SelectControl
          label={t('admin.status')}
          value={filter.status}
          options={statuses}
          onChange={(status: ReportStatus) => choose({ status })}
        />
      </div>
      <section aria-label={t('admin.reports')} className="mt-4">
        <QueryResult query={reports} failure={t('admin.loadFailed.reports')}>
          {({ reports: list, pagination }) =>
            list.length === 0 ? (
              <EmptyState icon={Flag} title={t('admin.noReportsHere')}>
                <p>
                  {filter.status === 'open'
                    ? t('admin.nothingWaiting')
                    : t('admin.noReportMatches')}
                </p>
              </EmptyState>
            ) : (
              <>
                <p className="mb-3 text-sm text-gray-700">
                  {t('admin.reportCount', totalValues(pagination))}
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
  const t = useT();
  return (
    <AdminLayout title={t('admin.nav.moderation')}>
      <AppealQueue />
      <ReportQueue />
    </AdminLayout>
  );
}
