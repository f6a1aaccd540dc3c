import type { Executor } from '@/server/db/client';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { deleteUnattachedObjects, recordedStorageKeys } from './object-repository';
import { baseKeyOf, deleteStoredBytes } from './object-service';

const HOUR_MS = 60 * 60 * 1000;

export interface SweepAges {
  /** An upload nothing uses is removed once it is this old. */
  unattachedMs: number;
  /**
   * Files without a row are removed once they are this old: an upload in progress writes its
   * files a moment before its row, so a younger file may still be about to get one.
   */
  fileMs: number;
}

export const SWEEP_AGES: SweepAges = { unattachedMs: 24 * HOUR_MS, fileMs: HOUR_MS };
const BATCH = 500;

export interface SweepResult {
  unattached: number;
  filesWithoutRows: number;
}

/**
 * Removes what uploads leave behind: uploads never attached to anything after a day (and their
 * files), and stored files that no row names (a crash between writing the files and recording
 * them, or between deleting a row and its files).
 */
export async function sweepUploads(
  db: Executor,
  storage: ObjectStorage,
  ages: SweepAges = SWEEP_AGES,
  now = new Date(),
): Promise<SweepResult> {
  let unattached = 0;
  for (;;) {
    const keys = await deleteUnattachedObjects(
      db,
      new Date(now.getTime() - ages.unattachedMs),
      BATCH,
    );
    await Promise.all(keys.map((key) => deleteStoredBytes(storage, key)));
    unattached += keys.length;
    if (keys.length < BATCH) break;
  }

  let filesWithoutRows = 0;
  const settled = now.getTime() - ages.fileMs;
  const pending = new Set<string>();
  const removeUnrecorded = async () => {
    const recorded = await recordedStorageKeys(db, [...pending]);
    const orphans = [...pending].filter((key) => !recorded.has(key));
    await Promise.all(orphans.map((key) => deleteStoredBytes(storage, key)));
    filesWithoutRows += orphans.length;
    pending.clear();
  };
  for await (const { key, modifiedAt } of storage.list()) {
    if (modifiedAt.getTime() >= settled) continue;
    pending.add(baseKeyOf(key));
    if (pending.size >= BATCH) await removeUnrecorded();
  }
  await removeUnrecorded();
  return { unattached, filesWithoutRows };
}
