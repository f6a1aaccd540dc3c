// Whether the build (`npm run build`) is older than what it is made from: `npm start` builds only then.
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** What `npm run build` writes, one file per step; the oldest of them dates the build. */
const OUTPUTS = ['dist/client/index.html', 'dist/server/entry-server.js', 'dist/app/main.js'];

/** What the build is made from: files, and folders (every file in them). */
const INPUTS = [
  'src',
  'public',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
  'scripts/build-server.mjs',
];

/** Tests live beside the sources but are not built. */
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file);

/**
 * Whether the project in `root` needs a build: when an output is missing, or when a source changed
 * after the oldest output was written.
 * @param {string} root
 * @returns {Promise<{ needed: boolean, reason: string }>}
 */
export async function buildFreshness(root) {
  let builtAt = Infinity;
  for (const output of OUTPUTS) {
    const built = await stat(path.join(root, output)).catch(() => null);
    if (!built) return { needed: true, reason: `${output} is missing` };
    builtAt = Math.min(builtAt, built.mtimeMs);
  }
  for (const input of INPUTS) {
    for (const file of await filesIn(path.join(root, input))) {
      if (isTest(file)) continue;
      if ((await stat(file)).mtimeMs > builtAt) {
        return { needed: true, reason: `${path.relative(root, file)} changed after the build` };
      }
    }
  }
  return { needed: false, reason: 'no source changed after the build' };
}

/** The file itself, every file under a folder, or nothing when it does not exist. */
async function filesIn(file) {
  const info = await stat(file).catch(() => null);
  if (!info) return [];
  if (!info.isDirectory()) return [file];
  const entries = await readdir(file, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
