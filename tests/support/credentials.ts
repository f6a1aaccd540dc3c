import { randomBytes } from 'node:crypto';
import type { CredentialKind } from '@/contract/credential';
import type { Database } from '@/server/db/client';
import { businessCredentials, storedObjects } from '@/server/db/schema';
import { inDays } from './dates';

export interface CredentialSpec {
  kind: CredentialKind;
  status?: 'pending' | 'verified' | 'rejected' | 'expired';
  /** YYYY-MM-DD; a year from now unless told. */
  expiresOn?: string;
  /** YYYY-MM-DD, the day an admin checked it (verified and expired ones); yesterday unless told. */
  verifiedOn?: string;
}

/**
 * A credential as the admin queue leaves it (verified unless told), with a stored document row:
 * for tests of what a credential does elsewhere (search, matching, Top Pro). Submitting and
 * verifying one through the API is tests/integration/credentials.test.ts's subject.
 */
export async function createCredential(db: Database, companyId: number, spec: CredentialSpec) {
  const status = spec.status ?? 'verified';
  const [document] = await db
    .insert(storedObjects)
    .values({
      storageKey: `credentials/${randomBytes(8).toString('hex')}.pdf`,
      contentType: 'application/pdf',
      byteSize: 1024,
    })
    .returning({ id: storedObjects.id });
  const checked = status === 'verified' || status === 'expired';
  const [credential] = await db
    .insert(businessCredentials)
    .values({
      companyId,
      kind: spec.kind,
      ...(spec.kind === 'licence'
        ? { trade: 'Plumbing', issuingState: 'CA', licenceNumber: 'C36-4096' }
        : { insurer: 'Golden State Mutual', policyType: 'General liability', coverageCents: 1e8 }),
      expiresOn: spec.expiresOn ?? inDays(365),
      documentObjectId: document!.id,
      status,
      verifiedOn: checked ? (spec.verifiedOn ?? inDays(-1)) : null,
      verifiedHow: checked ? 'state register' : null,
      rejectedReason: status === 'rejected' ? 'Unreadable.' : null,
    })
    .returning();
  return credential!;
}
