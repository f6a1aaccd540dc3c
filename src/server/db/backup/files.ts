import type { Stats } from 'node:fs';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import type { ArchiveEntry, ArchiveWriter } from './entries';

export interface WalkedPath {
  /** Relative to the walked folder, with `/` separators. */
  relative: string;
  full: string;
  stats: Stats;
}

/**
 * Every folder and file under `root`, parents first. `skip` leaves a path out (a folder with
 * everything in it); paths that vanish while walking (a live cluster drops files) are left out.
 */
export async function* walk(
  root: string,
  skip: (relative: string, stats: Stats) => boolean = () => false,
  relative = '',
): AsyncGenerator<WalkedPath> {
  const names = await fs
    .readdir(path.join(root, relative))
    .catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
  for (const name of names.sort()) {
    const rel = relative ? `${relative}/${name}` : name;
    const full = path.join(root, rel);
    const stats = await fs.lstat(full).catch(() => undefined);
    if (!stats || skip(rel, stats)) continue;
    yield { relative: rel, full, stats };
    if (stats.isDirectory()) yield* walk(root, skip, rel);
  }
}

export interface Copied {
  files: number;
  bytes: number;
}

/** Writes the folder's contents into the archive under `prefix/`. */
export async function archiveFolder(
  writer: ArchiveWriter,
  root: string,
  prefix: string,
  skip?: (relative: string, stats: Stats) => boolean,
): Promise<Copied> {
  const copied = { files: 0, bytes: 0 };
  for await (const { relative, full, stats } of walk(root, skip)) {
    const name = `${prefix}/${relative}`;
    if (stats.isDirectory()) await writer.directory(name, stats.mode);
    else if (stats.isFile() && (await writer.file(name, full, stats.size, stats.mode))) {
      copied.files += 1;
      copied.bytes += stats.size;
    }
  }
  return copied;
}

/** Whether the folder holds any file (at any depth). */
export async function holdsFiles(root: string): Promise<boolean> {
  for await (const { stats } of walk(root)) if (!stats.isDirectory()) return true;
  return false;
}

/** Writes an archive entry below `root`, refusing names that would land outside it. */
export async function extractEntry(
  entry: ArchiveEntry,
  root: string,
  relative: string,
): Promise<void> {
  const target = path.resolve(root, relative);
  if (target !== root && !target.startsWith(root + path.sep)) {
    throw new Error(`refusing the archive entry ${entry.name}: it points outside ${root}`);
  }
  if (entry.type === 'directory') {
    await fs.mkdir(target, { recursive: true, mode: entry.mode & 0o777 });
    return;
  }
  await fs.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
  await pipeline(
    Readable.from(entry.content()),
    createWriteStream(target, { flags: 'wx', mode: entry.mode & 0o777 }),
  );
}

export const formatBytes = (bytes: number): string => {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${units[unit]}`;
};
