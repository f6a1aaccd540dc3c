import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorResponseSchema, type ErrorResponse } from '@/contract/common';
import { isDatabaseUnavailable, unavailableReason } from '@/server/db/unavailable';

/** The error answers of a route that checks input, the caller, the row and its state. */
export const ROW_ROUTE_ERRORS = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

/** An error whose message is meant for the caller: thrown by services, answered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, message, fields);
export const unauthorized = (message = 'Authentication required') => new HttpError(401, message);
export const forbidden = (message = 'Forbidden') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);

export function errorBody(message: string, fields?: Record<string, string>): ErrorResponse {
  return fields ? { error: message, message, fields } : { error: message, message };
}

/** What a 5xx says: nothing about why, only that it is ours and worth another try. */
export const SERVER_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/** Seconds a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const RETRY_AFTER_SECONDS = 5;

/** 503 with `Retry-After`: a passing outage (the database restarting), not a fault of the request. */
export function sendServiceUnavailable(reply: FastifyReply, message = SERVER_ERROR_MESSAGE) {
  return reply
    .status(503)
    .header('Retry-After', String(RETRY_AFTER_SECONDS))
    .send(errorBody(message));
}

/** Validation failures become 400s carrying the schema's (the spec's) message; a 5xx never leaks internals. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = error.validation[0]?.message ?? 'Invalid request';
      return reply.status(400).send(errorBody(first, fields));
    }
    if (error instanceof HttpError) {
      if (error.statusCode === 503) return sendServiceUnavailable(reply, error.message);
      return reply.status(error.statusCode).send(errorBody(error.message, error.fields));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(errorBody(clientErrorMessage(error)));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ reason: unavailableReason(error) }, 'database unavailable: answered 503');
      return sendServiceUnavailable(reply);
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(SERVER_ERROR_MESSAGE));
  });
}

/** Fastify's own 4xx messages are safe to show, but some name internals: keep them short and plain. */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'Request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'Invalid JSON body';
    default:
      return error.statusCode === 429 ? error.message : error.message || 'Bad request';
  }
}
