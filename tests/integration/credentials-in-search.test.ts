import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Category } from '@/contract/category';
import type { CredentialBadge } from '@/contract/credential';
import { licensedAndInsured } from '@/server/modules/credential-standing';
import { createCredential } from '../support/credentials';
import { inDays } from '../support/dates';
import { createCompany, createUser } from '../support/factories';
import { fileOf, multipart } from '../support/files';
import { signInAs } from '../support/sessions';
import { createBuiltApp, type TestApp } from '../support/test-app';

/**
 * Issue 36, items 2 and 4 (docs/decisions/098): the "Licensed & insured" filter of search and
 * the category listings, the badges on their results, and the licence in the company page's
 * JSON-LD. A credential counts while verified and not expired: pending, rejected and expired
 * ones, or one whose expiry day has passed before any job marked it, count for nothing.
 */

const TRADE = 'junk-removal';
let t: TestApp;
let category: Category;
/** Each business of the trade near 94103, by what it holds. */
const pros = {} as Record<
  'both' | 'licensed' | 'lapsedInsurance' | 'pendingInsurance' | 'none',
  { id: number; name: string }
>;

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

beforeAll(async () => {
  t = await createBuiltApp();
  const [ownerUser, adminUser] = await Promise.all([
    createUser(t.app.db),
    createUser(t.app.db, { email: 'admin@example.com' }),
  ]);
  const [owner, admin] = await Promise.all([
    signInAs(t.app.db, t.agent(), ownerUser.id),
    signInAs(t.app.db, t.agent(), adminUser.id),
  ]);
  for (const name of ['both', 'licensed', 'lapsedInsurance', 'pendingInsurance', 'none'] as const) {
    const company = await createCompany(t.app.db, {
      ownerId: ownerUser.id,
      category: TRADE,
      name: `Haul ${name}`,
      zip: '94103',
    });
    pros[name] = { id: company.id, name: company.name };
  }
  // The first business's licence and insurance go the whole way: submitted, then verified.
  const kinds: Array<Record<string, string>> = [
    { kind: 'licence', trade: 'Hauling', issuingState: 'CA', licenceNumber: 'H-77' },
    { kind: 'insurance', insurer: 'Bay Mutual', policyType: 'General', coverageCents: '100000000' },
  ];
  for (const fields of kinds) {
    const submitted = await owner.request({
      method: 'POST',
      url: `/api/companies/${pros.both.id}/credentials`,
      ...multipart(
        { ...fields, expiresOn: inDays(300) },
        { document: fileOf(PDF, 'c.pdf', 'application/pdf') },
      ),
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const verified = await admin.post(`/api/admin/credentials/${submitted.json().id}/verify`, {
      verifiedOn: inDays(-2),
      verifiedHow: 'state register',
    });
    expect(verified.statusCode, verified.body).toBe(200);
  }
  await createCredential(t.app.db, pros.licensed.id, { kind: 'licence' });
  await createCredential(t.app.db, pros.lapsedInsurance.id, { kind: 'licence' });
  // Verified, but its last valid day was yesterday: the expiry job has not run.
  await createCredential(t.app.db, pros.lapsedInsurance.id, {
    kind: 'insurance',
    expiresOn: inDays(-1),
  });
  await createCredential(t.app.db, pros.pendingInsurance.id, { kind: 'licence' });
  await createCredential(t.app.db, pros.pendingInsurance.id, {
    kind: 'insurance',
    status: 'pending',
  });
  await createCredential(t.app.db, pros.none.id, { kind: 'insurance', status: 'rejected' });
  const categories = (await t.agent().get('/api/categories')).json<Category[]>();
  category = categories.find((c) => c.slug === TRADE)!;
});
afterAll(async () => t.close());

type Listed = { id: number; credentialBadges: CredentialBadge[] };
const ids = (companies: Array<{ id: number }>) => companies.map((c) => c.id).sort((a, b) => a - b);
const all = () => ids(Object.values(pros));

async function listing(url: string, key: 'results' | 'companies'): Promise<Listed[]> {
  const res = await t.agent().get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Record<typeof key, Listed[]>>()[key];
}

const FILTER = 'licensedAndInsured=true';
const listings: Array<[string, string, 'results' | 'companies']> = [
  ['search by trade', `/api/search?q=junk+removal`, 'results'],
  ['search near a ZIP', `/api/search?q=junk+removal&location=94103`, 'results'],
  ['the category near a ZIP', `/api/search?category=${TRADE}&location=94103`, 'results'],
  ['the category by slug', `/api/companies/category/${TRADE}`, 'companies'],
];

describe('the "Licensed & insured" filter', () => {
  it.each(listings)('keeps only the licensed and insured: %s', async (_, url, key) => {
    const join = url.includes('?') ? '&' : '?';
    expect(ids(await listing(url, key))).toEqual(all());
    expect(ids(await listing(`${url}${join}${FILTER}`, key))).toEqual([pros.both.id]);
    expect(ids(await listing(`${url}${join}licensedAndInsured=false`, key))).toEqual(all());
  });

  it('applies to the category listing by id, and counts what it keeps', async () => {
    const url = `/api/categories/${category.id}/companies`;
    expect(ids(await listing(url, 'companies'))).toEqual(all());
    const filtered = await t.agent().get(`${url}?${FILTER}`);
    expect(filtered.json().companies.map((c: Listed) => c.id)).toEqual([pros.both.id]);
    expect(filtered.json().pagination).toMatchObject({ total: 1, totalPages: 1 });
  });

  it('refuses a value other than true or false', async () => {
    const res = await t.agent().get(`/api/search?q=junk&licensedAndInsured=yes`);
    expect(res.statusCode).toBe(400);
  });

  it("drops a business on its licence's expiry day passing, before any job runs", async () => {
    const company = await createCompany(t.app.db, { category: TRADE, zip: '94103' });
    const licence = await createCredential(t.app.db, company.id, { kind: 'licence' });
    await createCredential(t.app.db, company.id, { kind: 'insurance' });
    const filtered = () => listing(`/api/companies/category/${TRADE}?${FILTER}`, 'companies');
    expect(ids(await filtered())).toContain(company.id);
    // Valid through its expiry day: still there today.
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date WHERE id = ${licence.id}`,
    );
    expect(ids(await filtered())).toContain(company.id);
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date - 1 WHERE id = ${licence.id}`,
    );
    expect(ids(await filtered())).not.toContain(company.id);
    await t.app.db.execute(sql`DELETE FROM companies WHERE id = ${company.id}`);
  });

  it('probes each business through business_credentials_badges_idx', async () => {
    const { rows } = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      return tx.execute<{ 'QUERY PLAN': string }>(sql`
        EXPLAIN SELECT c.id FROM companies c
        WHERE c.category_id = ${category.id} AND ${licensedAndInsured(sql`c.id`)}`);
    });
    const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(plan).toContain('business_credentials_badges_idx');
  });
});

