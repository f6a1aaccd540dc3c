import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_DOCUMENT,
  type Credential,
  EXPIRY_PAST_MESSAGE,
  type QueuedCredential,
} from '@/contract/credential';
import type { AuditEntry } from '@/contract/moderation';
import { createCompany, createUser } from '../support/factories';
import { inDays } from '../support/dates';
import { fileOf, multipart, png } from '../support/files';
import { signInAs } from '../support/sessions';
import { createBuiltApp, type Agent, type TestApp } from '../support/test-app';

/**
 * Issue 36, items 1–2, through the API: a business submits licences and insurance with a private
 * document; only its owner and admins can download the document, as a sandboxed attachment; an
 * admin verifies or rejects each pending submission, into the audit log; the company page, rendered
 * on the server, shows a verified credential that has not expired as a badge in words.
 */

let t: TestApp;
let owner: Agent;
let admin: Agent;
let stranger: Agent;
let companyId: number;
let ownerEmail: string;
let ownerId: number;

beforeAll(async () => {
  t = await createBuiltApp();
  const [ownerUser, adminUser, strangerUser] = await Promise.all([
    createUser(t.app.db),
    createUser(t.app.db, { email: 'admin@example.com' }),
    createUser(t.app.db),
  ]);
  companyId = (await createCompany(t.app.db, { ownerId: ownerUser.id })).id;
  ownerEmail = ownerUser.email;
  ownerId = ownerUser.id;
  [owner, admin, stranger] = await Promise.all([
    signInAs(t.app.db, t.agent(), ownerUser.id),
    signInAs(t.app.db, t.agent(), adminUser.id),
    signInAs(t.app.db, t.agent(), strangerUser.id),
  ]);
});
afterAll(async () => t.close());

const PDF = Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const LICENCE = {
  kind: 'licence',
  trade: 'Plumbing',
  issuingState: 'ca',
  licenceNumber: 'C36-1048576',
  expiresOn: inDays(400),
};
const INSURANCE = {
  kind: 'insurance',
  insurer: 'Golden State Mutual',
  policyType: 'General liability',
  coverageCents: '200000000',
  expiresOn: inDays(200),
};

const submit = (
  who: Agent,
  fields: Record<string, string>,
  document = fileOf(PDF, 'licence.pdf', 'application/pdf'),
  id = companyId,
) =>
  who.request({
    method: 'POST',
    url: `/api/companies/${id}/credentials`,
    ...multipart(fields, { document }),
  });

async function submitted(
  fields: Record<string, string> = LICENCE,
  id = companyId,
): Promise<Credential> {
  const res = await submit(owner, fields, undefined, id);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Credential>();
}

