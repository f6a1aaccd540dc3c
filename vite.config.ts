import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';

const apiPort = process.env.PORT ?? '5000';
const outDir = fileURLToPath(new URL('dist/client', import.meta.url));
/** The page renderer the server loads (src/client/entry-server.tsx), built by `vite build --ssr`. */
const serverOutDir = fileURLToPath(new URL('dist/server', import.meta.url));

/** Brotli and gzip copies of every text file of the build, served as they are by the server. */
function precompress(): Plugin {
  return {
    name: 'quotelocal-precompress',
    apply: 'build',
    async closeBundle() {
      const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of entries) {
        if (!entry.isFile() || !/\.(js|css|html|svg|json)$/.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        await writeFile(`${file}.br`, brotliCompressSync(content));
        await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

/**
 * The service worker (src/client/service-worker.ts) built as `/sw.js` beside the app, with what it
 * precaches: the offline page and the entry's script chunks and styles, by their hashed names.
 * Its cache is named after them, so each build that changes the shell installs a new one
 * (docs/decisions/054).
 */
function serviceWorker(): Plugin {
  const source = fileURLToPath(new URL('src/client/service-worker.ts', import.meta.url));
  const offlinePage = fileURLToPath(new URL('public/offline.html', import.meta.url));
  return {
    name: 'quotelocal-service-worker',
    apply: 'build',
    buildStart() {
      this.emitFile({ type: 'chunk', id: source, fileName: 'sw.js' });
    },
    async generateBundle(_options, bundle) {
      const worker = bundle['sw.js'];
      if (worker?.type !== 'chunk') throw new Error('the service worker was not built');
      const shell = new Set<string>();
      const add = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || shell.has(`/${fileName}`)) return;
        shell.add(`/${fileName}`);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(`/${css}`);
        chunk.imports.forEach(add);
      };
      for (const chunk of Object.values(bundle)) {
        if (chunk.type === 'chunk' && chunk.isEntry && chunk !== worker) add(chunk.fileName);
      }
      const precache = ['/offline.html', ...[...shell].sort()];
      const version = createHash('sha256')
        .update(JSON.stringify(precache))
        .update(await readFile(offlinePage))
        .digest('hex')
        .slice(0, 12);
      worker.code = worker.code
        .replaceAll('__SW_PRECACHE__', JSON.stringify(precache))
        .replaceAll('__SW_VERSION__', JSON.stringify(version));
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), serviceWorker(), precompress()],
  // In the browser zod is configured before any schema exists (see src/client/lib/zod.ts).
  resolve: {
    alias: [
      { find: /^@\//, replacement: fileURLToPath(new URL('src/', import.meta.url)) },
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('src/client/lib/zod.ts', import.meta.url)),
      },
    ],
  },
  build: isSsrBuild
    ? { outDir: serverOutDir, emptyOutDir: true }
    : { outDir, emptyOutDir: true, manifest: true },
  server: {
    port: 5173,
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/ws': { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
}));
