import { builtinModules } from 'node:module';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '@/server/db/client';
import { buildFreshness } from '../../scripts/build-freshness.mjs';
import { startAppProcess, type AppProcess } from '../support/app-process';
import { createCompany } from '../support/factories';
import { createAppSandbox, type AppSandbox } from '../support/test-app';
import { until } from '../support/waiting';

describe('the compiled server (node dist/app/main.js, as production runs it)', () => {
  let sandbox: AppSandbox | undefined;
  let app: AppProcess | undefined;

  // On start it reads every migration (the bundle finds them from the project root), applied or not.
  beforeAll(async () => {
    sandbox = await createAppSandbox('compiled');
    app = await startAppProcess(sandbox);
  });
  afterAll(async () => {
    await app?.stop();
    await sandbox?.dispose();
  });

  it('says how long it took to start, and answers', async () => {
    // Printed right after the line startAppProcess waits for.
    await until(() => /^Started in \d+ ms$/m.test(app!.output()));
    const health = await fetch(`${app!.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
  });

  it('renders public pages with the built renderer', async () => {
    const handle = connectDatabase(sandbox!.databaseUrl, { max: 1 });
    const company = await createCompany(handle.db, { name: 'Bundled Plumbing' });
    await handle.close();

    const page = await fetch(`${app!.url}/companies/${company.id}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(await page.text()).toMatch(/<h1[^>]*>Bundled Plumbing<\/h1>/);
  });
});

describe('a production install (npm ci --omit=dev)', () => {
  /** The packages the built server and page renderer import at run time, by their names. */
  async function packagesImportedBy(folders: string[]): Promise<Set<string>> {
    const names = new Set<string>();
    // `from "x"`, `import "x"`, `import("x")`, `require("x")`, where x is a package's name.
    const specifier =
      /\b(?:from|import|require)\s*\(?\s*["']((?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*|node:[\w/]+)(?:\/[\w./-]*)?["']/g;
    for (const folder of folders) {
      const entries = await readdir(folder, { recursive: true, withFileTypes: true });
      for (const entry of entries.filter((e) => e.isFile() && /\.m?js$/.test(e.name))) {
        const code = await readFile(path.join(entry.parentPath, entry.name), 'utf8');
        for (const [, name] of code.matchAll(specifier)) {
          const bare = name!.startsWith('@')
            ? name!.split('/').slice(0, 2).join('/')
            : name!.split('/')[0]!;
          if (!bare.startsWith('node:') && !builtinModules.includes(bare)) names.add(bare);
        }
      }
    }
    return names;
  }

  it('has every package the server loads at run time (the page renderer too) among the dependencies', async () => {
    const manifest = JSON.parse(await readFile('package.json', 'utf8')) as {
      dependencies: Record<string, string>;
    };
    const imported = await packagesImportedBy(['dist/app', 'dist/server']);
    // The renderer's React and router are the proof the scan reads the renderer's imports.
    expect(imported).toContain('react-dom');
    expect(imported).toContain('wouter');
    const missing = [...imported].filter((name) => !(name in manifest.dependencies)).sort();
    expect(missing).toEqual([]);
  });
});

describe("npm start's build check (scripts/build-freshness.mjs)", () => {
  const outputs = ['dist/client/index.html', 'dist/server/entry-server.js', 'dist/app/main.js'];
  const sources = [
    'package.json',
    'package-lock.json',
    'src/client/index.html',
    'src/server/app.ts',
  ];
  const anHourAgo = new Date(Date.now() - 3_600_000);
  const now = new Date();
  let root: string;

  /** Writes the file in the scratch project, last modified at `when`. */
  async function write(file: string, when: Date): Promise<void> {
    const full = path.join(root, file);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, '');
    await utimes(full, when, when);
  }
  const writeAll = (files: string[], when: Date) => Promise.all(files.map((f) => write(f, when)));

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'quotelocal-freshness-'));
  });
  afterEach(async () => rm(root, { recursive: true, force: true }));

  it('builds when there is no build', async () => {
    await writeAll(sources, anHourAgo);
    expect(await buildFreshness(root)).toEqual({
      needed: true,
      reason: 'dist/client/index.html is missing',
    });
  });

  it('builds when a build predates the server bundle', async () => {
    await writeAll(sources, anHourAgo);
    await writeAll(outputs.slice(0, 2), now);
    expect(await buildFreshness(root)).toEqual({
      needed: true,
      reason: 'dist/app/main.js is missing',
    });
  });

  it('builds when a source changed after the build', async () => {
    await writeAll(sources, anHourAgo);
    await writeAll(outputs, anHourAgo);
    await write('src/server/platform/health.ts', now);
    expect(await buildFreshness(root)).toEqual({
      needed: true,
      reason: 'src/server/platform/health.ts changed after the build',
    });
  });

  it('reuses a build newer than every source (tests are not built)', async () => {
    await writeAll(sources, anHourAgo);
    await writeAll(outputs, now);
    await write('src/server/config.test.ts', new Date(now.getTime() + 60_000));
    expect(await buildFreshness(root)).toEqual({
      needed: false,
      reason: 'no source changed after the build',
    });
  });
});
