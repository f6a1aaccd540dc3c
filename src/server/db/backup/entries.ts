import { once } from 'node:events';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { Header, Pack, Parser, ReadEntry, type HeaderData, type WriteEntry } from 'tar';

/**
 * The backup archive's entries, written and read with the `tar` package: a POSIX ustar file
 * (regular files and folders only), gzip-compressed when its name ends in `.gz` or `.tgz`
 * (reading detects gzip by its magic bytes). Each entry is made here rather than by the package's
 * own file reader because a live cluster's files change while they are copied (see `file`).
 */
const CHUNK = 1024 * 1024;

export interface ArchiveEntry {
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
  /** The entry's bytes; each entry's content must be read (or left) before the next. */
  content: () => AsyncIterable<Buffer>;
}

export class ArchiveWriter {
  private readonly pack: Pack;
  /** Rejects when the archive or its file fails (a full disk); never resolves. */
  private readonly failed: Promise<never>;
  /** What the package writes for the entry last added (its header, data and padding). */
  private written: WriteEntry | undefined;

  private constructor(
    private readonly out: WriteStream,
    gzip: boolean,
  ) {
    this.pack = new Pack({ gzip, onWriteEntry: (entry) => (this.written = entry) });
    this.pack.pipe(out);
    this.failed = new Promise<never>((_, reject) => {
      this.pack.on('error', reject);
      out.on('error', reject);
    });
    this.failed.catch(() => {}); // seen by the write or close that awaits it
  }

  static async create(file: string): Promise<ArchiveWriter> {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await once(out, 'open');
    return new ArchiveWriter(out, /\.t?gz$/.test(file));
  }

  async directory(name: string, mode = 0o700): Promise<void> {
    await this.entry({ path: name.replace(/\/?$/, '/'), type: 'Directory', mode, size: 0 });
  }

  async buffer(name: string, bytes: Buffer, mode = 0o600): Promise<void> {
    await this.entry({ path: name, type: 'File', mode, size: bytes.length }, async (write) => {
      await write(bytes);
    });
  }

  /**
   * The file as it is now. A file that changes while it is read (a live cluster) is cut or padded
   * with zeros to the size it had when listed, as pg_basebackup does: WAL replay repairs it.
   * Returns false when the file was gone before it could be opened.
   */
  async file(name: string, source: string, size: number, mode = 0o600): Promise<boolean> {
    let handle: fs.FileHandle;
    try {
      handle = await fs.open(source, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
      throw error;
    }
    try {
      await this.entry({ path: name, type: 'File', mode, size }, async (write) => {
        let done = 0;
        while (done < size) {
          const chunk = Buffer.alloc(Math.min(CHUNK, size - done));
          const { bytesRead } = await handle.read(chunk, 0, chunk.length, done);
          await write(bytesRead === 0 ? chunk : chunk.subarray(0, bytesRead));
          done += bytesRead === 0 ? chunk.length : bytesRead;
        }
      });
      return true;
    } finally {
      await handle.close();
    }
  }

  /** Writes the end marker and closes the file. */
  async close(): Promise<void> {
    this.pack.end();
    await Promise.race([finished(this.out), this.failed]);
  }

  /** Closes the file without the end marker (the caller deletes it). */
  async abort(): Promise<void> {
    this.pack.unpipe(this.out);
    this.out.destroy();
    await finished(this.out).catch(() => {});
  }

  /** One entry: its header, then exactly `size` bytes from `fill` (the package pads the block). */
  private async entry(
    header: HeaderData,
    fill?: (write: (bytes: Buffer) => Promise<void>) => Promise<void>,
  ): Promise<void> {
    // uid and gid 0 as before (tar(1) reads an empty field as a bad number); mtime is now.
    const entry = new ReadEntry(new Header({ ...header, uid: 0, gid: 0, mtime: new Date() }));
    this.pack.add(entry);
    const written = this.written!;
    await fill?.(async (bytes) => {
      if (!entry.write(bytes)) await Promise.race([once(entry, 'drain'), this.failed]);
    });
    entry.end();
    // One entry at a time: Pack starts an added entry only while it has fewer than `jobs` (4) in
    // hand, so entries added faster than the file takes them (empty files, folders) would wait
    // forever behind each other.
    if (!written.emittedEnd) await Promise.race([once(written, 'end'), this.failed]);
  }
}

/**
 * The archive's entries in order; each entry's content must be read (or left: it is skipped)
 * before the next is asked for. Throws when the archive is damaged or cut short.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry, void> {
  // Our own archives only: a cluster's empty pages compress very well, and there is no
  // decompression bomb to fear from them.
  const parser = new Parser({ strict: true, maxDecompressionRatio: Infinity });
  const input = createReadStream(file);
  const arrived: Array<ReadEntry | 'end'> = [];
  let failure: Error | undefined;
  let sawEndMarker = false;
  let reading: ReadEntry | undefined;
  let wake = () => {};
  const fail = (error: Error) => {
    failure ??= error;
    // A reader inside the entry's content hears it there.
    if (reading && !reading.emittedEnd) reading.emit('error', error);
    wake();
  };
  parser.on('entry', (entry: ReadEntry) => {
    arrived.push(entry);
    wake();
  });
  parser.on('ignoredEntry', (entry: ReadEntry) =>
    fail(new Error(`${file}: ${entry.path} is neither a file nor a folder`)),
  );
  parser.on('eof', () => (sawEndMarker = true));
  parser.on('end', () => {
    arrived.push('end');
    wake();
  });
  parser.on('error', (error: Error) =>
    fail(new Error(`${file} is damaged, or not a tar archive: ${error.message}`)),
  );
  input.on('error', fail);
  input.pipe(parser);
  const throwIfFailed = () => {
    if (failure) throw failure;
  };
  try {
    for (;;) {
      while (arrived.length === 0 && !failure) {
        await new Promise<void>((resolve) => (wake = resolve));
      }
      throwIfFailed();
      const next = arrived.shift()!;
      if (next === 'end') {
        if (sawEndMarker) return;
        throw new Error(
          `${file} is cut short, or not a tar archive: it ends before its end marker`,
        );
      }
      reading = next;
      yield describe(next, file);
      throwIfFailed();
      next.resume(); // what the caller left unread
    }
  } finally {
    input.destroy();
  }
}

function describe(entry: ReadEntry, file: string): ArchiveEntry {
  const name = entry.path.replace(/\/$/, '');
  const type =
    entry.type === 'Directory'
      ? 'directory'
      : entry.type === 'File' || entry.type === 'OldFile' || entry.type === 'ContiguousFile'
        ? 'file'
        : undefined;
  if (!type) throw new Error(`${file}: ${name} is neither a file nor a folder (${entry.type})`);
  return { name, type, mode: entry.mode ?? 0, size: entry.size, content: () => entry };
}
