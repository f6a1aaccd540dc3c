import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponseSchema } from '@/contract/common';
import { SESSION_COOKIE } from './session';

/*
 * What the API document (`/api/openapi.json`) says beyond the route schemas: who may call each
 * operation, and the error answers every route shares. `npm run lint:openapi` checks the result.
 */

/** The document's name for the session cookie's security scheme. */
const SESSION_SCHEME = 'sessionCookie';

export const securitySchemes = {
  [SESSION_SCHEME]: {
    type: 'apiKey' as const,
    in: 'cookie',
    name: SESSION_COOKIE,
    description:
      'The session cookie that signing up (POST /api/auth/signup) or logging in (POST /api/auth/login) sets; HttpOnly.',
  },
};

/**
 * Who may call an operation: its `security`. Every route's schema names one.
 * - `anyone`: no session is needed or read;
 * - `signedIn`: a signed-in user's session cookie; without one the answer is 401;
 * - `anyoneOrSignedIn`: works without a session, and with one the answer depends on who is signed
 *   in (a favourites filter, one's own private images, whether one may rate).
 */
export const access: Record<
  'anyone' | 'signedIn' | 'anyoneOrSignedIn',
  ReadonlyArray<Record<string, readonly string[]>>
> = {
  anyone: [],
  signedIn: [{ [SESSION_SCHEME]: [] }],
  anyoneOrSignedIn: [{}, { [SESSION_SCHEME]: [] }],
};

const ERROR_MEANINGS = {
  400: 'The request is invalid: `message` says why, `fields` names the inputs at fault.',
  401: 'Not signed in: no valid session cookie.',
  403: 'Not allowed for this user (or a request sent by another site).',
  404: 'Not found, or not visible to this user.',
  409: 'Not possible in the current state (for example a quote that is no longer a draft).',
  413: 'The body or the file is too large.',
  415: "The body's content type is not accepted.",
  422: 'Understood, but cannot be done now (for example no business to match a request with).',
  429: 'Too many requests: try again later.',
};
export type ErrorStatus = keyof typeof ERROR_MEANINGS;

const describedErrors = Object.fromEntries(
  Object.entries(ERROR_MEANINGS).map(([status, meaning]) => [
    status,
    errorResponseSchema.describe(meaning),
  ]),
) as Record<string, typeof errorResponseSchema>;

/** Error answers for a route's `response`: `{ 200: thing, ...errorResponses(404, 409) }`. */
export function errorResponses<S extends ErrorStatus>(
  ...statuses: S[]
): Record<S, typeof errorResponseSchema> {
  return Object.fromEntries(statuses.map((s) => [s, describedErrors[s]])) as Record<
    S,
    typeof errorResponseSchema
  >;
}

/** An answer without a body (a redirect, 304): `type: 'null'` makes @fastify/swagger document no content. */
export const noBody = (description: string) => z.undefined().meta({ description, type: 'null' });

/** A body of raw bytes: a Buffer, which Fastify sends as it is (it is never serialized). */
export const bytesBody = z.instanceof(Buffer).meta({ type: 'string', format: 'binary' });

/** A body of raw bytes written as they are made: a Readable, which Fastify pipes as it is. */
export const streamedBody = z.instanceof(Readable).meta({ type: 'string', format: 'binary' });

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Adds to each documented route the error answers that come from the platform rather than from
 * its handler, so that no route repeats them and a new route cannot forget them:
 * - 400 everywhere: the schemas check params, query and body, and the input guard refuses a NUL in
 *   any path or query (platform/input-guard.ts);
 * - 401 where the operation needs a session (`access.signedIn`: the handler's requireUser);
 * - 403, 413 and 415 on state-changing methods: the origin check (platform/origin-check.ts), the
 *   1 MB body limit and the body parsers;
 * - 429 where the route has a rate limit.
 * Routes declare what their handlers add (403 for another user's row, 404, 409 ...). Every error
 * answer is documented with its meaning. Must be added before the routes are registered.
 */
export function documentPlatformErrors(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema;
    if (!schema || schema.hide) return;
    const statuses: ErrorStatus[] = [400];
    if (schema.security?.length && schema.security.every((r) => SESSION_SCHEME in r)) {
      statuses.push(401);
    }
    if ([route.method].flat().some((method) => STATE_CHANGING.has(method))) {
      statuses.push(403, 413, 415);
    }
    if (route.config?.rateLimit) statuses.push(429);

    const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
    for (const status of statuses) response[status] ??= describedErrors[status];
    // The routes' own plain `errorResponseSchema` answers get their meaning too.
    for (const [status, answer] of Object.entries(response)) {
      if (answer === errorResponseSchema && describedErrors[status]) {
        response[status] = describedErrors[status];
      }
    }
    route.schema = { ...schema, response };
  });
}
