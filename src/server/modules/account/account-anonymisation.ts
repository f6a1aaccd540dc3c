import type { Database, Executor } from '@/server/db/client';
import { hashPassword } from '@/server/platform/passwords';
import { newSecret } from '@/server/platform/tokens';
import { endAccountAccess } from '../auth';
import { refreshSearchDocuments } from '../companies';
import {
  eraseAccount,
  findAccountsToAnonymise,
  forgetMailAbout,
  lockAccountToAnonymise,
} from './account-repository';

/** How long a deleted account waits before it is anonymised (docs/decisions/031). */
export const ANONYMISE_AFTER_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Anonymises every account deleted more than 30 days ago and not anonymised yet, each in a
 * transaction of its own; returns how many it anonymised. Running it again changes nothing.
 * Uploads that lose their last use here are removed with their files by the upload sweep
 * (modules/objects/upload-sweep.ts), as every upload nothing uses is.
 */
export async function anonymiseDeletedAccounts(db: Database, now = new Date()): Promise<number> {
  const deletedBefore = new Date(now.getTime() - ANONYMISE_AFTER_DAYS * DAY_MS);
  let anonymised = 0;
  for (const id of await findAccountsToAnonymise(db, deletedBefore)) {
    // Unusable: nobody ever knew the password it is a hash of.
    const passwordHash = await hashPassword(newSecret().token);
    const done = await db.transaction(async (tx) => {
      // Another node got there first when it is no longer due.
      if (!(await lockAccountToAnonymise(tx, id, deletedBefore))) return false;
      await anonymise(tx, id, passwordHash);
      return true;
    });
    if (done) anonymised++;
  }
  return anonymised;
}

/**
 * What others still need stays, under the name "Former customer": reviews, the quotes businesses
 * answered (without the description and street address) and the business's side of each
 * conversation. The rest goes: favourites, drafts, the customer's own messages (held ones too)
 * and quote images, the photos, logos, descriptions and contact details of their companies (which
 * stay off the site), the reasons they gave for cancelling or moving a visit, their calendar feed,
 * reports they made, their appeals of a suspension, their notifications,
 * tokens, devices, sessions and push subscriptions. So do others' notifications that name them or carry their words, and e-mails and
 * texts to them or about their requests, sent or not. The address becomes a placeholder that can
 * never receive mail, freeing the real one for a new signup.
 */
async function anonymise(tx: Executor, userId: number, passwordHash: string): Promise<void> {
  // First, while the words they match are still there.
  await forgetMailAbout(tx, userId);
  const owned = await eraseAccount(tx, userId, passwordHash);
  if (owned.length > 0) await refreshSearchDocuments(tx, owned);
  await endAccountAccess(tx, userId);
}
