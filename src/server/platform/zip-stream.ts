import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export interface ZipEntry {
  /** The path inside the archive, folders separated by `/`. */
  name: string;
  bytes: Uint8Array;
  /** Already compressed (a JPEG, PNG or WebP): stored as it is rather than deflated again. */
  stored?: boolean;
}

/**
 * A ZIP archive written as its entries arrive. Only one entry's bytes are held at a time, and the
 * next entry is read only when the consumer pulls (`Readable.from`), so a slow download never
 * makes the server hold all of a person's photos at once.
 */
export async function* zipStream(entries: AsyncIterable<ZipEntry>): AsyncGenerator<Uint8Array> {
  const out: { chunks: Uint8Array[]; error: Error | null } = { chunks: [], error: null };
  // fflate calls back synchronously from push() and end() (ZipDeflate is the synchronous kind).
  const zip = new Zip((error, chunk) => {
    if (error) out.error = error;
    else out.chunks.push(chunk);
  });
  const written = () => {
    if (out.error) throw out.error;
    const chunks = out.chunks;
    out.chunks = [];
    return chunks;
  };
  for await (const entry of entries) {
    const file = entry.stored ? new ZipPassThrough(entry.name) : new ZipDeflate(entry.name);
    zip.add(file);
    file.push(entry.bytes, true);
    yield* written();
  }
  zip.end();
  yield* written();
}
