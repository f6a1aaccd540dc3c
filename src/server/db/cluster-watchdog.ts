import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The watchdog, a shell: deaf to the signals a terminal or a service manager sends a process group,
 * it reads its stdin, a pipe from the app, until the pipe ends: when the app has ended, however it
 * ended (SIGKILL too). Then, if the cluster's postmaster.pid still names the server the app
 * started ($2, in $1), it asks that server for a fast shutdown (SIGINT: open transactions roll back,
 * then it exits), which is what `pg_ctl stop -m fast` sends. After the app's own clean stop the
 * file is gone, and it does nothing.
 */
const WATCHDOG = `trap '' INT TERM HUP PIPE
cat >/dev/null
[ "$(head -n 1 "$1/postmaster.pid" 2>/dev/null)" = "$2" ] && kill -INT "$2"
exit 0`;

/**
 * Keeps the embedded PostgreSQL server running in `clusterDir` from outliving the app: it is
 * stopped when the app ends without stopping it (a crash, SIGKILL, the OOM killer). A server left
 * running anyway (the watchdog killed too) is stopped by the next start (embedded.ts).
 */
export async function watchOverCluster(clusterDir: string): Promise<void> {
  // No POSIX shell or signals on Windows: there the next start stops a server left running.
  if (process.platform === 'win32') return;
  const pidFile = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8');
  const pid = pidFile.split('\n', 1)[0]!.trim();
  if (!/^\d+$/.test(pid)) throw new Error(`No server pid in ${clusterDir}/postmaster.pid`);
  const watchdog = spawn('/bin/sh', ['-c', WATCHDOG, 'quotelocal-db-watchdog', clusterDir, pid], {
    // Its own process group: a Ctrl+C or a group kill meant for the app does not reach it.
    detached: true,
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  await new Promise<void>((resolve, reject) => {
    watchdog.once('spawn', resolve);
    watchdog.once('error', reject);
  });
  // Neither the watchdog nor its pipe keeps the app running.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref(): void }).unref();
}
