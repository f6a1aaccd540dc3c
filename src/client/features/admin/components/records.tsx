import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminCompany, AdminUser } from '@/contract/moderation';
import { Badge } from '@/client/components/ui/badge';
import { When } from './when';

/** The warnings a user's or company's record carries: suspended, hidden, inactive... */
export function RecordFlags({ flags }: { flags: Array<string | false> }) {
  return (
    <>
      {flags
        .filter((flag) => flag !== false)
        .map((flag) => (
          <Badge key={flag} className="bg-red-100 text-red-900">
            {flag}
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
  flags: Array<string | false>;
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

export const userFlags = (user: AdminUser) => [
  user.suspended && 'Suspended',
  !user.isVerified && 'Unverified',
];

export const companyFlags = (company: AdminCompany) => [
  company.hidden && 'Hidden',
  company.ownerSuspended && 'Owner suspended',
  !company.isActive && 'Inactive',
];

const openReports = (count: number) =>
  count === 0 ? null : (
    <span className="font-medium text-red-900">
      {count} open {count === 1 ? 'report' : 'reports'}
    </span>
  );

export function UserRow({ user }: { user: AdminUser }) {
  return (
    <RecordRow
      href={`/admin/users/${user.id}`}
      name={`${user.firstName} ${user.lastName}`}
      flags={userFlags(user)}
    >
      <span>{user.email}</span>
      <span>
        {user.companies} {user.companies === 1 ? 'business' : 'businesses'}
      </span>
      <span>
        Joined <When at={user.createdAt} />
      </span>
      {openReports(user.openReports)}
    </RecordRow>
  );
}

export function CompanyRow({ company }: { company: AdminCompany }) {
  return (
    <RecordRow
      href={`/admin/companies/${company.id}`}
      name={company.name}
      flags={companyFlags(company)}
    >
      <span>
        {company.city}, {company.state}
      </span>
      <span>Owner {company.ownerEmail}</span>
      <span>
        Listed <When at={company.createdAt} />
      </span>
      {openReports(company.openReports)}
    </RecordRow>
  );
}
