import { tellVisitChange, type VisitDeps } from './visit-notices';
import { claimReminder, findDueReminders, findVisitForUpdate } from './visit-repository';

/** How many candidates one sweep takes; the next sweep (a minute later) takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Sends the reminders now due (scheduled every minute, once across nodes): 24 h and 2 h before a
 * confirmed visit, each at most once per visit and time (`visit_reminders`: the row is claimed in
 * the transaction that queues the e-mails and texts, so a second sweep, on this node or another,
 * finds it taken). None for a visit cancelled or moved (its status or sequence changed), none
 * after it started, none when it was confirmed or moved inside that window (its confirmation
 * e-mail came then), and no 24 h one inside the last 2 h. Each goes by e-mail, by text (opted
 * in) and to both sides' bells, so by push too. Answers how many were sent.
 */
export async function sendDueReminders(deps: VisitDeps): Promise<number> {
  const rows = await findDueReminders(deps.db, SWEEP_LIMIT);
  let sent = 0;
  for (const due of rows) {
    const claimed = await deps.db.transaction(async (tx) => {
      const found = await findVisitForUpdate(tx, due.id);
      // Cancelled or moved since the candidates were read: that reminder is no longer due.
      if (found?.visit.status !== 'confirmed' || found.visit.sequence !== due.sequence) {
        return false;
      }
      const claimed = { visitId: due.id, sequence: due.sequence, kind: due.kind };
      if (!(await claimReminder(tx, claimed))) return false;
      await tellVisitChange(deps, tx, found.visit, found.ownerId, 'reminder', {
        bell: ['customer', 'business'],
      });
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
