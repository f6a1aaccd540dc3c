import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponseSchema, idParam } from '@/contract/common';
import { UPLOAD_RULES, uploadResponseSchema } from '@/contract/upload';
import { notFound } from '@/server/platform/errors';
import { access, bytesBody, errorResponses, noBody } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import { findReadableObject, readObjectBytes, storeImage, VARIANTS } from './object-service';
import { readUpload } from './upload';

/** Served files may never run anything, even if a browser were tricked into rendering them as a page. */
const OBJECT_CSP = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox";
/** A web rendition asked for before it exists is queued once in this many seconds. */
const RENDER_AGAIN_SECONDS = 300;

export const objectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/upload/single',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        operationId: 'uploadImage',
        summary: 'Upload an image (for a logo or a form) and get its object id',
        tags: ['objects'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description: 'Multipart field `file`: a JPG, PNG, GIF, WebP or SVG image up to 5 MB.',
        response: {
          201: uploadResponseSchema,
          400: errorResponseSchema,
          401: errorResponseSchema,
          413: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes } = await readUpload(request, { field: 'file', ...UPLOAD_RULES.logo });
      const objectId = await storeImage(app.db, app.storage, user.id, bytes, UPLOAD_RULES.logo);
      return reply.status(201).send({ objectId });
    },
  );

  app.get(
    '/api/objects/:objectId',
    {
      schema: {
        operationId: 'getObject',
        summary: 'The bytes of an uploaded image',
        tags: ['objects'],
        security: access.anyoneOrSignedIn,
        params: z.object({ objectId: idParam }),
        querystring: z.object({ variant: z.enum(VARIANTS).default('original') }),
        description:
          'The image bytes (`variant`: original, web = 1600 px WebP, thumb = 480 px WebP). Logos and company photos are public; other uploads only for their owner. The web rendition is made, by a job, when it is first asked for: until it exists the original is served in its place, not to be cached.',
        response: {
          200: {
            description: 'The image (JPEG, PNG, GIF, WebP or SVG), with an ETag',
            content: { 'image/*': { schema: bytesBody } },
          },
          304: noBody('Not modified: If-None-Match names the current ETag'),
          ...errorResponses(404),
        },
      },
    },
    async (request, reply) => {
      const { objectId } = request.params;
      const { variant } = request.query;
      const object = await findReadableObject(app.db, objectId, request.user?.id ?? null);
      const stored = object && (await readObjectBytes(app.storage, object, variant));
      if (!object || !stored) throw notFound('Image not found');
      const standIn = stored.variant !== variant;
      if (standIn) {
        await app.jobs.enqueue(
          'render.web-rendition',
          { objectId },
          { singletonKey: String(objectId), singletonSeconds: RENDER_AGAIN_SECONDS },
        );
      }
      const etag = `"${object.id}-${stored.variant}"`;
      const scope = object.isPublic ? 'public' : 'private';
      reply
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', OBJECT_CSP)
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header(
          'Cache-Control',
          standIn
            ? `${scope}, no-cache`
            : object.isPublic
              ? 'public, max-age=31536000, immutable'
              : 'private, max-age=3600',
        );
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type(stored.contentType).send(stored.bytes);
    },
  );
};
