import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  CREDENTIAL_DOCUMENT,
  credentialFieldsSchema,
  credentialListSchema,
  credentialSchema,
  renewCredentialSchema,
} from '@/contract/credential';
import { badRequest } from '@/server/platform/errors';
import { access, bytesBody, errorResponses } from '@/server/platform/openapi';
import { isAdmin, requireUser } from '@/server/platform/session';
import { readUpload } from '../objects';
import {
  addCredential,
  deleteCredential,
  listCredentials,
  readCredentialDocument,
  renewCredential,
} from './credential-service';

const params = z.object({ id: idParam });
const credentialParams = z.object({ id: idParam, credentialId: idParam });
/** A document can never run anything, and a browser must not show it as a page of the site. */
const DOCUMENT_CSP = "default-src 'none'; sandbox";
const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A multipart form's text fields by `schema`: 400 naming each field at fault. */
function parseFields<T extends z.ZodType>(schema: T, fields: unknown): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const named = Object.fromEntries(
    parsed.error.issues.map((issue) => [issue.path.join('.') || 'kind', issue.message]),
  );
  throw badRequest(parsed.error.issues[0]!.message, named);
}

/** A business's own credentials (its owner), and their documents (its owner and admins). */
export const credentialRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/companies/:id/credentials',
    {
      schema: {
        operationId: 'listCompanyCredentials',
        summary: "A business's licences and insurance, any status (its owner)",
        tags: ['credentials'],
        security: access.signedIn,
        params,
        response: { 200: credentialListSchema, ...errorResponses(401, 403, 404) },
      },
    },
    async (request) => ({
      credentials: await listCredentials(app.db, requireUser(request), request.params.id),
    }),
  );

  app.post(
    '/api/companies/:id/credentials',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        operationId: 'addCompanyCredential',
        summary: 'Submit a licence or an insurance policy for verification (its owner)',
        tags: ['credentials'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: the file `document` (a PDF, or a JPG, PNG or WebP image, up to 10 MB) and the text fields of `kind` licence (`trade`, `issuingState`, `licenceNumber`, `expiresOn`) or insurance (`insurer`, `policyType`, `coverageCents`, `expiresOn`). It waits as pending until an admin reviews it.',
        params,
        response: { 201: credentialSchema, ...errorResponses(400, 401, 403, 404, 413) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes, fields } = await readUpload(request, {
        field: 'document',
        ...CREDENTIAL_DOCUMENT,
      });
      const credential = await addCredential(
        app.db,
        app.storage,
        user,
        request.params.id,
        parseFields(credentialFieldsSchema, fields),
        bytes,
      );
      return reply.status(201).send(credential);
    },
  );

  app.post(
    '/api/companies/:id/credentials/:credentialId/renew',
    {
      config: { rateLimit: app.config.rateLimits.upload },
      schema: {
        operationId: 'renewCompanyCredential',
        summary: 'Renew a verified or expired credential with a new document (its owner)',
        tags: ['credentials'],
        security: access.signedIn,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: the file `document` (as when adding one) and the text field `expiresOn`, after the current expiry. The renewal keeps the licence or policy details and waits as pending until an admin reviews it; the old credential keeps its badge until its own expiry. 409 when the credential is not verified or expired, or already has a renewal waiting or verified.',
        params: credentialParams,
        response: { 201: credentialSchema, ...errorResponses(400, 401, 403, 404, 409, 413) },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { bytes, fields } = await readUpload(request, {
        field: 'document',
        ...CREDENTIAL_DOCUMENT,
      });
      const { expiresOn } = parseFields(renewCredentialSchema, fields);
      const { id, credentialId } = request.params;
      const renewal = await renewCredential(
        app.db,
        app.storage,
        user,
        id,
        credentialId,
        expiresOn,
        bytes,
      );
      return reply.status(201).send(renewal);
    },
  );

  app.delete(
    '/api/companies/:id/credentials/:credentialId',
    {
      schema: {
        operationId: 'deleteCompanyCredential',
        summary: 'Delete a credential and its document (its owner)',
        tags: ['credentials'],
        security: access.signedIn,
        params: credentialParams,
        response: { 204: z.null(), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { id, credentialId } = request.params;
      await deleteCredential(app.db, app.storage, requireUser(request), id, credentialId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/companies/:id/credentials/:credentialId/document',
    {
      schema: {
        operationId: 'getCredentialDocument',
        summary: "A credential's document, as a download (the business's owner and admins)",
        tags: ['credentials'],
        security: access.signedIn,
        params: credentialParams,
        description:
          'Always an attachment, sandboxed, never cached by shared caches. To anyone but the owner and admins it does not exist (404).',
        response: {
          200: {
            description: 'The PDF or image',
            content: { 'application/pdf': { schema: bytesBody }, 'image/*': { schema: bytesBody } },
          },
          ...errorResponses(401, 404),
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const { id, credentialId } = request.params;
      const document = await readCredentialDocument(
        app.db,
        app.storage,
        { id: user.id, isAdmin: isAdmin(user, app.config.adminEmails) },
        id,
        credentialId,
      );
      const name = `${document.kind}-${credentialId}.${EXTENSIONS[document.contentType] ?? 'bin'}`;
      return reply
        .header('Content-Disposition', `attachment; filename="${name}"`)
        .header('Content-Security-Policy', DOCUMENT_CSP)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Cache-Control', 'private, no-store')
        .type(document.contentType)
        .send(document.bytes);
    },
  );
};
