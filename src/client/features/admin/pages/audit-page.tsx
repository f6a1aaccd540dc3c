import { ScrollText } from 'lucide-react';
import { auditListQuerySchema } from '@/contract/moderation';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { useAudit } from '@/client/data/admin';
import { useT } from '@/client/lib/i18n';
import { AdminLayout } from '../components/admin-layout';
import { AuditList } from '../components/audit-list';
import { QueryResult } from '../components/query-result';
import { useAddressQuery } from '../components/use-address-query';

function AuditLog() {
  const t = useT();
  const [{ page }, setQuery] = useAddressQuery(auditListQuerySchema);
  const audit = useAudit(page);
  return (
    <QueryResult query={audit} failure={t('admin.loadFailed.audit')}>
      {({ entries, pagination }) =>
        entries.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={ScrollText} title={t('admin.noActionsYet')}>
              <p>{t('admin.noActionsYetText')}</p>
            </EmptyState>
          </div>
        ) : (
          <div className="mt-4">
            <AuditList entries={entries} label={t('admin.auditEntries')} />
            <Pagination
              page={pagination.page}
              totalPages={pagination.totalPages}
              onChange={(next) => setQuery({ page: next })}
            />
          </div>
        )
      }
    </QueryResult>
  );
}

/** /admin/audit: what admins did, newest first; the log cannot be changed, only added to. */
export function AuditPage() {
  const t = useT();
  return (
    <AdminLayout title={t('admin.nav.audit')}>
      <p className="mt-1 text-sm text-gray-700">{t('admin.auditIntro')}</p>
      <AuditLog />
    </AdminLayout>
  );
}
