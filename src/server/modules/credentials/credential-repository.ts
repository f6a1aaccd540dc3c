import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Credential,
  type CredentialFields,
  credentialDocumentPath,
  type QueuedCredential,
} from '@/contract/credential';
import type { Executor } from '@/server/db/client';
import { businessCredentials, companies } from '@/server/db/schema';

type CredentialRecord = typeof businessCredentials.$inferSelect;

export function toCredential(row: CredentialRecord): Credential {
  return {
    id: row.id,
    companyId: row.companyId,
    kind: row.kind,
    trade: row.trade,
    issuingState: row.issuingState,
    licenceNumber: row.licenceNumber,
    insurer: row.insurer,
    policyType: row.policyType,
    coverageCents: row.coverageCents,
    expiresOn: row.expiresOn,
    status: row.status,
    verifiedOn: row.verifiedOn,
    verifiedHow: row.verifiedHow,
    rejectedReason: row.rejectedReason,
    renewsId: row.renewsId,
    documentUrl: credentialDocumentPath(row.companyId, row.id),
    createdAt: row.createdAt.toISOString(),
  };
}

/** A company's credentials, newest first. */
export async function listCompanyCredentials(
  db: Executor,
  companyId: number,
): Promise<Credential[]> {
  const rows = await db
    .select()
    .from(businessCredentials)
    .where(eq(businessCredentials.companyId, companyId))
    .orderBy(desc(businessCredentials.createdAt), desc(businessCredentials.id));
  return rows.map(toCredential);
}

/**
 * How many pending or verified credentials a company has (rejected and expired ones do not count),
 * counted under a lock on its row, so two submissions at once cannot pass the cap together.
 */
export async function lockAndCountCredentials(tx: Executor, companyId: number): Promise<number> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(businessCredentials)
    .where(
      and(
        eq(businessCredentials.companyId, companyId),
        inArray(businessCredentials.status, ['pending', 'verified']),
      ),
    );
  return row?.n ?? 0;
}

/** What describes a credential, which its renewal keeps. */
export type RenewedFields = Pick<
  CredentialRecord,
  'kind' | 'trade' | 'issuingState' | 'licenceNumber' | 'insurer' | 'policyType' | 'coverageCents'
>;

/** A new pending credential: a submission, or the renewal of `renewsId` with a new expiry. */
export async function insertCredential(
  tx: Executor,
  companyId: number,
  fields: CredentialFields | (RenewedFields & { expiresOn: string; renewsId: number }),
  documentObjectId: number,
): Promise<Credential> {
  const [row] = await tx
    .insert(businessCredentials)
    .values({ companyId, documentObjectId, ...fields })
    .returning();
  return toCredential(row!);
}

/** A credential with the owner of its company (who may see its document). */
export async function findCredential(db: Executor, credentialId: number) {
  const [row] = await db
    .select({ credential: businessCredentials, ownerId: companies.ownerId })
    .from(businessCredentials)
    .innerJoin(companies, eq(companies.id, businessCredentials.companyId))
    .where(eq(businessCredentials.id, credentialId));
  return row;
}

/** Removes a company's credential; its document's object id, or undefined when there was none. */
export async function deleteCredentialRow(
  tx: Executor,
  companyId: number,
  credentialId: number,
): Promise<number | undefined> {
  const [row] = await tx
    .delete(businessCredentials)
    .where(
      and(eq(businessCredentials.id, credentialId), eq(businessCredentials.companyId, companyId)),
    )
    .returning({ documentObjectId: businessCredentials.documentObjectId });
  return row?.documentObjectId;
}

/** The admin queue: pending submissions, oldest first (business_credentials_queue_idx). */
export async function listPendingCredentials(
  db: Executor,
  limit: number,
): Promise<QueuedCredential[]> {
  const rows = await db
    .select({ credential: businessCredentials, companyName: companies.name })
    .from(businessCredentials)
    .innerJoin(companies, eq(companies.id, businessCredentials.companyId))
    .where(eq(businessCredentials.status, 'pending'))
    .orderBy(asc(businessCredentials.createdAt), asc(businessCredentials.id))
    .limit(limit);
  return rows.map((row) => ({ ...toCredential(row.credential), companyName: row.companyName }));
}

/** A pending credential, locked for the admin's decision; undefined when there is none. */
export async function lockCredential(tx: Executor, credentialId: number) {
  const [row] = await tx
    .select({ credential: businessCredentials, ownerId: companies.ownerId })
    .from(businessCredentials)
    .innerJoin(companies, eq(companies.id, businessCredentials.companyId))
    .where(eq(businessCredentials.id, credentialId))
    .for('update', { of: businessCredentials });
  return row;
}

/** Records an admin's decision on a credential. */
export async function recordDecision(
  tx: Executor,
  credentialId: number,
  decision: Pick<
    CredentialRecord,
    'status' | 'verifiedOn' | 'verifiedHow' | 'rejectedReason' | 'reviewedBy'
  >,
): Promise<Credential> {
  const [row] = await tx
    .update(businessCredentials)
    .set({ ...decision, reviewedAt: new Date() })
    .where(eq(businessCredentials.id, credentialId))
    .returning();
  return toCredential(row!);
}
