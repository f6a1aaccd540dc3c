// Bundles the server (src/server/main.ts and what it imports) into dist/app/main.js, which
// production runs with plain `node`: no TypeScript loader at run time. Part of `npm run build`.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist/app');

await rm(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: ['src/server/main.ts'],
  outdir,
  bundle: true,
  // Packages load from node_modules as they are (native addons, files they read beside them).
  packages: 'external',
  platform: 'node',
  format: 'esm',
  // The oldest Node the suite still runs on in CI (engines names the supported lines, 24 and 26).
  target: 'node20',
  // tsconfig.json's `paths` give the `@/` alias.
  tsconfig: 'tsconfig.json',
  sourcemap: true,
  logLevel: 'warning',
});
console.log('server bundle: dist/app/main.js');
