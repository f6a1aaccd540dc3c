import {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { REQUEST_ID_HEADER, requestIdFor, runInRequest } from './request-context';

type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/**
 * The app's logger: credentials never reach a log line. Cookies and authorization headers are
 * redacted, and so is the token in a logged address (the e-mail verification link and the reset
 * token check carry one in their query string).
 */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): LoggerOptions {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutSecrets(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

/**
 * Fastify's request log lines: its two per request (incoming, completed) become one, written
 * after the response: the route pattern (never the address: it may carry an e-mail or a token),
 * method, status and duration, beside `requestId` (on every line a request logs).
 */
class RequestLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      route: request.routeOptions.url ?? 'unmatched',
      method: request.method,
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request');
  }
}

/**
 * The request id is the caller's x-request-id when sane (a proxy's: one request followed across
 * both logs), else a new one; one log line per request. A new controller per app.
 */
export function requestLogOptions() {
  return {
    genReqId: requestIdFor,
    requestIdHeader: false,
    logController: new RequestLogController({ requestIdLogLabel: 'requestId' }),
  } satisfies FastifyServerOptions;
}

/**
 * The request id goes back in x-request-id, and the handler runs in the request's context, so
 * the jobs it enqueues carry the id (platform/jobs.ts).
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  // From preValidation on: the body is read by then, and the handler continues from here.
  app.addHook('preValidation', (request, _reply, done) => runInRequest(request.id, done));
}

export function withoutSecrets(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');
}
