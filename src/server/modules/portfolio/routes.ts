import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  PROJECT_NOT_FOUND_MESSAGE,
  projectInputSchema,
  projectOrderSchema,
  projectSchema,
} from '@/contract/portfolio';
import { UPLOAD_RULES } from '@/contract/upload';
import { readDb } from '@/server/db/read-replicas';
import { notFound, ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access, errorResponses } from '@/server/platform/openapi';
import { isAdmin, requireUser } from '@/server/platform/session';
import { companyExists, findCompanyListing } from '../companies';
import { readUpload } from '../objects';
import { listProjects } from './portfolio-repository';
import {
  addProjectPhoto,
  createProject,
  deleteProject,
  deleteProjectPhoto,
  reorderProjects,
  updateProject,
} from './portfolio-service';

const companyParams = z.object({ id: idParam });
const projectParams = z.object({ id: idParam, projectId: idParam });
const photoParams = z.object({ id: idParam, projectId: idParam, photoId: idParam });
const errors = { ...ROW_ROUTE_ERRORS, 413: ROW_ROUTE_ERRORS[400] };

/** A business's project portfolio (issue 36 item 5, docs/decisions/100-project-portfolio.md). */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const owner = { tags: ['companies'], security: access.signedIn };
  const publicRead = { tags: ['directory'], security: access.anyoneOrSignedIn };

  /**
   * The projects a caller may see: none (404) when the company's page is not shown to them; its
   * hidden projects to its owner and admins only.
   */
  async function readProjects(request: FastifyRequest, companyId: number, projectId?: number) {
    const user = request.user;
    const admin = user !== null && isAdmin(user, app.config.adminEmails);
    const db = readDb(request);
    if (!(await companyExists(db, companyId, { userId: user?.id ?? null, isAdmin: admin }))) {
      throw notFound('Company not found');
    }
    const owns = user !== null && (await findCompanyListing(db, companyId))?.ownerId === user.id;
    return listProjects(
      db,
      { companyId, ...(projectId === undefined ? {} : { projectId }), withHidden: admin || owns },
      requestLocale(request),
    );
  }

  app.get(
    '/api/companies/:id/projects',
    {
      schema: {
        ...publicRead,
        operationId: 'listCompanyProjects',
        summary: "A company's projects in order (hidden ones to its owner and admins only)",
        params: companyParams,
        response: { 200: z.array(projectSchema), ...errorResponses(404) },
      },
    },
    async (request) => readProjects(request, request.params.id),
  );

  app.get(
    '/api/companies/:id/projects/:projectId',
    {
      schema: {
        ...publicRead,
        operationId: 'getCompanyProject',
        summary: 'One project of a company (a hidden one to its owner and admins only)',
        params: projectParams,
        response: { 200: projectSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const [project] = await readProjects(request, request.params.id, request.params.projectId);
      if (!project) throw notFound(PROJECT_NOT_FOUND_MESSAGE);
      return project;
    },
  );

  app.post(
    '/api/companies/:id/projects',
    {
      schema: {
        ...owner,
        operationId: 'createCompanyProject',
        summary: 'Publish a project (the business owner)',
        params: companyParams,
        body: projectInputSchema,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const project = await createProject(
        app.db,
        requireUser(request),
        request.params.id,
        request.body,
        requestLocale(request),
      );
      return reply.status(201).send(project);
    },
  );

  app.put(
    '/api/companies/:id/projects/order',
    {
      schema: {
        ...owner,
        operationId: 'reorderCompanyProjects',
        summary: "Put the company's projects in a new order: every project id, once each",
        params: companyParams,
        body: projectOrderSchema,
        response: { 200: z.array(projectSchema), ...errors },
      },
    },
    async (request) =>
      reorderProjects(
        app.db,
        requireUser(request),
        request.params.id,
        request.body.projectIds,
        requestLocale(request),
      ),
  );

  app.put(
    '/api/companies/:id/projects/:projectId',
    {
      schema: {
        ...owner,
        operationId: 'updateCompanyProject',
        summary: 'Change a project (the business owner)',
        params: projectParams,
        body: projectInputSchema,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) =>
      updateProject(
        app.db,
        requireUser(request),
        request.params.id,
        request.params.projectId,
        request.body,
        requestLocale(request),
      ),
  );

  app.delete(
    '/api/companies/:id/projects/:projectId',
    {
      schema: {
        ...owner,
        operationId: 'deleteCompanyProject',
        summary: 'Delete a project and its photos (the business owner)',
        params: projectParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteProject(
        app.db,
        app.storage,
        requireUser(request),
        request.params.id,
        request.params.projectId,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/companies/:id/projects/:projectId/photos',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        ...owner,
        operationId: 'addCompanyProjectPhoto',
        summary: 'Add a photo to a project (the business owner)',
        consumes: ['multipart/form-data'],
        description: 'Multipart field `image` (JPG, PNG, GIF or SVG, up to 5 MB).',
        params: projectParams,
        response: { 201: projectSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes } = await readUpload(request, { field: 'image', ...UPLOAD_RULES.companyPhoto });
      const project = await addProjectPhoto(
        app.db,
        app.storage,
        user,
        request.params.id,
        request.params.projectId,
        bytes,
        requestLocale(request),
      );
      return reply.status(201).send(project);
    },
  );

  app.delete(
    '/api/companies/:id/projects/:projectId/photos/:photoId',
    {
      schema: {
        ...owner,
        operationId: 'deleteCompanyProjectPhoto',
        summary: "Delete one of a project's photos (the business owner)",
        params: photoParams,
        response: { 200: projectSchema, ...errors },
      },
    },
    async (request) =>
      deleteProjectPhoto(
        app.db,
        app.storage,
        requireUser(request),
        request.params.id,
        request.params.projectId,
        request.params.photoId,
        requestLocale(request),
      ),
  );
};