describe('the badges on results', () => {
  it('name each kind held, with its verification day, in search and the category listing', async () => {
    const expected = new Map<number, CredentialBadge[]>([
      [
        pros.both.id,
        [
          { kind: 'licence', verifiedOn: inDays(-2) },
          { kind: 'insurance', verifiedOn: inDays(-2) },
        ],
      ],
      [pros.licensed.id, [{ kind: 'licence', verifiedOn: inDays(-1) }]],
      [pros.lapsedInsurance.id, [{ kind: 'licence', verifiedOn: inDays(-1) }]],
      [pros.pendingInsurance.id, [{ kind: 'licence', verifiedOn: inDays(-1) }]],
      [pros.none.id, []],
    ]);
    for (const [, url, key] of listings) {
      for (const company of await listing(url, key)) {
        expect(company.credentialBadges, url).toEqual(expected.get(company.id));
      }
    }
  });

  it('are on the server-rendered search page, which the filter narrows', async () => {
    const html = (await t.agent().get(`/search?q=junk+removal&${FILTER}`)).body;
    expect(html).toContain(pros.both.name);
    expect(html).not.toContain(pros.licensed.name);
    expect(html).toMatch(/Licensed<\/span><span>verified on /);
    expect(html).toMatch(/Insured<\/span><span>verified on /);
  });
});

describe("the company page's JSON-LD", () => {
  const jsonLd = async (companyId: number) => {
    const html = (await t.agent().get(`/companies/${companyId}`)).body;
    const script = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html);
    expect(script, html.slice(0, 300)).not.toBeNull();
    return JSON.parse(script![1]!) as Record<string, unknown>;
  };

  it('carries a verified licence as hasCredential, and nothing for insurance alone', async () => {
    expect((await jsonLd(pros.both.id)).hasCredential).toEqual({
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
    });
    const insuredOnly = await createCompany(t.app.db, { category: TRADE });
    await createCredential(t.app.db, insuredOnly.id, { kind: 'insurance' });
    expect(await jsonLd(insuredOnly.id)).not.toHaveProperty('hasCredential');
    expect(await jsonLd(pros.none.id)).not.toHaveProperty('hasCredential');
  });
});
