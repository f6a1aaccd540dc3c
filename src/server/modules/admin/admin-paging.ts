import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '../companies/company-repository';

/** Rows per page of every admin list. */
export const ADMIN_PAGE_SIZE = 25;

export const pageOffset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/**
 * Counts the rows of `matches` up to COUNT_CAP + 1, as the directory's lists do (paginationOf
 * shows "1,000+" beyond): an admin list never counts a whole table. Answers one row, `n`.
 */
export const cappedCount = (matches: SQL) =>
  sql`SELECT count(*)::int AS n FROM (${matches} LIMIT ${COUNT_CAP + 1}) matches`;
