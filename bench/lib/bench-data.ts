import { sql } from 'drizzle-orm';
import { connectDatabase, type Database } from '@/server/db/client';
import { runMigrations } from '@/server/db/migrate';
import { seedReferenceData } from '@/server/seed/reference';
import { hashPassword } from '@/server/platform/passwords';
import { refreshSearchDocuments } from '@/server/modules/companies/search-document-repository';

const step = async (label: string, work: () => Promise<unknown>) => {
  const t0 = Date.now();
  await work();
  console.log(`${label.padEnd(36)} ${((Date.now() - t0) / 1000).toFixed(1)} s`);
};

/** How many bench companies the database holds (0 when it has none or is not migrated). */
export async function benchCompanyCount(db: Database): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT CASE WHEN to_regclass('companies') IS NULL THEN 0
                ELSE (SELECT count(*)::int FROM companies WHERE email LIKE '%@bench.example') END AS n`);
  return rows[0]?.n ?? 0;
}

/**
 * Replaces the bench data with `companies` companies (deterministic for a given size). The
 * companies' secondary indexes are dropped for the bulk load and rebuilt at the end, as a restore
 * does: building an index once is far cheaper than updating it a million times.
 */
export async function fillBenchData(databaseUrl: string, companies: number): Promise<void> {
  const owners = Math.max(1, Math.ceil(companies / 50));
  await runMigrations(databaseUrl);
  const handle = connectDatabase(databaseUrl, { max: 1 });
  const { db } = handle;
  try {
    await seedReferenceData(db);
    const passwordHash = await hashPassword('bench-password-1');
    const indexes = await secondaryIndexes(db, 'companies');
    await step('drop companies indexes', async () => {
      for (const index of indexes) await db.execute(sql.raw(`DROP INDEX ${index.name}`));
    });
    try {
      await step('clean earlier bench data', () =>
        db.execute(sql`DELETE FROM users WHERE email LIKE '%@bench.example'`),
      );
      await step(`${owners} owners, 2,000 reviewers`, () =>
        db.execute(sql`
        INSERT INTO users (first_name, last_name, email, password_hash, is_verified)
        SELECT 'Owner', 'N' || g, 'owner' || g || '@bench.example', ${passwordHash}, true FROM generate_series(1, ${owners}) g
        UNION ALL
        SELECT 'Reviewer', 'N' || g, 'reviewer' || g || '@bench.example', ${passwordHash}, true FROM generate_series(1, 2000) g`),
      );
      await step(`${companies.toLocaleString('en-US')} companies`, () =>
        db.execute(sql`
        WITH zips AS (SELECT row_number() OVER (ORDER BY zip) AS n, * FROM zip_codes),
             zip_count AS (SELECT count(*) AS c FROM zips),
             cats AS (SELECT row_number() OVER (ORDER BY id) AS n, id, name, keywords FROM categories),
             cat_count AS (SELECT count(*) AS c FROM cats),
             owner_ids AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE email LIKE 'owner%@bench.example'),
             prefixes AS (SELECT array['Bayside','Summit','Evergreen','Golden State','Northside','Riverbend','Blue Sky','Keystone',
                                       'Cornerstone','Liberty','Pioneer','Harbor','Sunrise','Redwood','Granite','Lakeside',
                                       'Hometown','Precision','Reliable','First Choice','Neighborhood','Cardinal'] AS p),
             suffixes AS (SELECT array['Co.','Pros','Services','& Sons','Group','LLC','Experts','Works'] AS s)
        INSERT INTO companies (owner_id, category_id, name, description, address, city, state, zip, phone, email,
                               is_active, latitude, longitude, average_rating, ratings_count, favorites_count,
                               service_area, service_radius_miles, paused_new_requests, weekly_request_cap)
        SELECT o.id, cat.id,
          prefixes.p[1 + (g * 7) % array_length(prefixes.p, 1)] || ' ' || initcap(split_part(cat.keywords, ' ', 1)) || ' ' ||
            suffixes.s[1 + (g * 13) % array_length(suffixes.s, 1)],
          'Licensed local ' || lower(cat.name) || ' serving ' || z.city || '. We handle ' ||
            split_part(cat.keywords, ' ', 2) || ' and ' || split_part(cat.keywords, ' ', 3) || ' jobs with upfront pricing.',
          (100 + g % 9800) || ' Main St', z.city, z.state, z.zip, '(415) 555-' || lpad((g % 10000)::text, 4, '0'),
          'hello' || g || '@bench.example',
          g % 10 <> 0, z.latitude, z.longitude,
          CASE WHEN g % 7 = 0 THEN 0 ELSE round((2.5 + ((g * 7919) % 250) / 100.0)::numeric, 2) END,
          CASE WHEN g % 7 = 0 THEN 0 ELSE 1 + (g * 31) % 60 END,
          (g * 17) % 40,
          -- One in ten works in a list of ZIP codes; the others within 5 to 50 miles. A few pause
          -- matched requests or cap them, as businesses do.
          CASE WHEN g % 10 = 3 THEN 'zips' ELSE 'radius' END, 5 + (g * 37) % 46,
          g % 50 = 0, CASE WHEN g % 20 = 1 THEN 5 END
        FROM generate_series(1::bigint, ${companies}) g
        CROSS JOIN zip_count CROSS JOIN cat_count CROSS JOIN prefixes CROSS JOIN suffixes
        JOIN zips z ON z.n = 1 + (g * 104729) % zip_count.c
        JOIN cats cat ON cat.n = 1 + (g * 3) % cat_count.c
        JOIN owner_ids o ON o.n = 1 + g % ${owners}`),
      );
      await step('two subcategories each', () =>
        db.execute(sql`
        WITH subs AS (SELECT category_id, id, row_number() OVER (PARTITION BY category_id ORDER BY id) AS n,
                             count(*) OVER (PARTITION BY category_id) AS c FROM subcategories)
        INSERT INTO company_subcategories (company_id, subcategory_id)
        SELECT c.id, s.id FROM companies c JOIN subs s ON s.category_id = c.category_id
        WHERE c.email LIKE '%@bench.example' AND (s.n = 1 + c.id % s.c OR s.n = 1 + (c.id + 1) % s.c)
        ON CONFLICT DO NOTHING`),
      );
      await step('ZIP lists: its own ZIP and its 8 neighbours in ZIP order', () =>
        db.execute(sql`
        WITH zips AS (SELECT row_number() OVER (ORDER BY zip) AS n, zip FROM zip_codes)
        INSERT INTO company_service_zips (company_id, zip)
        SELECT c.id, z.zip FROM companies c
        JOIN zips own ON own.zip = c.zip
        JOIN zips z ON z.n BETWEEN own.n - 4 AND own.n + 4
        WHERE c.email LIKE '%@bench.example' AND c.service_area = 'zips'
        ON CONFLICT DO NOTHING`),
      );
      await step('reviews for the first 20,000', () =>
        db.execute(sql`
        WITH reviewers AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM users WHERE email LIKE 'reviewer%@bench.example'),
             first AS (SELECT id FROM companies WHERE email LIKE '%@bench.example' ORDER BY id LIMIT 20000)
        INSERT INTO ratings (user_id, company_id, rating, comment)
        SELECT r.id, f.id, 0.5 * (1 + (f.id * 7 + k) % 10), 'Good work.'
        FROM first f CROSS JOIN generate_series(1, 5) k JOIN reviewers r ON r.n = 1 + (f.id * 11 + k * 401) % 2000
        ON CONFLICT DO NOTHING`),
      );
      await step('credentials: licences, insurance', () => fillBenchCredentials(db));
      await step('search documents', () => refreshSearchDocuments(db));
    } finally {
      await step(`rebuild ${indexes.length} companies indexes`, async () => {
        for (const index of indexes) await db.execute(sql.raw(index.definition));
      });
    }
    await step('analyze', () =>
      db.execute(
        sql`VACUUM ANALYZE companies, company_subcategories, company_service_zips, ratings, business_credentials`,
      ),
    );
  } finally {
    await handle.close();
  }
}

/** Whether the bench companies have credentials (bench data filled before issue 36 has none). */
export async function benchHasCredentials(db: Database): Promise<boolean> {
  const { rows } = await db.execute<{ found: boolean }>(sql`
    SELECT EXISTS (SELECT 1 FROM stored_objects WHERE storage_key = ${BENCH_DOCUMENT}) AS found`);
  return rows[0]?.found ?? false;
}

const BENCH_DOCUMENT = 'bench/credential.pdf';

/**
 * Credentials for the "Licensed & insured" filter (docs/decisions/098), one shared document row:
 * a verified licence for every second company (one in ten of them expired yesterday, which the
 * filter must not count), insurance for every third (one in five of them still pending). About
 * one company in seven is licensed and insured. Replaces any bench credentials.
 */
export async function fillBenchCredentials(db: Database): Promise<void> {
  await db.execute(sql`
    DELETE FROM business_credentials bc USING stored_objects o
    WHERE o.id = bc.document_object_id AND o.storage_key = ${BENCH_DOCUMENT}`);
  await db.execute(sql`
    INSERT INTO stored_objects (storage_key, content_type, byte_size)
    VALUES (${BENCH_DOCUMENT}, 'application/pdf', 1024) ON CONFLICT (storage_key) DO NOTHING`);
  await db.execute(sql`
    WITH doc AS (SELECT id FROM stored_objects WHERE storage_key = ${BENCH_DOCUMENT}),
         bench AS (SELECT id, state FROM companies WHERE email LIKE '%@bench.example')
    INSERT INTO business_credentials (company_id, kind, trade, issuing_state, licence_number,
      insurer, policy_type, coverage_cents, expires_on, document_object_id, status, verified_on, verified_how)
    SELECT c.id, 'licence'::credential_kind, 'General', c.state, 'B-' || c.id, NULL, NULL, NULL::bigint,
      CASE WHEN c.id % 20 = 0 THEN current_date - 1 ELSE current_date + 1 + (c.id % 700)::int END,
      doc.id, 'verified'::credential_status, current_date - 30, 'state register'
    FROM bench c CROSS JOIN doc WHERE c.id % 2 = 0
    UNION ALL
    SELECT c.id, 'insurance'::credential_kind, NULL, NULL, NULL, 'Bench Mutual', 'General liability', 100000000,
      current_date + 1 + (c.id % 365)::int, doc.id,
      CASE WHEN c.id % 15 = 0 THEN 'pending' ELSE 'verified' END::credential_status,
      CASE WHEN c.id % 15 = 0 THEN NULL ELSE current_date - 30 END,
      CASE WHEN c.id % 15 = 0 THEN NULL ELSE 'insurer' END
    FROM bench c CROSS JOIN doc WHERE c.id % 3 = 0`);
}

async function secondaryIndexes(db: Database, table: string) {
  const { rows } = await db.execute<{ name: string; definition: string }>(sql`
    SELECT indexname AS name, indexdef AS definition FROM pg_indexes
    WHERE schemaname = 'public' AND tablename = ${table}
      AND indexname NOT IN (SELECT conname FROM pg_constraint)`);
  return rows;
}
