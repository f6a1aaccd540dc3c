import WebSocket from 'ws';
import type { RealtimeEvent } from '@/contract/message';
import { socketUrl } from '../../tests/support/sockets';

/**
 * The floor of a user action: the API calls its page makes, straight from Node with the same
 * session cookie (fetch keeps its connections open, as a browser does), bodies read in full.
 */
export class ApiClient {
  constructor(
    readonly baseUrl: string,
    /** `name=value; …` as a browser sends it ('' signed out). */
    readonly cookie: string,
  ) {}

  async send(method: string, path: string, body?: unknown): Promise<Response> {
    const headers: Record<string, string> = this.cookie ? { cookie: this.cookie } : {};
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    return fetch(`${this.baseUrl}${path}`, { method, headers, body: payload ?? null });
  }

  /** The answer's JSON; an error status throws. */
  async json<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await this.send(method, path, body);
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
    return JSON.parse(text) as T;
  }

  /** A GET whose bytes are read and dropped (an image). */
  async bytes(path: string): Promise<void> {
    const response = await this.send('GET', path);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  }
}

/** A user's realtime socket, as the page opens it: waits for the next event that matches. */
export class EventSocket {
  private waiting: Array<{ match: (e: RealtimeEvent) => boolean; resolve: () => void }> = [];

  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as RealtimeEvent;
      this.waiting = this.waiting.filter((w) => (w.match(event) ? (w.resolve(), false) : true));
    });
  }

  static async open(baseUrl: string, cookie: string): Promise<EventSocket> {
    const socket = new WebSocket(socketUrl(baseUrl), { headers: { cookie } });
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new EventSocket(socket);
  }

  /** Resolves on the next event that matches (call it before the action that causes it). */
  next(match: (e: RealtimeEvent) => boolean, ms = 10_000): Promise<void> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no event within ${ms} ms`)), ms);
      this.waiting.push({
        match,
        resolve: () => {
          clearTimeout(timer);
          resolve();
        },
      });
    });
  }

  close(): void {
    this.socket.terminate();
  }
}

/** Milliseconds `work` takes. */
export async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}
