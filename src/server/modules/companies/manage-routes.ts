import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activeRequestSchema,
  companyRequestSchema,
  logoRequestSchema,
} from '../../../contract/business';
import { companyDetailsSchema, companySummarySchema } from '../../../contract/company';
import { errorResponseSchema, idParam } from '../../../contract/common';
import { requireUser } from '../../platform/session';
import { readFormFields } from '../objects/upload';
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
        tags: ['companies'],
        consumes: ['multipart/form-data', 'application/json'],
        body: companyRequestSchema,
        response: { 201: companyDetailsSchema, ...errors },
      },
    },
    async (request, reply) => {
      const company = await createCompany(app.db, requireUser(request), request.body);
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/companies/:id',
    {
      schema: {
        tags: ['companies'],
        consumes: ['multipart/form-data', 'application/json'],
        params,
        body: companyRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) => updateCompany(app.db, requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/api/companies/:id/logo',
    {
      schema: {
        tags: ['companies'],
        params,
        body: logoRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyLogo(app.db, requireUser(request), request.params.id, request.body.logoObjectId),
  );

  app.patch(
    '/api/companies/:id/active',
    {
      schema: {
        tags: ['companies'],
        params,
        body: activeRequestSchema,
        response: { 200: companyDetailsSchema, ...errors },
      },
    },
    async (request) =>
      setCompanyActive(app.db, requireUser(request), request.params.id, request.body.isActive),
  );

  app.get(
    '/api/companies/user',
    {
      schema: {
        tags: ['companies'],
        response: { 200: z.object({ companies: z.array(companySummarySchema) }), ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return { companies: await listUserCompanies(app.db, user.id, user) };
    },
  );

  app.get(
    '/api/users/:id/companies',
    {
      schema: {
        tags: ['companies'],
        params,
        response: { 200: z.object({ companies: z.array(companySummarySchema) }), ...errors },
      },
    },
    async (request) => ({
      companies: await listUserCompanies(app.db, request.params.id, request.user),
    }),
  );
};
