import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inDays } from '../support/dates';
import { createCompany, createUser } from '../support/factories';
import { expectAccessibleAtBothWidths, expectToast, useBrowserSuite } from './browser';

/**
 * Issue 36: a business adds a licence on its phone; an admin verifies it; the page and its search
 * result show the badge; near its expiry the business renews it.
 */

let ownerEmail: string;
let companyId: number;

const suite = useBrowserSuite(async (server) => {
  const db = server.app.db;
  const owner = await createUser(db, { firstName: 'Rosa' });
  await createUser(db, { firstName: 'Ada', email: 'admin@example.com' });
  ownerEmail = owner.email;
  ({ id: companyId } = await createCompany(db, {
    ownerId: owner.id,
    name: 'Bright Spark Electric',
  }));
});

describe('credentials', () => {
  it('a business adds a licence, an admin verifies it, the company page and search say "Licensed, verified on …", and near its expiry the business renews it', async () => {
    const base = suite.server.baseUrl;

    const owner = await suite.signedInPage(ownerEmail, { width: 390 });
    await owner.goto(`${base}/business/${companyId}/credentials`);
    await owner.getByLabel('Trade').fill('Electrical');
    await owner.getByLabel('Issuing state (two letters)').fill('CA');
    await owner.getByLabel('Licence number').fill('C10-998877');
    await owner.getByLabel('Expiry date').fill(inDays(365));
    await owner.getByLabel('Document').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await owner.getByRole('button', { name: 'Submit for verification' }).click();
    await expectToast(owner, 'Submitted for verification');
    const line = owner.getByText('Electrical licence, CA no. C10-998877');
    await expect.poll(() => line.isVisible()).toBe(true);
    expect(await owner.getByText('Waiting for verification').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);

    const admin = await suite.signedInPage('admin@example.com');
    await admin.goto(`${base}/admin/credentials`);
    await admin.getByLabel('How it was checked').fill('CSLB state register');
    await admin.getByRole('button', { name: 'Verify' }).click();
    await expectToast(admin, 'Credential verified');
    await expect.poll(() => admin.getByText('Nothing to check').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(admin);

    const visitor = await suite.otherPage({ width: 390 });
    await visitor.goto(`${base}/companies/${companyId}`);
    const badges = visitor.getByRole('list', { name: 'Verified credentials' });
    await expect.poll(() => badges.getByText('Licensed').isVisible()).toBe(true);
    expect(await badges.getByText(/^verified on /).isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(visitor);

    // Its search result says it too; the "Licensed & insured" filter leaves it out (no insurance).
    await visitor.goto(`${base}/search?q=bright+spark`);
    const result = visitor.getByRole('listitem').filter({ hasText: 'Bright Spark Electric' });
    const resultBadges = result.getByRole('list', { name: 'Verified credentials' });
    await expect.poll(() => resultBadges.getByText('Licensed').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(visitor);
    await visitor.getByRole('checkbox', { name: 'Licensed & insured' }).click();
    await expect.poll(() => visitor.getByText('No results found').isVisible()).toBe(true);
    expect(visitor.url()).toContain('licensedAndInsured=true');

    // Ten days before its expiry, the business renews it with a new document.
    await suite.server.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date + 10 WHERE company_id = ${companyId}`,
    );
    await owner.reload();
    await expect.poll(() => owner.getByText('Expires soon').isVisible()).toBe(true);
    await owner.getByRole('button', { name: 'Renew' }).click();
    const renewal = owner.getByRole('form', {
      name: 'Renew Electrical licence, CA no. C10-998877',
    });
    await renewal.getByLabel('Expiry date').fill(inDays(400));
    await renewal.getByLabel('Document').setInputFiles({
      name: 'renewed.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n%%EOF\n'),
    });
    await renewal.getByRole('button', { name: 'Send the renewal for verification' }).click();
    await expectToast(owner, 'Renewal sent for verification');
    expect(await owner.getByText('Renewal waiting for verification').isVisible()).toBe(true);
    await expectAccessibleAtBothWidths(owner);
  });
});
