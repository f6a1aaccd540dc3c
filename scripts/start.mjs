// `npm start`: builds when the build is missing or older than the sources, then runs the compiled
// server (dist/app/main.js) with plain node, as production does. Plain JavaScript: nothing to
// compile before it runs.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildFreshness } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');

const { needed, reason } = await buildFreshness(root);
if (needed) {
  console.log(`Building (${reason})`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  console.log(`Reusing the build (${reason})`);
}

// A process of its own, so the start time it prints is the server's alone. Signals pass on to it
// (SIGTERM still shuts it down gracefully), and it ends this process the way it ended.
const server = spawn(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/app/main.js')],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => {
  if (signal) {
    process.removeAllListeners(signal);
    process.kill(process.pid, signal);
  } else {
    process.exit(code ?? 1);
  }
});
