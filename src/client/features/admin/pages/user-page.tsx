import { Link, type RouteComponentProps } from 'wouter';
import { Card } from '@/client/components/ui/card';
import { useAdminUser } from '@/client/data/admin';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminHeading, AdminLayout } from '../components/admin-layout';
import { ModerationButton } from '../components/moderation-dialog';
import { QueryResult } from '../components/query-result';
import { CompanyRow, RecordFlags, userFlags } from '../components/records';
import { Facts, RecordHistory } from '../components/record-history';
import { When } from '../components/when';

function UserRecord({ userId }: { userId: number }) {
  const t = useT();
  const user = useAdminUser(userId);
  const name = user.data ? `${user.data.firstName} ${user.data.lastName}` : null;
  usePageMeta(name ? { title: t('admin.recordTitle', { name }) } : null);
  return (
    <QueryResult query={user} failure={t('admin.loadFailed.user')}>
      {(record) => (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <AdminHeading>{name}</AdminHeading>
            <RecordFlags flags={userFlags(record)} />
          </div>
          <Card
            title={t('admin.account')}
            className="mt-4"
            headerEnd={
              <ModerationButton
                action={record.suspended ? 'user.restore' : 'user.suspend'}
                id={record.id}
                subject={`${name} (${record.email})`}
              />
            }
          >
            <Facts
              facts={[
                [t('admin.email'), record.email],
                [t('admin.verified'), record.isVerified ? t('admin.yes') : t('admin.no')],
                [t('admin.joinedTerm'), <When key="joined" at={record.createdAt} />],
                [t('admin.tile.openReports'), record.openReports],
              ]}
            />
          </Card>
          <section aria-labelledby="owned-companies" className="mt-8">
            <h2 id="owned-companies" className="text-lg font-semibold text-gray-900">
              {t('admin.nav.companies')}
            </h2>
            {record.ownedCompanies.length === 0 ? (
              <p className="mt-2 text-sm text-gray-700">{t('admin.noBusinesses')}</p>
            ) : (
              <ul className="mt-3 space-y-3">
                {record.ownedCompanies.map((company) => (
                  <CompanyRow key={company.id} company={company} />
                ))}
              </ul>
            )}
          </section>
          <RecordHistory reports={record.reports} audit={record.audit} />
        </>
      )}
    </QueryResult>
  );
}

/** /admin/users/:id: an account, its businesses, the reports on it and what admins did to it. */
export function AdminUserPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  return (
    <AdminLayout>
      <p className="mt-4 text-sm">
        <Link href="/admin/users" className="text-brand-800 underline underline-offset-2">
          {t('admin.allUsers')}
        </Link>
      </p>
      <UserRecord userId={Number(params.id)} />
    </AdminLayout>
  );
}
