import { sql } from 'drizzle-orm';
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CREDENTIAL_DOCUMENT,
  type Credential,
  EXPIRY_PAST_MESSAGE,
  NOT_RENEWABLE_MESSAGE,
  type QueuedCredential,
  RENEWAL_EXPIRY_MESSAGE,
  RENEWAL_WAITING_MESSAGE,
} from '@/contract/credential';
import type { AuditEntry } from '@/contract/moderation';
import type { AppNotification } from '@/contract/notification';
import { buildApp } from '@/server/app';
import { sweepCredentialExpiry } from '@/server/modules/credentials/credential-expiry';
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
  // Web push on: an expiry notice in the bell is pushed to the owner's devices (none here).
  t = await createBuiltApp({
    push: {
      vapid: { ...webpush.generateVAPIDKeys(), subject: 'mailto:credentials-test@example.com' },
      endpointHosts: [],
      testOrigins: [],
      deadlineMs: 2000,
    },
  });
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

/** A credential of `owner`'s company `id` an admin verified, expiring in `days` days. */
async function verified(
  as: Agent,
  id: number,
  days: number,
  fields: Record<string, string> = LICENCE,
): Promise<Credential> {
  const res = await submit(as, { ...fields, expiresOn: inDays(400) }, undefined, id);
  expect(res.statusCode, res.body).toBe(201);
  const { id: credentialId } = res.json<Credential>();
  await admin.post(`/api/admin/credentials/${credentialId}/verify`, {
    verifiedOn: inDays(-1),
    verifiedHow: 'state register',
  });
  // Time passes: the expiry comes near (or has gone by).
  await t.app.db.execute(
    sql`UPDATE business_credentials SET expires_on = current_date + ${days}::int WHERE id = ${credentialId}`,
  );
  return { ...res.json<Credential>(), expiresOn: inDays(days) };
}

const renew = (as: Agent, c: Pick<Credential, 'id' | 'companyId'>, expiresOn: string) =>
  as.request({
    method: 'POST',
    url: `/api/companies/${c.companyId}/credentials/${c.id}/renew`,
    ...multipart({ expiresOn }, { document: fileOf(PDF, 'renewed.pdf', 'application/pdf') }),
  });

/** A business of its own (the sweeps below run over every business) and its owner signed in. */
async function business(locale: 'en' | 'es' = 'en') {
  const user = await createUser(t.app.db, { locale, firstName: 'Rosa' });
  const company = await createCompany(t.app.db, { ownerId: user.id });
  return { user, companyId: company.id, agent: await signInAs(t.app.db, t.agent(), user.id) };
}

/** What a sweep has queued for this owner: e-mail subjects, and the bell's titles with a push. */
async function toldTo(user: { id: number; email: string }) {
  const { rows: mails } = await t.app.db.execute<{ subject: string }>(sql`
    SELECT data->>'subject' AS subject FROM pgboss.job
    WHERE name = 'deliver.email' AND data->>'to' = ${user.email} ORDER BY created_on, id`);
  const { rows: pushed } = await t.app.db.execute<{ title: string }>(sql`
    SELECT n.title FROM notifications n
    JOIN pgboss.job j ON j.name = 'deliver.push' AND (j.data->>'notificationId')::int = n.id
    WHERE n.user_id = ${user.id} AND n.kind = 'credential' ORDER BY n.id`);
  return { emails: mails.map((m) => m.subject), pushes: pushed.map((n) => n.title) };
}

