import { ExternalLink } from 'lucide-react';
import { Link, type RouteComponentProps } from 'wouter';
import { Card } from '@/client/components/ui/card';
import { useAdminCompany } from '@/client/data/admin';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminHeading, AdminLayout } from '../components/admin-layout';
import { ModerationButton } from '../components/moderation-dialog';
import { QueryResult } from '../components/query-result';
import { companyFlags, RecordFlags } from '../components/records';
import { Facts, RecordHistory } from '../components/record-history';
import { When } from '../components/when';

const linkClass = 'text-brand-800 underline underline-offset-2';

function CompanyRecord({ companyId }: { companyId: number }) {
  const t = useT();
  const company = useAdminCompany(companyId);
  usePageMeta(company.data ? { title: t('admin.recordTitle', { name: company.data.name }) } : null);
  return (
    <QueryResult query={company} failure={t('admin.loadFailed.company')}>
      {(record) => (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <AdminHeading>{record.name}</AdminHeading>
            <RecordFlags flags={companyFlags(record)} />
          </div>
          <Card
            title={t('admin.business')}
            className="mt-4"
            headerEnd={
              <ModerationButton
                action={record.hidden ? 'company.restore' : 'company.hide'}
                id={record.id}
                subject={record.name}
              />
            }
          >
            <Facts
              facts={[
                [t('admin.place'), `${record.city}, ${record.state}`],
                [
                  t('admin.owner'),
                  <Link key="owner" href={`/admin/users/${record.ownerId}`} className={linkClass}>
                    {record.ownerEmail}
                  </Link>,
                ],
                [t('admin.listedTerm'), <When key="listed" at={record.createdAt} />],
                [t('admin.activeSwitch'), record.isActive ? t('admin.yes') : t('admin.no')],
                [t('admin.tile.openReports'), record.openReports],
                [
                  t('admin.publicPage'),
                  <Link
                    key="page"
                    href={`/companies/${record.id}`}
                    className={`inline-flex items-center gap-1 ${linkClass}`}
                  >
                    {t('admin.viewOnSite')} <ExternalLink className="h-3.5 w-3.5" aria-hidden />
                  </Link>,
                ],
              ]}
            />
            {record.description ? (
              <p className="mt-4 whitespace-pre-line break-words text-sm text-gray-800">
                {record.description}
              </p>
            ) : null}
          </Card>
          <RecordHistory reports={record.reports} audit={record.audit} />
        </>
      )}
    </QueryResult>
  );
}

/** /admin/companies/:id: a business, its owner, the reports on it and what admins did to it. */
export function AdminCompanyPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  return (
    <AdminLayout>
      <p className="mt-4 text-sm">
        <Link href="/admin/companies" className={linkClass}>
          {t('admin.allBusinesses')}
        </Link>
      </p>
      <CompanyRecord companyId={Number(params.id)} />
    </AdminLayout>
  );
}
