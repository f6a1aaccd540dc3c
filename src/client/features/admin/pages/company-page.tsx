import { ExternalLink } from 'lucide-react';
import { Link, type RouteComponentProps } from 'wouter';
import { Card } from '@/client/components/ui/card';
import { useAdminCompany } from '@/client/data/admin';
import { usePageMeta } from '@/client/lib/page-meta';
import { AdminHeading, AdminLayout } from '../components/admin-layout';
import { ModerationButton } from '../components/moderation-dialog';
import { QueryResult } from '../components/query-result';
import { companyFlags, RecordFlags } from '../components/records';
import { Facts, RecordHistory } from '../components/record-history';
import { When } from '../components/when';

const linkClass = 'text-brand-800 underline underline-offset-2';

function CompanyRecord({ companyId }: { companyId: number }) {
  const company = useAdminCompany(companyId);
  usePageMeta(company.data ? { title: `${company.data.name} – Admin` } : null);
  return (
    <QueryResult query={company} what="this business">
      {(record) => (
        <>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <AdminHeading>{record.name}</AdminHeading>
            <RecordFlags flags={companyFlags(record)} />
          </div>
          <Card
            title="Business"
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
                ['Place', `${record.city}, ${record.state}`],
                [
                  'Owner',
                  <Link key="owner" href={`/admin/users/${record.ownerId}`} className={linkClass}>
                    {record.ownerEmail}
                  </Link>,
                ],
                ['Listed', <When key="listed" at={record.createdAt} />],
                ['Active (owner’s switch)', record.isActive ? 'Yes' : 'No'],
                ['Open reports', record.openReports],
                [
                  'Public page',
                  <Link
                    key="page"
                    href={`/companies/${record.id}`}
                    className={`inline-flex items-center gap-1 ${linkClass}`}
                  >
                    View on site <ExternalLink className="h-3.5 w-3.5" aria-hidden />
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
  return (
    <AdminLayout>
      <p className="mt-4 text-sm">
        <Link href="/admin/companies" className={linkClass}>
          All businesses
        </Link>
      </p>
      <CompanyRecord companyId={Number(params.id)} />
    </AdminLayout>
  );
}