describe('credential expiry', () => {
  /** Two app nodes sweep at the same moment, twice (as two nodes' hourly jobs could). */
  async function sweepOnTwoNodes() {
    const other = await buildApp({ config: t.config, databaseUrl: t.databaseUrl });
    try {
      await Promise.all([sweepCredentialExpiry(t.app), sweepCredentialExpiry(other)]);
      await Promise.all([sweepCredentialExpiry(t.app), sweepCredentialExpiry(other)]);
    } finally {
      await other.close();
    }
  }

  it('reminds the business 30 and 7 days before, once each with two nodes, in its language', async () => {
    const b = await business('es');
    const licence = await verified(b.agent, b.companyId, 30);
    await verified(b.agent, b.companyId, 5, INSURANCE); // both due: only the 7-day one
    const renewed = await verified(b.agent, b.companyId, 20);
    expect((await renew(b.agent, renewed, inDays(800))).statusCode).toBe(201); // acted: none
    await verified(b.agent, b.companyId, 31); // not yet

    await sweepOnTwoNodes();
    const soon = 'Tu credencial vence pronto';
    expect(await toldTo(b.user)).toEqual({ emails: [soon, soon], pushes: [soon, soon] });
    const mail = await t.waitForMail((m) => m.to === b.user.email && m.text.includes('Seguro: '));
    expect(mail.text).toContain('Hola, Rosa:');
    expect(mail.text).toContain('Seguro: Golden State Mutual, General liability');
    expect(mail.text).toContain('Días que quedan: 5');
    expect(mail.text).toContain(`/business/${b.companyId}/credentials`);

    // A week before the licence's expiry: its second reminder, once.
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date + 7 WHERE id = ${licence.id}`,
    );
    await sweepOnTwoNodes();
    expect((await toldTo(b.user)).emails).toEqual([soon, soon, soon]);
    const bell = (await b.agent.get('/api/notifications')).json<{
      notifications: AppNotification[];
    }>().notifications;
    expect(bell[0]).toMatchObject({
      kind: 'credential',
      title: soon,
      body: 'Licencia: Plumbing, CA C36-1048576',
      link: `/business/${b.companyId}/credentials`,
    });
  });

  it('moves a credential past its day to expired, once with two nodes, and tells the business', async () => {
    const b = await business();
    const lapsed = await verified(b.agent, b.companyId, -1);
    const lastDay = await verified(b.agent, b.companyId, 0); // valid through today
    const kept = await verified(b.agent, b.companyId, 3, INSURANCE);
    expect((await renew(b.agent, kept, inDays(400))).statusCode).toBe(201);
    const renewal = (await b.agent.get(`/api/companies/${b.companyId}/credentials`))
      .json<{ credentials: Credential[] }>()
      .credentials.find((c) => c.renewsId === kept.id)!;
    await admin.post(`/api/admin/credentials/${renewal.id}/verify`, {
      verifiedOn: inDays(0),
      verifiedHow: 'insurer letter',
    });
    await t.app.db.execute(
      sql`UPDATE business_credentials SET expires_on = current_date - 1 WHERE id = ${kept.id}`,
    );

    await sweepOnTwoNodes();
    const list = (await b.agent.get(`/api/companies/${b.companyId}/credentials`)).json<{
      credentials: Credential[];
    }>().credentials;
    const statusOf = (id: number) => list.find((c) => c.id === id)?.status;
    expect([statusOf(lapsed.id), statusOf(lastDay.id), statusOf(kept.id)]).toEqual([
      'expired',
      'verified',
      'expired',
    ]);
    // Told of the lapsed licence only (the insurance's renewal keeps its badge); the licence on
    // its last day had its 7-day reminder.
    const expired = 'Your credential has expired';
    const told = await toldTo(b.user);
    expect(told.emails.filter((s) => s === expired)).toEqual([expired]);
    expect(told.pushes.filter((s) => s === expired)).toEqual([expired]);
    const mail = await t.waitForMail((m) => m.to === b.user.email && m.subject === expired);
    expect(mail.text).toContain('the Licensed badge is no longer on your company page');
    expect(mail.text).toContain('To renew it, upload the new document');
    const badges = (await t.agent().get(`/api/companies/${b.companyId}`)).json<{
      credentialBadges: Array<{ kind: string }>;
    }>().credentialBadges;
    expect(badges.map((badge) => badge.kind)).toEqual(['licence', 'insurance']);
  });
});

describe('renewing a credential', () => {
  it('sends a new document and expiry back to the queue; the old one keeps its badge until its own expiry', async () => {
    const b = await business();
    const old = await verified(b.agent, b.companyId, 10);
    expect((await renew(b.agent, old, inDays(10))).json()).toMatchObject({
      message: RENEWAL_EXPIRY_MESSAGE,
    });
    const res = await renew(b.agent, old, inDays(375));
    expect(res.statusCode, res.body).toBe(201);
    const renewal = res.json<Credential>();
    expect(renewal).toMatchObject({
      kind: 'licence',
      trade: 'Plumbing',
      issuingState: 'CA',
      licenceNumber: 'C36-1048576',
      expiresOn: inDays(375),
      status: 'pending',
      renewsId: old.id,
    });
    expect(renewal.id).not.toBe(old.id);
    const queue = (await admin.get('/api/admin/credentials')).json<{ credentials: Credential[] }>();
    expect(queue.credentials.map((c) => c.id)).toContain(renewal.id);
    expect((await b.agent.get(renewal.documentUrl)).rawPayload.equals(PDF)).toBe(true);
    const again = await renew(b.agent, old, inDays(380));
    expect([again.statusCode, again.json().message]).toEqual([409, RENEWAL_WAITING_MESSAGE]);
    const badges = async () =>
      (await t.agent().get(`/api/companies/${b.companyId}`)).json<{
        credentialBadges: unknown[];
      }>().credentialBadges;
    expect(await badges()).toEqual([{ kind: 'licence', verifiedOn: inDays(-1) }]);

    // Rejected: the old one may be renewed again.
    await admin.post(`/api/admin/credentials/${renewal.id}/reject`, { reason: 'Blurry.' });
    expect((await renew(b.agent, old, inDays(380))).statusCode).toBe(201);
  });

  it('renews an expired credential, and refuses a pending or rejected one and another business', async () => {
    const b = await business();
    const lapsed = await verified(b.agent, b.companyId, -3);
    await sweepCredentialExpiry(t.app);
    const res = await renew(b.agent, lapsed, inDays(365));
    expect(res.statusCode, res.body).toBe(201);
    const pending = res.json<Credential>();
    const refused = await renew(b.agent, pending, inDays(400));
    expect([refused.statusCode, refused.json().message]).toEqual([409, NOT_RENEWABLE_MESSAGE]);
    const past = await renew(b.agent, lapsed, inDays(-1));
    expect(past.json().message).toBe(EXPIRY_PAST_MESSAGE);
    const other = await business();
    const elsewhere = await renew(
      other.agent,
      { ...lapsed, companyId: other.companyId },
      inDays(400),
    );
    expect(elsewhere.statusCode).toBe(404);
  });
});
