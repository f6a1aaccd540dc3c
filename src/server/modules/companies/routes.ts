import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { companyDetailsSchema, companyImageSchema } from '@/contract/company';
import { idParam } from '@/contract/common';
import { readDb } from '@/server/db/read-replicas';
import { notFound } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { isAdmin, type SessionUser } from '@/server/platform/session';
import {
  companyExists,
  findCompanyDetails,
  listCompanyImages,
  type PageViewer,
} from './company-repository';

export const companyRoutes: FastifyPluginAsyncZod = async (app) => {
  /** Who asks for a company's page: its owner and admins see it while it is hidden. */
  const viewerOf = (user: SessionUser | null): PageViewer => ({
    userId: user?.id ?? null,
    isAdmin: user !== null && isAdmin(user, app.config.adminEmails),
  });

  app.get(
    '/api/companies/:id',
    {
      schema: {
        operationId: 'getCompany',
        summary: 'A company and its details (a hidden one, to its owner and admins only)',
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: companyDetailsSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const company = await findCompanyDetails(
        readDb(request),
        request.params.id,
        requestLocale(request),
        viewerOf(request.user),
      );
      if (!company) throw notFound('Company not found');
      return company;
    },
  );

  app.get(
    '/api/companies/:id/images',
    {
      schema: {
        operationId: 'listCompanyImages',
        summary: "A company's photos (a hidden company's, to its owner and admins only)",
        tags: ['directory'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: z.array(companyImageSchema), ...errorResponses(404) },
      },
    },
    async (request) => {
      const shown = await companyExists(app.db, request.params.id, viewerOf(request.user));
      if (!shown) throw notFound('Company not found');
      return listCompanyImages(app.db, request.params.id);
    },
  );
};
