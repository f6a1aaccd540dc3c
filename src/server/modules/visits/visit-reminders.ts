import { sql } from 'drizzle-orm';
import { visitReminders } from '@/server/db/schema';
import { tellVisitChange, type VisitDeps } from './visit-notices';
import { findVisitForUpdate } from './visit-repository';

/** How many candidates one sweep takes; the next sweep (a minute later) takes the rest. */
const SWEEP_LIMIT = 500;

/**
 * Sends the reminders now due (scheduled every minute, once across nodes): 24 h and 2 h before a
 * confirmed visit, each at most once per visit and time (`visit_reminders`: the row is claimed in
 * the transaction that queues the e-mails and texts, so a second sweep, on this node or another,
 * finds it taken). None for a visit cancelled or moved (its status or sequence changed), none
 * after it started, none when it was confirmed or moved inside that window (its confirmation
 * e-mail came then), and no 24 h one inside the last 2 h. Answers how many were sent.
 */
export async function sendDueReminders(deps: VisitDeps): Promise<number> {
  const { rows } = await deps.db.execute<{ id: number; sequence: number; kind: '24h' | '2h' }>(sql`
    SELECT v.id, v.sequence, r.kind
    FROM visits v
    CROSS JOIN (VALUES ('24h', 24), ('2h', 2)) AS r(kind, hours)
    WHERE v.status = 'confirmed'
      AND v.starts_at > now()
      AND v.starts_at - make_interval(hours => r.hours) <= now()
      AND v.updated_at < v.starts_at - make_interval(hours => r.hours)
      AND (r.kind = '2h' OR v.starts_at > now() + interval '2 hours')
      AND NOT EXISTS (
        SELECT 1 FROM visit_reminders s
        WHERE s.visit_id = v.id AND s.sequence = v.sequence AND s.kind = r.kind
      )
    ORDER BY v.starts_at
    LIMIT ${SWEEP_LIMIT}
  `);
  let sent = 0;
  for (const due of rows) {
    const claimed = await deps.db.transaction(async (tx) => {
      const found = await findVisitForUpdate(tx, due.id);
      // Cancelled or moved since the candidates were read: that reminder is no longer due.
      if (found?.visit.status !== 'confirmed' || found.visit.sequence !== due.sequence) {
        return false;
      }
      const [claim] = await tx
        .insert(visitReminders)
        .values({ visitId: due.id, sequence: due.sequence, kind: due.kind })
        .onConflictDoNothing()
        .returning({ visitId: visitReminders.visitId });
      if (!claim) return false;
      await tellVisitChange(deps, tx, found.visit, found.ownerId, 'reminder');
      return true;
    });
    if (claimed) sent++;
  }
  return sent;
}
