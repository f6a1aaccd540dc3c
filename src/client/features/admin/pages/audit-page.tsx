import { ScrollText } from 'lucide-react';
import { auditListQuerySchema } from '@/contract/moderation';
import { EmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { useAudit } from '@/client/data/admin';
import { AdminLayout } from '../components/admin-layout';
import { AuditList } from '../components/audit-list';
import { QueryResult } from '../components/query-result';
import { useAddressQuery } from '../components/use-address-query';

function AuditLog() {
  const [{ page }, setQuery] = useAddressQuery(auditListQuerySchema);
  const audit = useAudit(page);
  return (
    <QueryResult query={audit} what="the audit log">
      {({ entries, pagination }) =>
        entries.length === 0 ? (
          <div className="mt-4">
            <EmptyState icon={ScrollText} title="No admin actions yet">
              <p>Every dismissal, hiding, restoring and suspension will be recorded here.</p>
            </EmptyState>
          </div>
        ) : (
          <div className="mt-4">
            <AuditList entries={entries} label="Audit entries" />
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
  return (
    <AdminLayout title="Audit log">
      <p className="mt-1 text-sm text-gray-700">
        Who did what, when and why. Entries are never changed or removed.
      </p>
      <AuditLog />
    </AdminLayout>
  );
}
