import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import type { ZipEntry } from '@/server/platform/zip-stream';
import type { AccountExportFiles } from './export-repository';
import { renderSummary } from './export-summary';

const utf8 = (text: string) => new TextEncoder().encode(text);

/**
 * What a person's export archive holds: `data.json` (everything, indented to be read), the
 * readable `summary.html`, and their photos under `photos/`, read through the storage adapter one
 * at a time as the archive is written. A photo whose file is missing is left out rather than
 * failing the whole download.
 */
export async function* exportArchiveEntries(
  storage: ObjectStorage,
  { data, photos }: AccountExportFiles,
): AsyncGenerator<ZipEntry> {
  yield { name: 'data.json', bytes: utf8(`${JSON.stringify(data, null, 2)}\n`) };
  yield { name: 'summary.html', bytes: utf8(renderSummary(data)) };
  for (const photo of photos) {
    const bytes = await storage.get(photo.storageKey);
    if (bytes) yield { name: photo.file, bytes, stored: true };
  }
}
