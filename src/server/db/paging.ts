import { sql, type SQL } from 'drizzle-orm';
import type { Pagination } from '@/contract/common';

/**
 * Matches are counted up to this many and no further: a list says "1,000+" and pages stop there.
 * Counting every match of a broad search costs more than the page itself (docs/performance.md).
 */
export const COUNT_CAP = 1000;

/** A list's pagination from its capped count (`counted` may be COUNT_CAP + 1: "1,000+"). */
export function paginationOf(counted: number, page: number, limit: number): Pagination {
  const total = Math.min(counted, COUNT_CAP);
  return {
    total,
    page,
    limit,
    totalPages: Math.ceil(total / limit),
    totalCapped: counted > COUNT_CAP,
  };
}

/**
 * Counts the rows of `matches` up to COUNT_CAP + 1, so that paginationOf can show "1,000+"
 * beyond: a list never counts a whole table. Answers one row, `n`.
 */
export const cappedCount = (matches: SQL) =>
  sql`SELECT count(*)::int AS n FROM (${matches} LIMIT ${COUNT_CAP + 1}) matches`;
