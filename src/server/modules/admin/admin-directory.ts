import type { Pagination } from '@/contract/common';
import type {
  AdminCompany,
  AdminCompanyDetails,
  AdminUser,
  AdminUserDetails,
} from '@/contract/moderation';
import type { Executor } from '@/server/db/client';
import { notFound } from '@/server/platform/errors';
import { paginationOf } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE } from './admin-paging';
import { auditEntriesAbout } from './audit-repository';
import {
  findCompanyPage,
  findCompanyRow,
  findUserPage,
  findUserWithCompanies,
  type CompanyRow,
  type UserRow,
} from './directory-repository';
import { reportsAbout } from './report-queue';

/** Users and companies as admins find and open them (docs/decisions/027). */

const toAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  email: row.email,
  isVerified: row.is_verified,
  suspended: row.suspended,
  createdAt: new Date(row.created_at).toISOString(),
  companies: row.companies,
  openReports: row.open_reports,
});

const toAdminCompany = (row: CompanyRow): AdminCompany => ({
  id: row.id,
  name: row.name,
  city: row.city,
  state: row.state,
  ownerId: row.owner_id,
  ownerEmail: row.owner_email,
  isActive: row.is_active,
  hidden: row.hidden,
  ownerSuspended: row.owner_suspended,
  createdAt: new Date(row.created_at).toISOString(),
  openReports: row.open_reports,
});

/** Newest first, matching the name or the e-mail address anywhere in it (findUserPage). */
export async function searchUsers(
  db: Executor,
  query: { q: string; page: number },
): Promise<{ users: AdminUser[]; pagination: Pagination }> {
  const { rows, counted } = await findUserPage(db, query);
  return {
    users: rows.map(toAdminUser),
    pagination: paginationOf(counted, query.page, ADMIN_PAGE_SIZE),
  };
}

/** As searchUsers: a company's name, its public address or its owner's address. */
export async function searchCompanies(
  db: Executor,
  query: { q: string; page: number },
): Promise<{ companies: AdminCompany[]; pagination: Pagination }> {
  const { rows, counted } = await findCompanyPage(db, query);
  return {
    companies: rows.map(toAdminCompany),
    pagination: paginationOf(counted, query.page, ADMIN_PAGE_SIZE),
  };
}

export async function userDetails(db: Executor, userId: number): Promise<AdminUserDetails> {
  const target = { type: 'user' as const, id: userId };
  const [{ user, owned }, reports, audit] = await Promise.all([
    findUserWithCompanies(db, userId),
    reportsAbout(db, target),
    auditEntriesAbout(db, target),
  ]);
  if (!user) throw notFound('User not found');
  return { ...toAdminUser(user), ownedCompanies: owned.map(toAdminCompany), reports, audit };
}

export async function companyDetails(
  db: Executor,
  companyId: number,
): Promise<AdminCompanyDetails> {
  const target = { type: 'company' as const, id: companyId };
  const [company, reports, audit] = await Promise.all([
    findCompanyRow(db, companyId),
    reportsAbout(db, target),
    auditEntriesAbout(db, target),
  ]);
  if (!company) throw notFound('Company not found');
  return { ...toAdminCompany(company), description: company.description, reports, audit };
}
