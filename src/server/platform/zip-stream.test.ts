import { strFromU8, strToU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipStream, type ZipEntry } from './zip-stream';

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const parts: Uint8Array[] = [];
  for await (const chunk of chunks) parts.push(chunk);
  return Buffer.concat(parts);
}

async function* entriesOf(list: ZipEntry[], pulled: string[] = []): AsyncGenerator<ZipEntry> {
  for (const entry of list) {
    pulled.push(entry.name);
    yield entry;
  }
}

describe('zipStream', () => {
  it('writes an archive any unzipper reads back, stored entries byte for byte', async () => {
    const text = 'hello '.repeat(1000);
    const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4, 5, 6, 7, 8]);
    const archive = await collect(
      zipStream(
        entriesOf([
          { name: 'data.json', bytes: strToU8(text) },
          { name: 'photos/1.png', bytes: image, stored: true },
        ]),
      ),
    );
    const files = unzipSync(archive);
    expect(Object.keys(files)).toEqual(['data.json', 'photos/1.png']);
    expect(strFromU8(files['data.json']!)).toBe(text);
    expect(files['photos/1.png']).toEqual(image);
    // Deflated text is smaller than the text; the stored image is in the archive as it is.
    expect(archive.length).toBeLessThan(text.length);
    expect(archive.includes(Buffer.from(image))).toBe(true);
  });

  it('reads the next entry only when the archive so far has been taken', async () => {
    const pulled: string[] = [];
    const list = ['a', 'b', 'c'].map((name) => ({ name, bytes: strToU8(name) }));
    const chunks = zipStream(entriesOf(list, pulled));
    await chunks.next();
    expect(pulled).toEqual(['a']);
    await collect(chunks);
    expect(pulled).toEqual(['a', 'b', 'c']);
  });
});
