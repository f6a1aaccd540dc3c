import { getTableColumns, is, Table } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/server/db/schema';
import { handTypedRowProblems } from './raw-row-types.js';
import { serverModules } from './route-files.js';

/** Every column's name in the database, of every table of the schema. */
const columnNames = new Set(
  Object.values(schema)
    .filter((value) => is(value, Table))
    .flatMap((table) => Object.values(getTableColumns(table)).map((column) => column.name)),
);

const modules = (files) =>
  new Map(Object.entries(files).map(([module, f]) => [module, new Map(Object.entries(f))]));

describe('raw rows typed from the Drizzle schema (issue 32, item 2)', () => {
  it('holds in every repository today', () => {
    expect(handTypedRowProblems(serverModules(), columnNames)).toEqual([]);
  });

  it('takes RawColumns, indexed schema types, computed columns and explained ones', () => {
    const ok = modules({
      visits: {
        'visit-repository.ts': [
          'type Visit = typeof visits.$inferSelect;',
          "type Row = RawColumns<typeof visits, 'id' | 'startsAt'> & { n: number; other_name: string };",
          'const a = await db.execute<Row>(sql`SELECT 1`);',
          "const b = await tx.execute<{ quote_id: Visit['quoteId']; /** joined names */ status: string }>(sql``);",
          "const c = await tx.execute<RawRow<{ starts_at: NonNullable<(typeof visits.$inferSelect)['startsAt']> }>>(sql``);",
        ].join('\n'),
        'visit-service.ts': 'const d = await db.execute<{ id: number }>(sql``);',
      },
    });
    expect(handTypedRowProblems(ok, new Set(['id', 'quote_id', 'status', 'starts_at']))).toEqual(
      [],
    );
  });

  it('refuses a column typed by hand, in the call, a local alias or interface, or nested', () => {
    const bad = modules({
      leads: {
        'lead-repository.ts': [
          'interface Base { quote_id: number }',
          'interface LeadRow extends Base, Record<string, unknown> { status: LeadStatus }',
          "type Pair = RawColumns<typeof leads, 'id'> & { expires_at: Date | null };",
          'const a = await db.execute<LeadRow>(sql``);',
          'const b = await tx.execute<{ id: number; n: number }>(sql``);',
          'const c = await tx.execute<Omit<Pair, "id">>(sql``);',
        ].join('\n'),
      },
    });
    expect(handTypedRowProblems(bad, new Set(['id', 'quote_id', 'status', 'expires_at']))).toEqual([
      'leads/lead-repository.ts:2 status: typed by hand; type it from the schema (RawColumns)',
      'leads/lead-repository.ts:1 quote_id: typed by hand; type it from the schema (RawColumns)',
      'leads/lead-repository.ts:5 id: typed by hand; type it from the schema (RawColumns)',
      'leads/lead-repository.ts:3 expires_at: typed by hand; type it from the schema (RawColumns)',
    ]);
  });
});
