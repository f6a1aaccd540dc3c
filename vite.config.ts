import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
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

export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: isSsrBuild ? false : '../../public',
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompress()],
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
