import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export interface ClientTool {
  path: string;
  major: number;
}

export interface ServerVersion {
  major: number;
  /** As the server says it, e.g. `15.14 (Debian 15.14-0+deb12u1)`. */
  text: string;
}

export async function serverVersion(databaseUrl: string): Promise<ServerVersion> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows } = await client.query<{ num: string; text: string }>(
      "SELECT current_setting('server_version_num') AS num, current_setting('server_version') AS text",
    );
    return { major: Math.floor(Number(rows[0]!.num) / 10_000), text: rows[0]!.text };
  } finally {
    await client.end();
  }
}

/** The folders that may hold PostgreSQL client programs: PATH, then Debian's versioned folders. */
async function candidateFolders(): Promise<string[]> {
  const debian = '/usr/lib/postgresql';
  const versions = await fs.readdir(debian).catch(() => []);
  return [
    ...(process.env.PATH ?? '').split(path.delimiter).filter(Boolean),
    ...versions.map((version) => path.join(debian, version, 'bin')),
  ];
}

/**
 * The newest `tool` (pg_dump or pg_restore) whose major version is at least the server's: an older
 * pg_dump refuses a newer server, and an older pg_restore cannot read a newer pg_dump's archive.
 */
export async function findClientTool(
  tool: 'pg_dump' | 'pg_restore',
  server: ServerVersion,
): Promise<ClientTool> {
  const found: ClientTool[] = [];
  const seenFiles = new Set<string>(); // /bin and /usr/bin are often one folder
  for (const folder of await candidateFolders()) {
    const candidate = path.join(folder, tool);
    const real = await fs.realpath(candidate).catch(() => undefined);
    if (!real || seenFiles.has(real)) continue;
    seenFiles.add(real);
    const { stdout } = await run(candidate, ['--version']).catch(() => ({ stdout: '' }));
    const major = /\(PostgreSQL\)\s+(\d+)/.exec(stdout)?.[1];
    if (major) found.push({ path: candidate, major: Number(major) });
  }
  const fitting = found.filter((t) => t.major >= server.major).sort((a, b) => b.major - a.major);
  if (fitting[0]) return fitting[0];
  const seen = found.map((t) => `${t.major} (${t.path})`).join(', ') || 'none';
  throw new Error(
    `No ${tool} fits the database server, PostgreSQL ${server.text}: ${tool} must be version ` +
      `${server.major} or newer, and this machine has ${seen}. Install the PostgreSQL ` +
      `${server.major} client programs (Debian: postgresql-client-${server.major}) or put their ` +
      'folder first in PATH.',
  );
}

/** The URL without its password, which goes to the tool in PGPASSWORD (not on its command line). */
function connectionArguments(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return {
    url: url.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
  };
}

export async function dumpDatabase(tool: ClientTool, databaseUrl: string, file: string) {
  const { url, env } = connectionArguments(databaseUrl);
  await run(tool.path, ['--format=custom', `--file=${file}`, `--dbname=${url}`], {
    env,
    maxBuffer: 16 * 1024 * 1024,
  });
}

/**
 * earthdistance before 1.2 (PostgreSQL 17 and older) finds its `earth` type through search_path,
 * which pg_restore empties, so restoring the companies table's generated `location` column fails
 * ("type earth does not exist"), and so does the generated `service_box` column, whose earth_box
 * calls gc_to_sec unqualified ("function gc_to_sec(double precision) does not exist"). The target
 * gets the app's extensions first (the dump's own CREATE EXTENSION IF NOT EXISTS then changes
 * nothing) with ll_to_earth and earth_box pinned to `public`.
 */
async function prepareExtensions(databaseUrl: string): Promise<void> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    await client.query(`
      CREATE EXTENSION IF NOT EXISTS cube;
      CREATE EXTENSION IF NOT EXISTS earthdistance;
      ALTER FUNCTION public.ll_to_earth(float8, float8) SET search_path = public;
      ALTER FUNCTION public.earth_box(public.earth, float8) SET search_path = public;`);
  } finally {
    await client.end();
  }
}

/** One transaction: a failed restore leaves the database without tables, as it was. */
export async function restoreDump(tool: ClientTool, databaseUrl: string, file: string) {
  await prepareExtensions(databaseUrl);
  const { url, env } = connectionArguments(databaseUrl);
  await run(
    tool.path,
    [
      '--no-owner',
      '--no-privileges',
      '--exit-on-error',
      '--single-transaction',
      `--dbname=${url}`,
      file,
    ],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
}
