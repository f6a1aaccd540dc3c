import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { activeRequestSchema, companyRequestSchema, logoRequestSchema } from '@/contract/business';
import { companyDetailsSchema, userCompaniesResponseSchema } from '@/contract/company';
import { errorResponseSchema, idParam } from '@/contract/common';
import { requestLocale } from '@/server/platform/locale';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { readFormFields } from '../objects';
import {
  createCompany,
  listUserCompanies,
  setCompanyActive,
  setCompanyLogo,
  updateCompany,
} from './company-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
};
const params = z.object({ id: idParam });

/** Owners' side of companies. Multipart text fields arrive as a plain body that the schema checks. */
export const companyManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preValidation', async (request) => {
    if (request.isMultipart()) request.body = await readFormFields(request);
  });

  app.post(
    '/api/companies',
    {
      schema: {
        operationId: 'createCompany',
        summary: 'List a new business',
        tags: ['companies'],
        security: access.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        body: companyRequestSchema,
        response: { 201: companyDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await createCompany(
        app.db,
        requireUser(request),
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/companies/:id',
    {
      schema: {
        operationId: 'updateCompany',
        summary: "Change a business's details (its owner)",
        tags: ['companies'],
        security: access.signedIn,
        consumes: ['multipart/form-data', 'application/json'],
        params,
        body: companyRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) =>
      updateCompany(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLocale(request),
      ),
  );

  app.patch(
    '/api/companies/:id/logo',
    {
      schema: {
        operationId: 'setCompanyLogo',
        summary: "Set a business's logo (its owner)",
        tags: ['companies'],
        security: access.signedIn,
        params,
        body: logoRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyLogo(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.logoObjectId,
        requestLocale(request),
      ),
  );

  app.patch(
    '/api/companies/:id/active',
    {
      schema: {
        operationId: 'setCompanyActive',
        summary: 'Activate or deactivate a business (its owner)',
        tags: ['companies'],
        security: access.signedIn,
        params,
        body: activeRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyActive(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.isActive,
        requestLocale(request),
      ),
  );

  app.get(
    '/api/companies/user',
    {
      schema: {
        operationId: 'listMyCompanies',
        summary: "The signed-in user's businesses",
        tags: ['companies'],
        security: access.signedIn,
        response: { 200: userCompaniesResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { companies: await listUserCompanies(app.db, user.id, user, requestLocale(request)) };
    },
  );

  app.get(
    '/api/users/:id/companies',
    {
      schema: {
        operationId: 'listUserCompanies',
        summary: "A user's businesses",
        tags: ['companies'],
        security: access.anyoneOrSignedIn,
        params,
        response: { 200: userCompaniesResponseSchema, ...errors },
      },
    },
    async (request) => ({
      companies: await listUserCompanies(
        app.db,
        request.params.id,
        request.user,
        requestLocale(request),
      ),
    }),
  );
};
