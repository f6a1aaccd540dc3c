import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import type { Readable, Writable } from 'node:stream';
import { createGunzip, createGzip } from 'node:zlib';

/**
 * A minimal POSIX ustar reader and writer (regular files and folders only), enough for the
 * backup archive: no package in the dependencies writes tar, and the format is 512-byte blocks.
 * A file name ending in `.gz` or `.tgz` is gzip-compressed; reading detects gzip by its magic bytes.
 */
const BLOCK = 512;
const CHUNK = 1024 * 1024;

export interface TarEntry {
  name: string;
  type: 'file' | 'directory';
  mode: number;
  size: number;
}

export class TarWriter {
  /** Bytes of file content written so far (headers and padding left out). */
  contentBytes = 0;

  private constructor(
    private readonly out: Writable,
    private readonly destination: Writable,
  ) {}

  static async create(file: string): Promise<TarWriter> {
    const handle = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    await once(handle, 'open');
    if (!/\.t?gz$/.test(file)) return new TarWriter(handle, handle);
    const gzip = createGzip();
    gzip.pipe(handle);
    return new TarWriter(gzip, handle);
  }

  async directory(name: string, mode = 0o700): Promise<void> {
    await this.write(header({ name: name.replace(/\/?$/, '/'), type: 'directory', mode, size: 0 }));
  }

  async buffer(name: string, bytes: Buffer, mode = 0o600): Promise<void> {
    await this.write(header({ name, type: 'file', mode, size: bytes.length }));
    await this.write(bytes);
    await this.pad(bytes.length);
    this.contentBytes += bytes.length;
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
      await this.write(header({ name, type: 'file', mode, size }));
      let done = 0;
      while (done < size) {
        const chunk = Buffer.alloc(Math.min(CHUNK, size - done));
        const { bytesRead } = await handle.read(chunk, 0, chunk.length, done);
        await this.write(bytesRead === 0 ? chunk : chunk.subarray(0, bytesRead));
        done += bytesRead === 0 ? chunk.length : bytesRead;
      }
      await this.pad(size);
      this.contentBytes += size;
      return true;
    } finally {
      await handle.close();
    }
  }

  async close(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    this.out.end();
    await finished(this.destination);
  }

  /** Closes the file without the end marker (the caller deletes it). */
  async abort(): Promise<void> {
    this.out.end();
    await finished(this.destination).catch(() => {});
  }

  private async pad(size: number): Promise<void> {
    const rest = size % BLOCK;
    if (rest) await this.write(Buffer.alloc(BLOCK - rest));
  }

  private async write(bytes: Buffer): Promise<void> {
    if (!this.out.write(bytes)) await once(this.out, 'drain');
  }
}

export interface TarContent extends TarEntry {
  content: () => AsyncGenerator<Buffer>;
}

/** The archive's entries in order; each entry's content must be read (or skipped) before the next. */
export async function* readTar(file: string): AsyncGenerator<TarContent, void> {
  const input = await openMaybeGzipped(file);
  const reader = new ByteReader(input);
  try {
    for (;;) {
      const block = await reader.take(BLOCK);
      if (!block || block.length < BLOCK) {
        throw new Error(
          `${file} is cut short, or not a tar archive: it ends before its end marker`,
        );
      }
      if (block.every((byte) => byte === 0)) return;
      const entry = parseHeader(block, file);
      let remaining = entry.size;
      const content = async function* () {
        while (remaining > 0) {
          const chunk = await reader.take(Math.min(CHUNK, remaining));
          if (!chunk) throw new Error(`${file} ends inside ${entry.name}`);
          remaining -= chunk.length;
          yield chunk;
        }
      };
      yield { ...entry, content };
      for await (const unread of content()) void unread; // what the caller left unread
      await reader.take((BLOCK - (entry.size % BLOCK)) % BLOCK);
    }
  } finally {
    input.destroy();
  }
}

