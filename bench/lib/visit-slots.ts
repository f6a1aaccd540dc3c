import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';
import { findFreeSlots } from '@/server/modules/visits/visit-repository';
import { createCompany, createUser } from '../../tests/support/factories';
import { LoadRecorder, type LoadFigures } from './stats';

/** Visits a day on the bench calendar: every other hour of 08:00–18:00 Denver. */
const PER_DAY = 5;

/**
 * A business's free slots for the next 14 days (the slot picker's question, docs/decisions/090)
 * with `visitCount` visits on its calendar: one company (Denver, 08:00–18:00 every day, hour-long
 * visits, bookable a year ahead) whose visits fill every other hour, the most recent days and the
 * coming six months confirmed and the older ones done. Times `findFreeSlots` one call after
 * another for `seconds`; the company and its data are removed afterwards.
 */
export async function loadVisitSlots(
  db: Database,
  visitCount: number,
  seconds: number,
): Promise<LoadFigures> {
  const owner = await createUser(db, { email: `owner-${Date.now()}@bench-visits.example` });
  const company = await createCompany(db, {
    name: 'Bench Visits',
    zip: '80202',
    ownerId: owner.id,
  });
  const customer = await createUser(db, { email: `customer-${Date.now()}@bench-visits.example` });
  try {
    await db.execute(sql`
      INSERT INTO company_availability (company_id, booking_mode, visit_minutes, buffer_minutes,
        min_notice_hours, max_days_ahead, time_zone)
      VALUES (${company.id}, 'instant', 60, 0, 0, 365, 'America/Denver')`);
    await db.execute(sql`
      INSERT INTO company_weekly_hours (company_id, weekday, start_minute, end_minute)
      SELECT ${company.id}, d, 480, 1080 FROM generate_series(0, 6) d`);
    const { rows } = await db.execute<{ id: number }>(sql`
      INSERT INTO quotes (user_id, quote_name, description, status, submitted_at)
      VALUES (${customer.id}, 'Bench visits', 'Visits for the bench', 'submitted', now())
      RETURNING id`);
    const days = Math.ceil(visitCount / PER_DAY);
    await db.execute(sql`
      INSERT INTO visits (quote_id, company_id, customer_id, starts_at, ends_at, blocked_until,
        status)
      SELECT ${rows[0]!.id}, ${company.id}, ${customer.id}, s, s + interval '1 hour',
        s + interval '1 hour', CASE WHEN s < now() THEN 'done' ELSE 'confirmed' END::visit_status
      FROM generate_series(0, ${visitCount - 1}::int) i,
        LATERAL (SELECT ((current_date + (i / ${PER_DAY}::int) - ${days}::int + 180)
          + make_interval(hours => 8 + 2 * (i % ${PER_DAY}::int))) AT TIME ZONE 'America/Denver' AS s) t`);
    const recorder = new LoadRecorder();
    const deadline = performance.now() + seconds * 1000;
    while (performance.now() < deadline) {
      const t0 = performance.now();
      const slots = await findFreeSlots(db, company.id, null, 14);
      if (slots.length === 0) recorder.failure();
      else recorder.success(performance.now() - t0);
    }
    return recorder.figures();
  } finally {
    await db.execute(sql`DELETE FROM companies WHERE id = ${company.id}`);
    await db.execute(sql`DELETE FROM users WHERE email LIKE '%@bench-visits.example'`);
  }
}
