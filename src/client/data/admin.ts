import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { z } from 'zod';
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
  reportListQuerySchema,
  reportListResponseSchema,
} from '@/contract/moderation';
import { api, type ApiPath } from '@/client/lib/api-client';
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
  queryFn: () => api.GET('/api/admin/stats'),
});

/** The marketplace's figures (for administrators only: anyone else gets a 403). */
export const useAdminStats = () => useQuery(adminStatsQueryOptions);

/** The moderation queue, oldest first. The page shown stays while the next one loads. */
export const reportsQueryOptions = (filter: ReportFilter) =>
  queryOptions({
    queryKey: adminKeys.reports(filter),
    queryFn: () => api.GET('/api/admin/reports', { params: { query: filter } }),
    placeholderData: keepPreviousData,
  });

export const useReports = (filter: ReportFilter) => useQuery(reportsQueryOptions(filter));

/** Suspended accounts' appeals, oldest first. */
export const appealsQueryOptions = (status: AppealStatus, page: number) =>
  queryOptions({
    queryKey: adminKeys.appeals(status, page),
    queryFn: () => api.GET('/api/admin/appeals', { params: { query: { status, page } } }),
    placeholderData: keepPreviousData,
  });

export const useAppeals = (status: AppealStatus, page: number) =>
  useQuery(appealsQueryOptions(status, page));

/** The audit log, newest first. */
export const auditQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.audit(page),
    queryFn: () => api.GET('/api/admin/audit', { params: { query: { page } } }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number) => useQuery(auditQueryOptions(page));

/** Users by name or e-mail address, newest first. */
export const adminUsersQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.users(q, page),
    queryFn: () => api.GET('/api/admin/users', { params: { query: { q: q || undefined, page } } }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (q: string, page: number) => useQuery(adminUsersQueryOptions(q, page));

/** Companies by name or their owner's e-mail address, newest first. */
export const adminCompaniesQueryOptions = (q: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.companies(q, page),
    queryFn: () =>
      api.GET('/api/admin/companies', { params: { query: { q: q || undefined, page } } }),
    placeholderData: keepPreviousData,
  });

export const useAdminCompanies = (q: string, page: number) =>
  useQuery(adminCompaniesQueryOptions(q, page));

/** A user with their companies, the reports on them and what admins did to them. */
export const adminUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adminKeys.user(userId),
    queryFn: () => api.GET('/api/admin/users/{id}', { params: { path: { id: userId } } }),
  });

export const useAdminUser = (userId: number) => useQuery(adminUserQueryOptions(userId));

/** A company with the reports on it and what admins did to it. */
export const adminCompanyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: adminKeys.company(companyId),
    queryFn: () => api.GET('/api/admin/companies/{id}', { params: { path: { id: companyId } } }),
  });

export const useAdminCompany = (companyId: number) => useQuery(adminCompanyQueryOptions(companyId));

/** An admin action that asks why: moderation's, and rejecting a held message. */
export type ReasonedAction = ModerationActionName | 'message.reject';

/** The route of each action that asks why. */
const ROUTES = {
  'report.dismiss': '/api/admin/reports/{id}/dismiss',
  'review.hide': '/api/admin/reviews/{id}/hide',
  'review.restore': '/api/admin/reviews/{id}/restore',
  'company.hide': '/api/admin/companies/{id}/hide',
  'company.restore': '/api/admin/companies/{id}/restore',
  'user.suspend': '/api/admin/users/{id}/suspend',
  'user.restore': '/api/admin/users/{id}/restore',
  'appeal.dismiss': '/api/admin/appeals/{id}/dismiss',
  'question.hide': '/api/admin/questions/{id}/hide',
  'question.restore': '/api/admin/questions/{id}/restore',
  'answer.hide': '/api/admin/answers/{id}/hide',
  'answer.restore': '/api/admin/answers/{id}/restore',
  'message.reject': '/api/admin/held-messages/{id}/reject',
} as const satisfies Record<ReasonedAction, ApiPath<'post'>>;

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
    mutationFn: ({ action, id, body }: ModerationRequest) =>
      api.POST(ROUTES[action], { params: { path: { id } }, body }),
    // Also after a failure: a 409 means another admin acted first, and the queue shown is stale.
    // Not awaited: the outcome is told at once, the lists refresh right after.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.all });
      void queryClient.invalidateQueries({ queryKey: ratingKeys.all });
      void invalidateCompanyListings(queryClient);
    },
  });
}
