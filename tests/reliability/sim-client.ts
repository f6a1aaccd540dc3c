import http from 'node:http';
import WebSocket from 'ws';
import { SERVED_BY_HEADER, TRACE_HEADER } from '../support/haproxy';
import { sessionCookieIn } from '../support/session-cookie';
import { socketUrl } from '../support/sockets';
import type { multipart } from '../support/files';
import type { Metrics } from './metrics';

export type Body = { json: unknown } | { multipart: ReturnType<typeof multipart> };

/** A request or socket handshake still unanswered after this long has failed. */
const TIMEOUT_MS = 30_000;

interface Answer {
  status: number;
  text: string;
  json: boolean;
}

/** A request that did not get the status the simulated user expected, or no answer at all. */
export class RequestFailed extends Error {}

/**
 * One simulated browser: its own loopback address (127.x.y.z, so per-IP rate limits see one
 * visitor per simulated user as they would in production), its own session cookie and keep-alive
 * connections, and the Origin a page of the app sends. Every request is timed under an action
 * name; an unexpected status or a network error is recorded and thrown as RequestFailed.
 */
export class SimClient {
  private cookie: string | undefined;
  private sent = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

  constructor(
    private readonly baseUrl: string,
    readonly address: string,
    private readonly metrics: Metrics,
  ) {}

  async request<T = unknown>(
    action: string,
    method: string,
    path: string,
    expected: number | readonly number[],
    body?: Body,
  ): Promise<T> {
    const started = performance.now();
    const context = { sentAt: this.metrics.now(), traceId: this.traceId() };
    let answer: Answer;
    try {
      answer = await this.send(method, path, body, context.traceId);
    } catch (error) {
      const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
      this.metrics.fail(action, `${method} ${path}: ${reason}`, context);
      throw new RequestFailed(`${action}: ${reason}`);
    }
    if (!(typeof expected === 'number' ? [expected] : expected).includes(answer.status)) {
      const detail = `${method} ${path}: ${answer.status} ${answer.text.slice(0, 300)}`;
      this.metrics.fail(action, detail, context);
      throw new RequestFailed(`${action}: ${answer.status}`);
    }
    this.metrics.record(action, performance.now() - started);
    return (answer.json ? JSON.parse(answer.text) : answer.text) as T;
  }

  /** Opens /ws with this browser's session cookie; `traceId` marks the handshake (traceId()). */
  socket(traceId: string): WebSocket {
    return new WebSocket(socketUrl(this.baseUrl), {
      origin: this.baseUrl,
      headers: { [TRACE_HEADER]: traceId, ...(this.cookie ? { cookie: this.cookie } : {}) },
      localAddress: this.address,
      handshakeTimeout: TIMEOUT_MS,
    });
  }

  /** A new id for a request or handshake, unique in the run: this browser's address and a count. */
  traceId(): string {
    return `${this.address}-${++this.sent}`;
  }

  close(): void {
    this.agent.destroy();
  }

  private send(
    method: string,
    path: string,
    body: Body | undefined,
    traceId: string,
  ): Promise<Answer> {
    const headers: Record<string, string> = { [TRACE_HEADER]: traceId };
    let payload: Buffer | undefined;
    if (body && 'json' in body) {
      payload = Buffer.from(JSON.stringify(body.json));
      headers['content-type'] = 'application/json';
    } else if (body) {
      payload = body.multipart.payload;
      Object.assign(headers, body.multipart.headers);
    }
    if (method !== 'GET') headers.origin = this.baseUrl;
    if (this.cookie) headers.cookie = this.cookie;
    return new Promise((resolve, reject) => {
      const request = http.request(
        `${this.baseUrl}${path}`,
        { method, headers, agent: this.agent, localAddress: this.address, timeout: TIMEOUT_MS },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            this.keepCookie(response.headers['set-cookie']);
            resolve({
              status: response.statusCode!,
              text: Buffer.concat(chunks).toString(),
              json: response.headers['content-type']?.startsWith('application/json') ?? false,
            });
          });
        },
      );
      request.on('error', reject);
      request.on('timeout', () => request.destroy(new Error('no answer in time')));
      request.end(payload);
    });
  }

  private keepCookie(setCookie: string[] | undefined): void {
    const session = sessionCookieIn(setCookie);
    if (session !== undefined) this.cookie = session || undefined;
  }
}

/** Behind the test's proxy (support/haproxy.ts): the node that answered (a socket's upgrade). */
export function servedBy(headers: http.IncomingHttpHeaders): string | undefined {
  const value = headers[SERVED_BY_HEADER];
  return Array.isArray(value) ? value[0] : value;
}
