import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminCompany, AdminUser } from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { type MessageId, T, useT } from '@/client/lib/i18n';
import { When } from './when';

/** The warnings a user's or company's record carries: suspended, hidden, inactive... */
export function RecordFlags({ flags }: { flags: Array<MessageId | false> }) {
  const t = useT();
  return (
    <>
      {flags
        .filter((flag) => flag !== false)
        .map((flag) => (
          <Badge key={flag} className="bg-red-100 text-red-900">
            {t(flag)}
          </Badge>
        ))}
    </>
  );
}

/** One search result or owned company: its name opening its record, its flags, a line about it. */
function RecordRow({
  href,
  name,
  flags,
  children,
}: {
  href: string;
  name: string;
  flags: Array<MessageId | false>;
  children: ReactNode;
}) {
  return (
    <li className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={href} className="font-semibold text-brand-800 underline underline-offset-2">
          {name}
        </Link>
        <RecordFlags flags={flags} />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 break-words text-sm text-gray-700">
        {children}
      </p>
    </li>
  );
}

export const userFlags = (user: AdminUser): Array<MessageId | false> => [
  user.suspended && 'admin.flag.suspended',
  !user.isVerified && 'admin.flag.unverified',
];

export const companyFlags = (company: AdminCompany): Array<MessageId | false> => [
  company.hidden && 'admin.flag.hidden',
  company.ownerSuspended && 'admin.flag.ownerSuspended',
  !company.isActive && 'admin.flag.inactive',
];

function OpenReports({ count }: { count: number }) {
  const t = useT();
  return count === 0 ? null : (
    <span className="font-medium text-red-900">{t('admin.openReports', { count })}</span>
  );
}

export function UserRow({ user }: { user: AdminUser }) {
  const t = useT();
  return (
    <RecordRow
      href={`/admin/users/${user.id}`}
      name={`${user.firstName} ${user.lastName}`}
      flags={userFlags(user)}
    >
      <span>{user.email}</span>
      <span>{t('admin.businessCount', { count: user.companies })}</span>
      <span>
        <T id="admin.joined" components={{ 0: <When at={user.createdAt} /> }} />
      </span>
      <OpenReports count={user.openReports} />
    </RecordRow>
  );
}

export function CompanyRow({ company }: { company: AdminCompany }) {
  const t = useT();
  return (
    <RecordRow
      href={`/admin/companies/${company.id}`}
      name={company.name}
      flags={companyFlags(company)}
    >
      <span>
        {company.city}, {company.state}
      </span>
      <span>{t('admin.ownerIs', { email: company.ownerEmail })}</span>
      <span>
        <T id="admin.listed" components={{ 0: <When at={company.createdAt} /> }} />
      </span>
      <OpenReports count={company.openReports} />
    </RecordRow>
  );
}
