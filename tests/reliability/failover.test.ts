import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { haproxyInstalled, startHaproxy, type Proxy } from '../support/haproxy';
import { createAppSandbox, type AppSandbox } from '../support/test-app';
import { formatReport, Simulation } from './simulation';

/** The browser client's wait before it reopens a dropped socket (src/client/data/realtime.tsx). */
const CLIENT_RECONNECT_MS = 3000;

let sandbox: AppSandbox;
const nodes: AppProcess[] = [];
let proxy: Proxy | undefined;

if (!haproxyInstalled) console.warn('failover.test.ts skipped: HAProxy is not installed');

beforeAll(async () => {
  if (!haproxyInstalled) return;
  sandbox = await createAppSandbox('failover');
  // Two nodes on one database and one objects folder, trusting the proxy's X-Forwarded-For so
  // that the per-client rate limits see each simulated person, not the proxy.
  const started = await Promise.allSettled(
    [1, 2].map(() => startAppProcess({ ...sandbox, env: { TRUST_PROXY: '127.0.0.1' } })),
  );
  for (const node of started) if (node.status === 'fulfilled') nodes.push(node.value);
  for (const node of started) if (node.status === 'rejected') throw node.reason;
  proxy = await startHaproxy(nodes.map((node, i) => ({ name: `node${i + 1}`, port: node.port })));
}, 60_000);

afterAll(async () => {
  await proxy?.stop();
  await Promise.all(nodes.map((node) => node.stop()));
  await sandbox?.dispose();
});

describe.skipIf(!haproxyInstalled)('two nodes behind HAProxy, one killed with SIGKILL', () => {
  it('loses no acknowledged write, fails only what the dead node held, and its sockets come back within 5 s', async () => {
    const simulation = await Simulation.start({
      url: proxy!.url,
      databaseUrl: sandbox.databaseUrl,
      users: 60,
      thinkMs: 30,
      reconnectMs: CLIENT_RECONNECT_MS,
      proxyLog: (traceId) => proxy!.traced(traceId),
    });
    // Everybody in, with a socket (on either node), and quotes going through.
    await simulation.underLoad(40, 20_000);
    const [killed] = nodes;
    await simulation.killNode('node1', async () => void (await killed!.stop('SIGKILL')));
    // Until every dropped socket has waited as the browser does and come back, and the load went on.
    await simulation.recovered(20, 20_000);
    const report = await simulation.stop();
    console.log(formatReport(report));

    const loss = report.nodeLoss!;
    // The kill happened under load: sockets were open on the node and it served requests after it.
    expect(loss.socketsOpen).toBeGreaterThan(0);
    expect(report.actions.find((a) => a.action === 'submit quote')!.count).toBeGreaterThan(20);
    // No failure but the requests the node held when it died (as the proxy's log shows).
    expect(report.errors).toEqual([]);
    expect(report.refused).toHaveLength(loss.cutInFlight);
    // Every socket open on it was dropped by the kill, unless a sign-in had just ended it (the
    // app's close, which opens a new one at once). Every socket it dropped (those open on it, and
    // any a reconnect opened on it in the moment before the kill took effect) reconnected through
    // the proxy within 5 s of the drop.
    expect(loss.socketsDropped + loss.socketsSignedOut).toBeGreaterThanOrEqual(loss.socketsOpen);
    expect(report.reconnectMs).toHaveLength(loss.socketsDropped);
    expect(Math.max(...report.reconnectMs)).toBeLessThan(5000);
    // Every acknowledged write and message is in the database and was delivered.
    expect(report.messages.lost).toEqual([]);
    expect(report.problems).toEqual([]);
  }, 60_000);
});
