import { NOT_A_DRAFT } from '@/contract/quote';
import type { Database, Executor } from '@/server/db/client';
import { HttpError, notFound } from '@/server/platform/errors';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { lockQuote } from '../conversations';
import { deleteAttachedObjects } from '../objects';
import { deleteDraftRow, removeQuoteCompany } from './quote-repository';

const QUOTE_NOT_FOUND = 'Quote not found';
const COMPANY_NOT_IN_DRAFT = 'This company is not in the quote';

/**
 * The first line of what changes a draft's shape (deleting it, removing a business): the caller's
 * own quote, locked until the transaction ends (`lockQuote`: submit's UPDATE waits for it, so a
 * draft is never both sent and deleted). Anyone else's quote is answered as missing (404: its
 * existence is not told), one that was sent 409.
 */
async function lockOwnDraft(tx: Executor, user: SessionUser, quoteId: number): Promise<void> {
  const quote = await lockQuote(tx, quoteId);
  if (quote.userId !== user.id) throw notFound(QUOTE_NOT_FOUND);
  if (quote.status !== 'draft') throw new HttpError(409, NOT_A_DRAFT);
}

/** Deletes the caller's draft with its businesses and images (their files once it has committed). */
export async function deleteDraft(
  db: Database,
  storage: ObjectStorage,
  user: SessionUser,
  quoteId: number,
): Promise<void> {
  await deleteAttachedObjects(db, storage, async (tx) => {
    await lockOwnDraft(tx, user, quoteId);
    // Its businesses and images go with it; a draft has no conversation yet.
    return deleteDraftRow(tx, quoteId);
  });
}

/** Takes a business off the caller's draft (the last one too: the draft then asks for companies). */
export async function removeDraftCompany(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnDraft(tx, user, quoteId);
    if (!(await removeQuoteCompany(tx, quoteId, companyId))) throw notFound(COMPANY_NOT_IN_DRAFT);
  });
}
