import { sql, type SQL } from 'drizzle-orm';
import type { ReportTarget } from '@/contract/moderation';
import type { Executor, RawColumns } from '@/server/db/client';
import type { companies, users } from '@/server/db/schema';
import { cappedCount } from '@/server/db/paging';
import { ADMIN_PAGE_SIZE, pageOffset } from './admin-paging';

/** The SQL of the admins' directory of users and companies (admin-directory.ts). */

const openReportsOn = (type: ReportTarget, id: SQL) =>
  sql`(SELECT count(*)::int FROM reports r
    WHERE r.target_type = ${type} AND r.target_id = ${id} AND r.status = 'open')`;

export type UserRow = RawColumns<
  typeof users,
  'id' | 'firstName' | 'lastName' | 'email' | 'isVerified' | 'createdAt'
> & {
  suspended: boolean;
  /** How many companies the user owns. */
  companies: number;
  open_reports: number;
};

const USER_COLUMNS = sql`u.id, u.first_name, u.last_name, u.email, u.is_verified,
  u.suspended_at IS NOT NULL AS suspended, u.created_at,
  (SELECT count(*)::int FROM companies c WHERE c.owner_id = u.id) AS companies,
  ${openReportsOn('user', sql`u.id`)} AS open_reports`;

export type CompanyRow = RawColumns<
  typeof companies,
  | 'id'
  | 'name'
  | 'city'
  | 'state'
  | 'ownerId'
  | 'isActive'
  | 'ownerSuspended'
  | 'createdAt'
  | 'description'
> & { owner_email: (typeof users.$inferSelect)['email']; hidden: boolean; open_reports: number };

const COMPANY_COLUMNS = sql`c.id, c.name, c.city, c.state, c.owner_id, o.email AS owner_email,
  c.is_active, c.hidden_at IS NOT NULL AS hidden, c.owner_suspended, c.created_at, c.description,
  ${openReportsOn('company', sql`c.id`)} AS open_reports`;

/** `q` as an ILIKE pattern matching it anywhere, its own % and _ taken literally. */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * A page of users, newest first by id (the primary key walks that order and the page stops the
 * walk), matching the name or the e-mail address anywhere in it, with their capped count. Without
 * a trigram index the filter is checked row by row along that walk (docs/decisions/027).
 */
export async function findUserPage(
  db: Executor,
  query: { q: string; page: number },
): Promise<{ rows: UserRow[]; counted: number }> {
  const p = containing(query.q);
  const where =
    query.q === ''
      ? sql`TRUE`
      : sql`(u.email ILIKE ${p} OR u.first_name || ' ' || u.last_name ILIKE ${p})`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    // Raw SQL: USER_COLUMNS' counting subqueries, and a match on the joined name.
    db.execute<UserRow>(sql`
      SELECT ${USER_COLUMNS} FROM users u WHERE ${where}
      ORDER BY u.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(query.page)}`),
    // Raw SQL: cappedCount wraps a raw statement.
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM users u WHERE ${where}`)),
  ]);
  return { rows, counted: counted[0]!.n };
}

/** As findUserPage: a company's name, its public address or its owner's address. */
export async function findCompanyPage(
  db: Executor,
  query: { q: string; page: number },
): Promise<{ rows: CompanyRow[]; counted: number }> {
  const p = containing(query.q);
  const where =
    query.q === ''
      ? sql`TRUE`
      : // One indexed (trigram) lookup per column, united: an OR across the join cannot use the
        // indexes, and a rare text then scanned every company (10 s at a million; now ~1 ms).
        sql`c.id IN (SELECT id FROM companies WHERE name ILIKE ${p}
          UNION SELECT id FROM companies WHERE email ILIKE ${p}
          UNION SELECT m.id FROM companies m JOIN users mo ON mo.id = m.owner_id WHERE mo.email ILIKE ${p})`;
  const from = sql`companies c JOIN users o ON o.id = c.owner_id`;
  const [{ rows }, { rows: counted }] = await Promise.all([
    // Raw SQL: a UNION of trigram lookups, and COMPANY_COLUMNS' counting subquery.
    db.execute<CompanyRow>(sql`
      SELECT ${COMPANY_COLUMNS} FROM ${from} WHERE ${where}
      ORDER BY c.id DESC LIMIT ${ADMIN_PAGE_SIZE} OFFSET ${pageOffset(query.page)}`),
    // Raw SQL: cappedCount wraps a raw statement.
    db.execute<{ n: number }>(cappedCount(sql`SELECT 1 FROM ${from} WHERE ${where}`)),
  ]);
  return { rows, counted: counted[0]!.n };
}

/** One user and the companies they own, newest first. */
export async function findUserWithCompanies(
  db: Executor,
  userId: number,
): Promise<{ user: UserRow | undefined; owned: CompanyRow[] }> {
  const [{ rows }, { rows: owned }] = await Promise.all([
    // Raw SQL: USER_COLUMNS' counting subqueries.
    db.execute<UserRow>(sql`SELECT ${USER_COLUMNS} FROM users u WHERE u.id = ${userId}`),
    // Raw SQL: COMPANY_COLUMNS' counting subquery.
    db.execute<CompanyRow>(sql`
      SELECT ${COMPANY_COLUMNS} FROM companies c JOIN users o ON o.id = c.owner_id
      WHERE c.owner_id = ${userId} ORDER BY c.id DESC`),
  ]);
  return { user: rows[0], owned };
}

export async function findCompanyRow(
  db: Executor,
  companyId: number,
): Promise<CompanyRow | undefined> {
  // Raw SQL: COMPANY_COLUMNS' counting subquery.
  const { rows } = await db.execute<CompanyRow>(sql`
    SELECT ${COMPANY_COLUMNS} FROM companies c JOIN users o ON o.id = c.owner_id
    WHERE c.id = ${companyId}`);
  return rows[0];
}
