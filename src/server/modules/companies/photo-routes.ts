import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoPatchSchema } from '@/contract/business';
import { companyImageSchema } from '@/contract/company';
import { errorResponseSchema, idParam } from '@/contract/common';
import { UPLOAD_RULES } from '@/contract/upload';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { readUpload } from '../objects';
import { addPhoto, deletePhoto, updatePhoto } from './photo-service';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  413: errorResponseSchema,
};
const photoParams = z.object({ id: idParam, imageId: idParam });

export const photoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/companies/:id/images',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        operationId: 'addCompanyPhoto',
        summary: 'Add a photo to a business (its owner)',
        tags: ['companies'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description:
          'Multipart field `image` (JPG, PNG, GIF or SVG, up to 5 MB) and optional `caption`.',
        params: z.object({ id: idParam }),
        response: { 201: companyImageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes, fields } = await readUpload(request, {
        field: 'image',
        ...UPLOAD_RULES.companyPhoto,
      });
      const caption = (fields.caption ?? '').trim().slice(0, 300) || null;
      const image = await addPhoto(app.db, app.storage, user, request.params.id, bytes, caption);
      return reply.status(201).send(image);
    },
  );

  app.patch(
    '/api/companies/:id/images/:imageId',
    {
      schema: {
        operationId: 'updateCompanyPhoto',
        summary: "Change a photo's caption or order (the business's owner)",
        tags: ['companies'],
        security: access.signedIn,
        params: photoParams,
        body: photoPatchSchema,
        response: { 200: z.array(companyImageSchema), ...errors },
      },
    },
    async (request) =>
      updatePhoto(
        app.db,
        requireUser(request),
        request.params.id,
        request.params.imageId,
        request.body,
      ),
  );

  app.delete(
    '/api/companies/:id/images/:imageId',
    {
      schema: {
        operationId: 'deleteCompanyPhoto',
        summary: 'Delete a photo of a business (its owner)',
        tags: ['companies'],
        security: access.signedIn,
        params: photoParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePhoto(
        app.db,
        app.storage,
        requireUser(request),
        request.params.id,
        request.params.imageId,
      );
      return reply.status(204).send(null);
    },
  );
};
