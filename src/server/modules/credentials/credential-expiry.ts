import type { Locale } from '@/contract/locale';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { translatorFor } from '@/server/platform/i18n';
import type { JobQueue } from '@/server/platform/jobs';
import type { Mail } from '@/server/platform/mailer';
import { notify } from '../notifications';
import { allowsEmail } from '../users';
import {
  credentialExpiredEmail,
  credentialExpiringEmail,
  credentialLabel,
  credentialsPath,
} from './credential-emails';
import {
  claimCredentialExpiry,
  claimCredentialReminder,
  type ExpiringCredential,
  findCredentialOwner,
  findDueCredentialReminders,
  findExpiredCredentials,
  renewalStatus,
} from './credential-expiry-repository';

export interface ExpiryDeps {
  db: Database;
  jobs: JobQueue;
  config: AppConfig;
}

/** How many credentials one sweep takes of each kind; the next sweep (an hour later) the rest. */
const SWEEP_LIMIT = 500;

/**
 * Tells the business's owner, in the caller's transaction and their language: in the bell (so by
 * push on their devices) and by e-mail unless they turned e-mails off.
 */
async function tellOwner(
  deps: ExpiryDeps,
  tx: Executor,
  credential: ExpiringCredential,
  mailFor: (to: { email: string; firstName: string; locale: Locale }) => Mail,
): Promise<void> {
  const owner = await findCredentialOwner(tx, credential.companyId);
  if (!owner) return;
  const mail = mailFor(owner);
  const t = translatorFor(owner.locale);
  await notify(deps, tx, {
    userId: owner.id,
    kind: 'credential',
    title: mail.subject,
    body: credentialLabel(t, credential),
    link: credentialsPath(credential.companyId),
  });
  if (allowsEmail(owner, 'any')) await deps.jobs.enqueue('deliver.email', mail, { tx });
}

/**
 * The credentials' expiry (issue 36 item 3, docs/decisions/095), scheduled hourly and run once
 * across nodes however many sweep at once: each verified credential's reminders 30 and 7 days
 * before its expiry date (only the nearest when both are due, none once a renewal waits or is
 * verified), and, once its day has passed, its move to expired (the badge query already left it
 * out) with a notice to the business, unless a verified renewal keeps its badge. Each is claimed
 * by a conditional UPDATE in the transaction that queues its notices, so a second sweep finds it
 * done. Answers how many of each it sent.
 */
export async function sweepCredentialExpiry(
  deps: ExpiryDeps,
): Promise<{ reminded: number; expired: number }> {
  let reminded = 0;
  for (const due of await findDueCredentialReminders(deps.db, SWEEP_LIMIT)) {
    const sent = await deps.db.transaction(async (tx) => {
      const credential = await claimCredentialReminder(tx, due.id, due.stage);
      if (!credential) return false;
      await tellOwner(deps, tx, credential, (to) =>
        credentialExpiringEmail(to, credential, credential.daysLeft, deps.config.appUrl),
      );
      return true;
    });
    if (sent) reminded++;
  }
  let expired = 0;
  for (const { id } of await findExpiredCredentials(deps.db, SWEEP_LIMIT)) {
    const moved = await deps.db.transaction(async (tx) => {
      const credential = await claimCredentialExpiry(tx, id);
      if (!credential) return false;
      const renewal = await renewalStatus(tx, id);
      if (renewal !== 'verified') {
        await tellOwner(deps, tx, credential, (to) =>
          credentialExpiredEmail(to, credential, renewal === 'pending', deps.config.appUrl),
        );
      }
      return true;
    });
    if (moved) expired++;
  }
  return { reminded, expired };
}