const storedObjectCount = async () => {
  const { rows } = await t.app.db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM stored_objects`,
  );
  return rows[0]!.n;
};

describe('a business submitting credentials', () => {
  it('adds a licence with a PDF and an insurance policy with a photo, both pending', async () => {
    const licence = await submitted();
    expect(licence).toMatchObject({
      kind: 'licence',
      trade: 'Plumbing',
      issuingState: 'CA',
      licenceNumber: 'C36-1048576',
      insurer: null,
      coverageCents: null,
      expiresOn: LICENCE.expiresOn,
      status: 'pending',
      verifiedOn: null,
    });
    const insuranceRes = await submit(owner, INSURANCE, fileOf(await png(), 'c.png', 'image/png'));
    expect(insuranceRes.statusCode, insuranceRes.body).toBe(201);
    expect(insuranceRes.json<Credential>()).toMatchObject({
      kind: 'insurance',
      coverageCents: 200_000_000,
      trade: null,
      status: 'pending',
    });

    const list = await owner.get(`/api/companies/${companyId}/credentials`);
    expect(list.statusCode).toBe(200);
    const ids = list.json<{ credentials: Credential[] }>().credentials.map((c) => c.id);
    expect(ids).toEqual(expect.arrayContaining([licence.id, insuranceRes.json<Credential>().id]));
  });

  it('refuses a file that is neither a PDF nor an image, and stores nothing', async () => {
    const before = await storedObjectCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await submit(owner, LICENCE, fileOf(html, 'licence.pdf', 'application/pdf'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CREDENTIAL_DOCUMENT.wrongType);
    expect(await storedObjectCount()).toBe(before);
  });

  it('refuses a document over 10 MB (413) and a missing one (400)', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(CREDENTIAL_DOCUMENT.maxBytes)]);
    const tooBig = await submit(owner, LICENCE, fileOf(big, 'big.pdf', 'application/pdf'));
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(CREDENTIAL_DOCUMENT.tooLarge);
    const none = await owner.request({
      method: 'POST',
      url: `/api/companies/${companyId}/credentials`,
      ...multipart(LICENCE),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(CREDENTIAL_DOCUMENT.missing);
  });

  it('names the fields at fault, and refuses an expiry date that has passed', async () => {
    const before = await storedObjectCount();
    const res = await submit(owner, { ...LICENCE, licenceNumber: ' ', issuingState: 'California' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fields: object }>().fields).sort()).toEqual([
      'issuingState',
      'licenceNumber',
    ]);
    const past = await submit(owner, { ...LICENCE, expiresOn: inDays(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toMatchObject({ message: EXPIRY_PAST_MESSAGE });
    expect(await storedObjectCount()).toBe(before);
  });

  it('lets only the owner list, add and delete (403 for another user, 401 signed out)', async () => {
    const credential = await submitted();
    const base = `/api/companies/${companyId}/credentials`;
    expect((await stranger.get(base)).statusCode).toBe(403);
    expect((await submit(stranger, LICENCE)).statusCode).toBe(403);
    expect(
      (await stranger.request({ method: 'DELETE', url: `${base}/${credential.id}` })).statusCode,
    ).toBe(403);
    expect((await t.agent().get(base)).statusCode).toBe(401);

    const before = await storedObjectCount();
    const deleted = await owner.request({ method: 'DELETE', url: `${base}/${credential.id}` });
    expect(deleted.statusCode).toBe(204);
    expect(await storedObjectCount()).toBe(before - 1);
    expect((await owner.get(credential.documentUrl)).statusCode).toBe(404);
    const again = await owner.request({ method: 'DELETE', url: `${base}/${credential.id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe("a credential's document", () => {
  it('downloads for the owner and admins as a sandboxed attachment, byte for byte', async () => {
    const credential = await submitted();
    for (const who of [owner, admin]) {
      const res = await who.get(credential.documentUrl);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="licence-${credential.id}.pdf"`,
      );
      expect(res.headers['content-security-policy']).toMatch(/sandbox/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(PDF)).toBe(true);
    }
  });

  it('does not exist for anyone else, nor through the objects route nor another company', async () => {
    const credential = await submitted();
    expect((await stranger.get(credential.documentUrl)).statusCode).toBe(404);
    expect((await t.agent().get(credential.documentUrl)).statusCode).toBe(401);
    const other = await createCompany(t.app.db);
    const elsewhere = `/api/companies/${other.id}/credentials/${credential.id}/document`;
    expect((await admin.get(elsewhere)).statusCode).toBe(404);
    const { rows } = await t.app.db.execute<{ object_id: number }>(
      sql`SELECT document_object_id AS object_id FROM business_credentials WHERE id = ${credential.id}`,
    );
    expect((await owner.get(`/api/objects/${rows[0]!.object_id}`)).statusCode).toBe(404);
  });
});

describe('the admin verification queue', () => {
  const auditOf = async (credentialId: number) => {
    const res = await admin.get('/api/admin/audit');
    return res
      .json<{ entries: AuditEntry[] }>()
      .entries.filter((e) => e.targetType === 'credential' && e.targetId === credentialId);
  };

  it('lists pending submissions oldest first, with the business and the document link', async () => {
    const first = await submitted();
    const second = await submitted(INSURANCE);
    const res = await admin.get('/api/admin/credentials');
    expect(res.statusCode).toBe(200);
    const queue = res.json<{ credentials: QueuedCredential[] }>().credentials;
    const ids = queue.map((c) => c.id);
    expect(ids.indexOf(first.id)).toBeLessThan(ids.indexOf(second.id));
    const entry = queue.find((c) => c.id === first.id)!;
    expect(entry.companyName).toMatch(/^Test Company/);
    expect((await admin.get(entry.documentUrl)).statusCode).toBe(200);
    expect(queue.every((c) => c.status === 'pending')).toBe(true);
    expect((await owner.get('/api/admin/credentials')).statusCode).toBe(403);
  });

  it('verifies one with the date checked and how, once, into the audit log', async () => {
    const credential = await submitted();
    const checkedOn = inDays(-1);
    const body = { verifiedOn: checkedOn, verifiedHow: 'CSLB state register' };
    const url = `/api/admin/credentials/${credential.id}/verify`;
    expect((await admin.post(url, { ...body, verifiedOn: inDays(2) })).statusCode).toBe(400);
    const res = await admin.post(url, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Credential>()).toMatchObject({
      status: 'verified',
      verifiedOn: checkedOn,
      verifiedHow: 'CSLB state register',
    });
    expect((await admin.post(url, body)).statusCode).toBe(409);
    expect(await auditOf(credential.id)).toEqual([
      expect.objectContaining({
        action: 'credential.verify',
        reason: `Checked on ${checkedOn}: CSLB state register`,
      }),
    ]);
    const list = await owner.get(`/api/companies/${companyId}/credentials`);
    const mine = list.json<{ credentials: Credential[] }>().credentials;
    expect(mine.find((c) => c.id === credential.id)?.status).toBe('verified');
    const queue = (await admin.get('/api/admin/credentials')).json<{ credentials: Credential[] }>();
    expect(queue.credentials.map((c) => c.id)).not.toContain(credential.id);
  });

  it('rejects one with a reason, e-mailed to the business and written to the audit log', async () => {
    const credential = await submitted(INSURANCE);
    const reason = 'The certificate shown expired last year; please upload the current one.';
    const res = await admin.post(`/api/admin/credentials/${credential.id}/reject`, { reason });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Credential>()).toMatchObject({ status: 'rejected', rejectedReason: reason });
    const mail = await t.waitForMail(
      (m) => m.to === ownerEmail && m.subject === 'Your credential could not be verified',
    );
    expect(mail.text).toContain(reason);
    expect(mail.text).toContain('insurance policy');
    expect(await auditOf(credential.id)).toEqual([
      expect.objectContaining({ action: 'credential.reject', reason }),
    ]);
    const again = await admin.post(`/api/admin/credentials/${credential.id}/reject`, { reason });
    expect(again.statusCode).toBe(409);
    expect((await admin.post('/api/admin/credentials/999999/reject', { reason })).statusCode).toBe(
      404,
    );
  });
});

describe("the company page's badges", () => {
  it('says "Licensed" and "Insured, verified on {date}" for verified credentials, server-rendered', async () => {
    const company = await createCompany(t.app.db, { ownerId: ownerId });
    const page = () => t.agent().get(`/companies/${company.id}`);
    expect((await page()).body).not.toContain('Licensed');

    const licence = await submitted(LICENCE, company.id);
    const insurance = await submitted(INSURANCE, company.id);
    await submitted(LICENCE, company.id); // still pending: no second badge
    const checkedOn = '2026-03-04';
    for (const { id } of [licence, insurance]) {
      const res = await admin.post(`/api/admin/credentials/${id}/verify`, {
        verifiedOn: checkedOn,
        verifiedHow: 'state register',
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const details = await t.agent().get(`/api/companies/${company.id}`);
    expect(details.json<{ credentialBadges: unknown[] }>().credentialBadges).toEqual([
      { kind: 'licence', verifiedOn: checkedOn },
      { kind: 'insurance', verifiedOn: checkedOn },
    ]);
    const html = (await page()).body;
    expect(html).toMatch(/Licensed<\/span><span>verified on March 4, 2026</);
    expect(html).toMatch(/Insured<\/span><span>verified on March 4, 2026</);
  });

  it('drops a badge once its credential has expired, and shows none for a rejected one', async () => {
    const company = await createCompany(t.app.db, { ownerId: ownerId });
    const licence = await submitted(LICENCE, company.id);
    const insurance = await submitted(INSURANCE, company.id);
    await admin.post(`/api/admin/credentials/${licence.id}/verify`, {
      verifiedOn: inDays(-1),
      verifiedHow: 'state register',
    });
    await admin.post(`/api/admin/credentials/${insurance.id}/reject`, { reason: 'Unreadable.' });
    const badges = async () =>
      (await t.agent().get(`/api/companies/${company.id}`)).json<{ credentialBadges: unknown[] }>()
        .credentialBadges;
    expect(await badges()).toEqual([{ kind: 'licence', verifiedOn: inDays(-1) }]);
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date - 1 WHERE id = ${licence.id}`,
    );
    expect(await badges()).toEqual([]);
    expect((await t.agent().get(`/companies/${company.id}`)).body).not.toContain('Licensed');
  });
});