async function openMaybeGzipped(file: string): Promise<Readable> {
  const handle = await fs.open(file, 'r');
  const magic = Buffer.alloc(2);
  await handle.read(magic, 0, 2, 0);
  await handle.close();
  const raw = createReadStream(file);
  return magic[0] === 0x1f && magic[1] === 0x8b ? raw.pipe(createGunzip()) : raw;
}

/** Exact-size reads from a stream. */
class ByteReader {
  private readonly chunks: AsyncIterator<Buffer>;
  private pending: Buffer = Buffer.alloc(0);

  constructor(stream: Readable) {
    this.chunks = stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  }

  /** Up to `n` bytes (exactly `n` unless the stream ends first), or null at the end. */
  async take(n: number): Promise<Buffer | null> {
    while (this.pending.length < n) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.pending = this.pending.length ? Buffer.concat([this.pending, next.value]) : next.value;
    }
    if (this.pending.length === 0 && n > 0) return null;
    const out = this.pending.subarray(0, n);
    this.pending = this.pending.subarray(out.length);
    return out;
  }
}

function header(entry: TarEntry): Buffer {
  const block = Buffer.alloc(BLOCK);
  const [prefix, name] = splitName(entry.name);
  block.write(name, 0, 100, 'utf8');
  writeOctal(block, entry.mode & 0o7777, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeSize(block, entry.size);
  writeOctal(block, Math.floor(Date.now() / 1000), 136, 12);
  block.write(entry.type === 'directory' ? '5' : '0', 156, 1, 'ascii');
  block.write('ustar\u000000', 257, 8, 'ascii');
  block.write(prefix, 345, 155, 'utf8');
  block.fill(' ', 148, 156);
  writeOctal(block, checksum(block), 148, 7);
  return block;
}

function parseHeader(block: Buffer, file: string): TarEntry {
  const stored = Number.parseInt(text(block, 148, 8).trim(), 8);
  const copy = Buffer.from(block);
  copy.fill(' ', 148, 156);
  if (stored !== checksum(copy) || text(block, 257, 5) !== 'ustar') {
    throw new Error(`${file} is not a tar archive this tool wrote (bad header)`);
  }
  const prefix = text(block, 345, 155);
  const name = (prefix ? `${prefix}/` : '') + text(block, 0, 100);
  const flag = text(block, 156, 1);
  if (flag !== '0' && flag !== '' && flag !== '5') {
    throw new Error(`${file}: ${name} is neither a file nor a folder (type ${flag})`);
  }
  return {
    name: name.replace(/\/$/, ''),
    type: flag === '5' ? 'directory' : 'file',
    mode: Number.parseInt(text(block, 100, 8).trim() || '0', 8),
    size: readSize(block),
  };
}

function splitName(name: string): [string, string] {
  if (Buffer.byteLength(name) <= 100) return ['', name];
  for (let cut = name.indexOf('/'); cut !== -1; cut = name.indexOf('/', cut + 1)) {
    const prefix = name.slice(0, cut);
    const rest = name.slice(cut + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(rest) <= 100) return [prefix, rest];
  }
  throw new Error(`path too long for the archive: ${name}`);
}

const text = (block: Buffer, start: number, length: number) =>
  block.toString('utf8', start, start + length).replace(/\0.*$/s, '');

const checksum = (block: Buffer) => block.reduce((sum, byte) => sum + byte, 0);

function writeOctal(block: Buffer, value: number, start: number, length: number) {
  block.write(value.toString(8).padStart(length - 1, '0'), start, length - 1, 'ascii');
}

/** Sizes of 8 GiB and more take the base-256 form (GNU and POSIX 2001 readers accept it). */
function writeSize(block: Buffer, size: number) {
  if (size < 8 ** 11) return writeOctal(block, size, 124, 12);
  block[124] = 0x80;
  block.writeBigUInt64BE(BigInt(size), 128);
}

function readSize(block: Buffer): number {
  if (block[124]! & 0x80) return Number(block.readBigUInt64BE(128));
  return Number.parseInt(text(block, 124, 12).trim() || '0', 8);
}
