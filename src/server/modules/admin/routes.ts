import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminStatsSchema } from '@/contract/admin';
import { idParam } from '@/contract/common';
import {
  adminCompanyDetailsSchema,
  adminCompanyListResponseSchema,
  adminSearchQuerySchema,
  adminUserDetailsSchema,
  adminUserListResponseSchema,
  appealListQuerySchema,
  appealListResponseSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  moderationActionSchema,
  moderationResultSchema,
  reportListQuerySchema,
  reportListResponseSchema,
} from '@/contract/moderation';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { adminStats } from './admin-service';
import { companyDetails, searchCompanies, searchUsers, userDetails } from './admin-directory';
import { listAuditEntries } from './audit-repository';
import * as moderation from './moderation-service';
import { listReports } from './report-queue';
import { requireAdmin } from './require-admin';
import { dismissAppeal, listAppeals } from './suspension-appeals';

/** Everything under /api/admin: for the addresses in ADMIN_EMAILS only (requireAdmin). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const adminOnly = { tags: ['admin'], security: access.signedIn };
  const deps = (): moderation.ModerationDeps => ({
    db: app.db,
    jobs: app.jobs,
    config: app.config,
  });

  app.get(
    '/api/admin/stats',
    {
      schema: {
        operationId: 'getAdminStats',
        summary: 'Dashboard figures for admins',
        ...adminOnly,
        response: { 200: adminStatsSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return adminStats(app.db, requestLocale(request));
    },
  );

  app.get(
    '/api/admin/reports',
    {
      schema: {
        operationId: 'listReports',
        summary:
          'The moderation queue: reports by status and type, oldest first, each with its item',
        ...adminOnly,
        querystring: reportListQuerySchema,
        response: { 200: reportListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listReports(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/reports/:id/dismiss',
    {
      schema: {
        operationId: 'dismissReport',
        summary: 'Close a report without acting on its item; its reporter is told by e-mail',
        ...adminOnly,
        params: z.object({ id: idParam }),
        body: moderationActionSchema.pick({ reason: true }),
        response: { 200: moderationResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      moderation.dismissReport(deps(), requireAdmin(request), request.params.id, request.body),
  );

  app.get(
    '/api/admin/appeals',
    {
      schema: {
        operationId: 'listAppeals',
        summary:
          'Suspended accounts’ appeals by status, oldest first, with the suspension’s reason',
        ...adminOnly,
        querystring: appealListQuerySchema,
        response: { 200: appealListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAppeals(app.db, request.query);
    },
  );

  app.post(
    '/api/admin/appeals/:id/dismiss',
    {
      schema: {
        operationId: 'dismissAppeal',
        summary:
          'Answer an appeal without lifting the suspension; the person is told the reason by e-mail (restoring the account grants it)',
        ...adminOnly,
        params: z.object({ id: idParam }),
        body: moderationActionSchema.pick({ reason: true }),
        response: { 200: moderationResultSchema, ...errorResponses(401, 403, 404, 409) },
      },
    },
    async (request) =>
      dismissAppeal(deps(), requireAdmin(request), request.params.id, request.body),
  );

  const actions = [
    ['reviews', 'hide', 'hideReview', 'Hide a review from the public', moderation.hideReview],
    ['reviews', 'restore', 'restoreReview', 'Show a hidden review again', moderation.restoreReview],
    [
      'questions',
      'hide',
      'hideQuestion',
      'Hide a question from its company page',
      moderation.hideQuestion,
    ],
    [
      'questions',
      'restore',
      'restoreQuestion',
      'Show a hidden question again',
      moderation.restoreQuestion,
    ],
    [
      'answers',
      'hide',
      'hideAnswer',
      "Hide a business's answer to a question",
      moderation.hideAnswer,
    ],
    ['answers', 'restore', 'restoreAnswer', 'Show a hidden answer again', moderation.restoreAnswer],
    ['companies', 'hide', 'hideCompany', 'Hide a company from the public', moderation.hideCompany],
    [
      'companies',
      'restore',
      'restoreCompany',
      'Show a hidden company again',
      moderation.restoreCompany,
    ],
    [
      'users',
      'suspend',
      'suspendUser',
      'Suspend an account: its sessions end, its companies and reviews leave public pages; the person is e-mailed the reason and how to appeal',
      moderation.suspendUser,
    ],
    [
      'users',
      'restore',
      'restoreUser',
      'Lift a suspension (grants the open appeal, if any); the person is told by e-mail',
      moderation.restoreUser,
    ],
  ] as const;
  for (const [items, verb, operationId, summary, action] of actions) {
    app.post(
      `/api/admin/${items}/:id/${verb}`,
      {
        schema: {
          operationId,
          summary: `${summary} (upholds the open reports on it)`,
          ...adminOnly,
          params: z.object({ id: idParam }),
          body: moderationActionSchema,
          response: { 200: moderationResultSchema, ...errorResponses(401, 403, 404, 409) },
        },
      },
      async (request) => action(deps(), requireAdmin(request), request.params.id, request.body),
    );
  }

  app.get(
    '/api/admin/audit',
    {
      schema: {
        operationId: 'listAuditEntries',
        summary: 'The audit log of admin actions, newest first',
        ...adminOnly,
        querystring: auditListQuerySchema,
        response: { 200: auditListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return listAuditEntries(app.db, request.query.page);
    },
  );

  app.get(
    '/api/admin/users',
    {
      schema: {
        operationId: 'searchUsersAsAdmin',
        summary: 'Find accounts by name or e-mail address, newest first',
        ...adminOnly,
        querystring: adminSearchQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return searchUsers(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/users/:id',
    {
      schema: {
        operationId: 'getUserAsAdmin',
        summary: 'An account, its companies, the reports about it and what admins did to it',
        ...adminOnly,
        params: z.object({ id: idParam }),
        response: { 200: adminUserDetailsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return userDetails(app.db, request.params.id);
    },
  );

  app.get(
    '/api/admin/companies',
    {
      schema: {
        operationId: 'searchCompaniesAsAdmin',
        summary: "Find companies by name, e-mail address or owner's e-mail address, newest first",
        ...adminOnly,
        querystring: adminSearchQuerySchema,
        response: { 200: adminCompanyListResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return searchCompanies(app.db, request.query);
    },
  );

  app.get(
    '/api/admin/companies/:id',
    {
      schema: {
        operationId: 'getCompanyAsAdmin',
        summary: 'A company, the reports about it and what admins did to it',
        ...adminOnly,
        params: z.object({ id: idParam }),
        response: { 200: adminCompanyDetailsSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request);
      return companyDetails(app.db, request.params.id);
    },
  );
};
