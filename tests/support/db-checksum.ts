import pg from 'pg';

export interface DatabaseChecksum {
  /** Every application table's row count and a digest of its content. */
  take(): Promise<Array<{ name: string; n: string; digest: string }>>;
  close(): Promise<void>;
}

/**
 * A fingerprint of the database, to prove a refused request changed nothing. Left out: the
 * rate-limit and sign-in attempt counters (a refused request still counts), the listing counts
 * (written by a timer, whenever it fires: docs/decisions/017) and the ZIP reference table (large,
 * and nothing writes to it).
 */
export async function databaseChecksum(databaseUrl: string): Promise<DatabaseChecksum> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  const { rows } = await client.query<{ table_name: string }>(`
    SELECT table_name FROM information_schema.tables
    WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      AND table_name NOT IN ('rate_limits', 'login_throttles', 'company_daily_stats', 'zip_codes')
    ORDER BY table_name`);
  // In a fixed order: with this many tables PostgreSQL may run the UNION's branches in parallel
  // and return them in any order.
  const query = `SELECT * FROM (${rows
    .map(
      ({ table_name: name }) =>
        `SELECT '${name}' AS name, count(*) AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS digest FROM "${name}" t`,
    )
    .join(' UNION ALL ')}) tables ORDER BY name`;
  return {
    take: async () => (await client.query(query)).rows,
    close: () => client.end(),
  };
}
