import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ArchiveWriter, readArchive } from './entries';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(tmpdir(), 'quotelocal-entries-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Every entry with its whole content. */
async function readAll(file: string) {
  const entries = [];
  for await (const entry of readArchive(file)) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.content()) chunks.push(chunk);
    const { name, type, mode, size } = entry;
    entries.push({ name, type, mode, size, bytes: Buffer.concat(chunks) });
  }
  return entries;
}

const longFolder = `objects/uploads/${'a-long-folder-name-'.repeat(4)}`;
const longName = `${longFolder}/${'a-file-whose-name-is-long-'.repeat(3)}.txt`;

describe('the backup archive (the tar package)', () => {
  it('reads an archive the first, hand-written tar code made: backups taken before still restore', async () => {
    const entries = await readAll(
      path.join(import.meta.dirname, 'fixtures/written-by-the-first-tar-code.tar.gz'),
    );
    expect(entries.map(({ bytes, ...entry }) => ({ ...entry, length: bytes.length }))).toEqual([
      { name: 'quotelocal-backup.json', type: 'file', mode: 0o600, size: 51, length: 51 },
      { name: 'objects', type: 'directory', mode: 0o755, size: 0, length: 0 },
      { name: 'objects/uploads', type: 'directory', mode: 0o700, size: 0, length: 0 },
      { name: longFolder, type: 'directory', mode: 0o700, size: 0, length: 0 },
      { name: longName, type: 'file', mode: 0o644, size: 1000, length: 1000 },
      { name: 'objects/uploads/empty', type: 'file', mode: 0o600, size: 0, length: 0 },
      { name: 'cluster-password', type: 'file', mode: 0o600, size: 7, length: 7 },
    ]);
    expect(JSON.parse(entries[0]!.bytes.toString())).toEqual({
      format: 'quotelocal-backup',
      version: 1,
    });
    expect(entries[4]!.bytes.equals(Buffer.from('x'.repeat(1000)))).toBe(true);
    expect(entries[6]!.bytes.toString()).toBe('secret\n');
  });

  for (const name of ['plain.tar', 'compressed.tar.gz']) {
    it(`writes and reads back folders and files, cut or padded to their listed size (${name})`, async () => {
      const file = path.join(dir, name);
      const source = path.join(dir, `${name}.source`);
      const big = Buffer.alloc(2.5 * 1024 * 1024 + 3, 7); // more than one read, and a partial block
      await fs.writeFile(source, big);
      const writer = await ArchiveWriter.create(file);
      await writer.buffer('quotelocal-backup.json', Buffer.from('{}'));
      await writer.directory('objects', 0o755);
      await writer.directory(longFolder);
      expect(await writer.file(longName, source, big.length, 0o644)).toBe(true);
      // A file that shrank since it was listed: padded with zeros; one that grew: cut.
      expect(await writer.file('cluster/shrank', source, big.length + 100)).toBe(true);
      expect(await writer.file('cluster/grew', source, 10)).toBe(true);
      expect(await writer.file('cluster/gone', path.join(dir, 'no-such-file'), 5)).toBe(false);
      await writer.close();
      await expect(ArchiveWriter.create(file)).rejects.toThrow(/EEXIST/);

      const entries = await readAll(file);
      expect(entries.map(({ name, type, mode, size }) => ({ name, type, mode, size }))).toEqual([
        { name: 'quotelocal-backup.json', type: 'file', mode: 0o600, size: 2 },
        { name: 'objects', type: 'directory', mode: 0o755, size: 0 },
        { name: longFolder, type: 'directory', mode: 0o700, size: 0 },
        { name: longName, type: 'file', mode: 0o644, size: big.length },
        { name: 'cluster/shrank', type: 'file', mode: 0o600, size: big.length + 100 },
        { name: 'cluster/grew', type: 'file', mode: 0o600, size: 10 },
      ]);
      const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
      expect(digest(entries[3]!.bytes)).toBe(digest(big));
      expect(digest(entries[4]!.bytes)).toBe(digest(Buffer.concat([big, Buffer.alloc(100)])));
      expect(entries[5]!.bytes.equals(big.subarray(0, 10))).toBe(true);
      // Plain ustar, as the first code wrote: no pax headers, which it could not read.
      const raw = name.endsWith('.gz')
        ? gunzipSync(await fs.readFile(file))
        : await fs.readFile(file);
      for (let block = 0; block < raw.length; block += 512) {
        if (raw.toString('ascii', block + 257, block + 262) === 'ustar') {
          expect(String.fromCharCode(raw[block + 156]!)).toMatch(/^[05]$/);
        }
      }
      // And tar(1) reads it.
      const listed = execFileSync('tar', ['-tf', file], { encoding: 'utf8' }).trim().split('\n');
      expect(listed).toContain(longName);
    });
  }

  it('keeps going when entries come faster than the file takes them', async () => {
    // Folders and empty files add nothing to wait for: they pile up behind a large entry (in a
    // plain tar: compressed, their headers would not fill the file's buffer).
    const file = path.join(dir, 'many.tar');
    const writer = await ArchiveWriter.create(file);
    const names: string[] = [];
    for (let round = 0; round < 3; round++) {
      await writer.buffer(`large-${round}`, Buffer.alloc(300_000, round));
      names.push(`large-${round}`);
      for (let i = 0; i < 200; i++) {
        await writer.directory(`folder-${round}-${i}`);
        await writer.buffer(`empty-${round}-${i}`, Buffer.alloc(0));
        names.push(`folder-${round}-${i}`, `empty-${round}-${i}`);
      }
    }
    await writer.close();
    expect((await readAll(file)).map((entry) => entry.name)).toEqual(names);
  }, 10_000);

  it('skips what the reader leaves unread', async () => {
    const file = path.join(dir, 'skipped.tar');
    const writer = await ArchiveWriter.create(file);
    await writer.buffer('first', Buffer.alloc(3000, 1));
    await writer.buffer('second', Buffer.from('second'));
    await writer.close();
    const names: string[] = [];
    const second: Buffer[] = [];
    for await (const entry of readArchive(file)) {
      names.push(entry.name);
      if (entry.name === 'second') for await (const chunk of entry.content()) second.push(chunk);
    }
    expect(names).toEqual(['first', 'second']);
    expect(Buffer.concat(second).toString()).toBe('second');
  });

  it('refuses an archive cut short, an aborted one, and a file that is not tar', async () => {
    const whole = path.join(dir, 'whole.tar');
    const writer = await ArchiveWriter.create(whole);
    await writer.buffer('first', Buffer.alloc(3000, 1));
    await writer.buffer('second', Buffer.alloc(10, 2));
    await writer.close();
    const bytes = await fs.readFile(whole);

    const inside = path.join(dir, 'cut-inside.tar');
    await fs.writeFile(inside, bytes.subarray(0, 2048));
    await expect(readAll(inside)).rejects.toThrow(/cut-inside.tar is damaged.*Truncated input/);

    // Cut between entries: every entry whole, but no end marker.
    const between = path.join(dir, 'cut-between.tar');
    await fs.writeFile(between, bytes.subarray(0, 512 + 3072));
    await expect(readAll(between)).rejects.toThrow(/cut-between.tar is cut short/);

    const aborted = path.join(dir, 'aborted.tar.gz');
    const abandoned = await ArchiveWriter.create(aborted);
    await abandoned.buffer('first', Buffer.alloc(3000, 1));
    await abandoned.abort();
    await expect(readAll(aborted)).rejects.toThrow(/aborted.tar.gz is (damaged|cut short)/);

    const notTar = path.join(dir, 'not-tar.json');
    await fs.writeFile(notTar, JSON.stringify({ hello: 'world' }).repeat(40));
    await expect(readAll(notTar)).rejects.toThrow(/not-tar.json is damaged, or not a tar archive/);
  });
});
