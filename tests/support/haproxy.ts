import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findFreePort } from '@/server/db/free-port';
import { until } from './waiting';

/** The answer header naming the node that served it (or that the proxy gave up on). */
export const SERVED_BY_HEADER = 'x-served-by';
/** A client's own id for a request: the proxy logs it with the node it went to and how it ended. */
export const TRACE_HEADER = 'x-trace-id';

/** One request in the proxy's log. */
export interface ProxiedRequest {
  /** The node it was sent to last ('<NOSRV>' when none). */
  node: string;
  /** HAProxy's termination state, e.g. '--' (normal), 'SH' (the server aborted before answering). */
  termination: string;
  status: number;
}

/**
 * The node had the request and went away before finishing its answer: the session was aborted
 * by the server ('S') while waiting for its response headers ('H') or during its data ('D').
 * Not 'SC' (connection refused: the node never had it, and it was retried elsewhere).
 */
export const cutByNode = (request: ProxiedRequest) => /^S[HD]$/.test(request.termination);

export interface ProxyNode {
  /** The server's name in the proxy: what SERVED_BY_HEADER says. */
  name: string;
  port: number;
}

export interface Proxy {
  url: string;
  /** Ends HAProxy and deletes its configuration. */
  stop(): Promise<void>;
  /** What HAProxy printed (warnings, alerts), for failure messages. */
  output(): string;
  /** A request by its TRACE_HEADER, once the proxy has logged it (when it ended). */
  traced(traceId: string): ProxiedRequest | undefined;
}

const LOG_PREFIX = 'request';
const BINARY = ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy'].find((file) => existsSync(file));
/** Whether HAProxy is here (CI installs it; a test needing it is skipped, saying so, without). */
export const haproxyInstalled = BINARY !== undefined;

/**
 * The settings a deployment behind HAProxy would have (docs/deploy.md), for nodes on loopback.
 * The timings are shorter than production's only where the test waits on them: the health checks.
 */
export function haproxyConfig(port: number, nodes: ProxyNode[]): string {
  return `
global
  maxconn 4096
  log stdout format raw local0

defaults
  mode http
  # The client's address for the app (TRUST_PROXY), appended to any X-Forwarded-For it sent.
  option forwardfor
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout http-request 10s
  timeout http-keep-alive 10s
  # An upgraded WebSocket is a tunnel: it stays open without traffic this long.
  timeout tunnel 1h
  timeout client-fin 5s
  log global
  # One line per request: the client's trace id, the node, how it ended, the status.
  log-format "${LOG_PREFIX} %[capture.req.hdr(0)] %s %ts %ST"

frontend www
  bind 127.0.0.1:${port}
  http-request capture req.hdr(${TRACE_HEADER}) len 64
  default_backend app

backend app
  balance roundrobin
  # A node that stops answering its liveness check takes no new requests or sockets.
  option httpchk GET /api/health
  http-check expect status 200
  default-server check inter 1s fall 2 rise 2
  # A request that found no listening node (refused connection) goes to another one.
  retries 2
  option redispatch 1
  # A request the node dropped without answering is replayed elsewhere only when replaying is
  # harmless: GET and HEAD (this includes a WebSocket upgrade). A POST cut that way answers 502:
  # it may have been committed, and the client decides (docs/decisions/038).
  retry-on conn-failure empty-response
  http-request disable-l7-retry unless METH_GET
  # Which node answered, for the failover test (a deployment may leave this out).
  http-after-response set-header X-Served-By %[srv_name]
${nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port}`).join('\n')}
`;
}

/** HAProxy in the foreground on a free loopback port; resolves once it forwards to a healthy node. */
export async function startHaproxy(nodes: ProxyNode[]): Promise<Proxy> {
  if (!BINARY) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const dir = await mkdtemp(path.join(tmpdir(), 'quotelocal-haproxy-'));
  const port = await findFreePort();
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, haproxyConfig(port, nodes));
  await checkConfig(BINARY, ['-c', '-q', '-f', file]);

  const child = spawn(BINARY, ['-db', '-f', file], { stdio: ['ignore', 'pipe', 'pipe'] });
  let printed = '';
  const traced = new Map<string, ProxiedRequest>();
  let partial = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (partial + chunk.toString()).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const [prefix, traceId, node, termination, status] = line.split(' ');
      if (prefix !== LOG_PREFIX || !traceId || traceId === '-') continue;
      traced.set(traceId, { node: node!, termination: termination!, status: Number(status) });
    }
  });
  child.stderr.on('data', (chunk: Buffer) => {
    printed = (printed + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    await until(async () => {
      if (child.exitCode !== null) throw new Error(`HAProxy exited:\n${printed}`);
      const answer = await fetch(`${url}/api/health`).catch(() => undefined);
      return answer?.status === 200;
    }, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, stop, output: () => printed, traced: (traceId) => traced.get(traceId) };
}

/** Runs HAProxy's configuration check: a mistake fails with HAProxy's own message. */
function checkConfig(binary: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let printed = '';
    child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`haproxy ${args.join(' ')}:\n${printed}`)),
    );
  });
}
