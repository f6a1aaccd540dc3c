import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { AdminStats } from '@/contract/admin';
import type {
  adminCompanyDetailsSchema,
  adminCompanyListResponseSchema,
  adminUserDetailsSchema,
  adminUserListResponseSchema,
  AppealStatus,
  appealListResponseSchema,
  auditListResponseSchema,
  ModerationAction,
  ModerationActionName,
  ModerationResult,
  reportListQuerySchema,
  reportListResponseSchema,
} from '@/contract/moderation';
import { api } from '@/client/lib/api-client';
import { invalidateCompanyListings } from './companies';
import { ratingKeys } from './ratings';

export type ReportList = z.infer<typeof reportListResponseSchema>;
export type AuditList = z.infer<typeof auditListResponseSchema>;
export type AdminUserList = z.infer<typeof adminUserListResponseSchema>;
export type AdminCompanyList = z.infer<typeof adminCompanyListResponseSchema>;
export type AdminUserDetails = z.infer<typeof adminUserDetailsSchema>;
export type AdminCompanyDetails = z.infer<typeof adminCompanyDetailsSchema>;
export type AppealList = z.infer<typeof appealListResponseSchema>;

/** The moderation queue's filters: a type (or all), a status, a page. */
export type ReportFilter = z.output<typeof reportListQuerySchema>;

const adminRoot = ['admin'] as const;

export const adminKeys = {
  /** Everything the admin area shows: an admin action may change any of it. */
  all: adminRoot,
  stats: [...adminRoot, 'stats'] as const,
  reports: (filter: ReportFilter) => [...adminRoot, 'reports', filter] as const,
  audit: (page: number) => [...adminRoot, 'audit', page] as const,
  appeals: (status: AppealStatus, page: number) =>
    [...adminRoot, 'appeals', { status, page }] as const,
  users: (q: string, page: number) => [...adminRoot, 'users', { q, page }] as const,
  user: (userId: number) => [...adminRoot, 'users', userId] as const,
  companies: (q: string, page: number) => [...adminRoot, 'companies', { q, page }] as const,
  company: (companyId: number) => [...adminRoot, 'companies', companyId] as const,
};

export const adminStatsQueryOptions = queryOptions({
  queryKey: adminKeys.stats,
  queryFn: () => api<AdminStats>('/api/admin/stats'),
});

/** The marketplace's figures (for administrators only: anyone else gets a 403). */
export const useAdminStats = () => useQuery(adminStatsQueryOptions);

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([name, value]) =>
      value === undefined || value === '' ? [] : [[name, String(value)]],
    ),
  ).toString();

/** The moderation queue, oldest first. The page shown stays while the next one loads. */
export const reportsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: adminKeys.reports(filter),
    queryFn: () => api<ReportList>(`/api/admin/reports?${query(filter)}`),
    placeholderData: keepPreviousData,
  });

export const useReports = (filter: ReportFilter) => useQuery(reportsQueryOptions(filter));

/** Suspended accounts' appeals, oldest first. */
export const appealsQueryOptions = (status: AppealStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.appeals(status, page),
    queryFn: () => api<AppealList>(`/api/admin/appeals?${query({ status, page })}`),
    placeholderData: keepPreviousData,
  });

export const useAppeals = (status: AppealStatus, page: number) =>
  useQuery(appealsQueryOptions(status, page));

/** The audit log, newest first. */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => api<AuditList>(`/api/admin/audit?${query({ page })}`),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQueryOptions(page));

/** Users by name or e-mail address, newest first. */
export const adminUsersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: () => api<AdminUserList>(`/api/admin/users?${query({ q, page })}`),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersQueryOptions(q, page));

/** Companies by name or their owner's e-mail address, newest first. */
export const adminCompaniesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.companies(q, page),
    queryFn: () => api<AdminCompanyList>(`/api/admin/companies?${query({ q, page })}`),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (q: string, page: number) =>
  useQuery(adminCompaniesQueryOptions(q, page));

/** A user with their companies, the reports on them and what admins did to them. */
export const adminUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: () => api<AdminUserDetails>(`/api/admin/users/${userId}`),
  });

export const useAdminUser = (userId: number) => useQuery(adminUserQueryOptions(userId));

/** A company with the reports on it and what admins did to it. */
export const adminCompanyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: adminKeys.company(companyId),
    queryFn: () => api<AdminCompanyDetails>(`/api/admin/companies/${companyId}`),
  });

export const useAdminCompany = (companyId: number) => useQuery(adminCompanyQueryOptions(companyId));

/** An admin action that asks why: moderation's, and rejecting a held message. */
export type ReasonedAction = ModerationActionName | 'message.reject';

/** The collection each audit action's route is under: `review.hide` is POST /api/admin/reviews/{id}/hide. */
const COLLECTIONS: Record<ReasonedAction extends `${infer T}.${string}` ? T : never, string> = {
  report: 'reports',
  review: 'reviews',
  company: 'companies',
  user: 'users',
  message: 'held-messages',
  appeal: 'appeals',
};

export interface ModerationRequest {
  action: ReasonedAction;
  /** The report (dismiss), review, company, user or held message acted on. */
  id: number;
  body: ModerationAction;
}

/**
 * An admin action (dismiss, hide, restore, suspend): afterwards the whole admin area (queue,
 * figures, audit log, records) and the public pages it may change (listings, reviews) refresh.
 */
export function useModerationAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, body }: ModerationRequest) => {
      const [target, verb] = action.split('.') as [keyof typeof COLLECTIONS, string];
      return api<ModerationResult>(`/api/admin/${COLLECTIONS[target]}/${id}/${verb}`, {
        json: body,
      });
    },
    // Also after a failure: a 409 means another admin acted first, and the queue shown is stale.
    // Not awaited: the outcome is told at once, the lists refresh right after.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
      void invalidateCompanyListings(queryClient);
    },
  });
}
