import pg from 'pg';

export interface Inventory {
  tables: number;
  rows: number;
}

const USER_TABLES = `
  SELECT quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind IN ('r', 'p') AND NOT c.relispartition
    AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'
  ORDER BY 1`;

/** The database's own tables (every schema but the system's) and their exact row count. */
export async function takeInventory(databaseUrl: string): Promise<Inventory> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(USER_TABLES);
    let rows = 0;
    for (const { name } of tables) {
      const counted = await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${name}`);
      rows += Number(counted.rows[0]!.n);
    }
    return { tables: tables.length, rows };
  } finally {
    await client.end();
  }
}

/** Restore writes only into a database without tables of its own. */
export async function refuseNonEmptyDatabase(databaseUrl: string, label: string): Promise<void> {
  const client = new pg.Client(databaseUrl);
  await client.connect();
  try {
    const { rowCount } = await client.query(USER_TABLES);
    if (rowCount) {
      throw new Error(
        `${label} already holds ${rowCount} tables: restore writes only into an empty database. ` +
          'Create a new one (CREATE DATABASE ...) and point DATABASE_URL at it.',
      );
    }
  } finally {
    await client.end();
  }
}

export const describeInventory = ({ tables, rows }: Inventory) =>
  `${tables} tables, ${rows.toLocaleString('en-US')} rows`;
