import { sql, type SQL } from 'drizzle-orm';

/**
 * An estimate's price in USD cents, in SQL over a row with the estimates' price columns (`row`
 * names it): a fixed price, a range's midpoint, an hourly rate as one hour. Numeric (a midpoint
 * may end in .5): round where it is summed or shown.
 */
export const estimateCents = (row: SQL): SQL => sql`(CASE ${row}.price_type
  WHEN 'fixed' THEN ${row}.price_cents
  WHEN 'range' THEN (${row}.min_cents + ${row}.max_cents) / 2.0
  ELSE ${row}.hourly_rate_cents
END)`;
