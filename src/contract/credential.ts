import { z } from 'zod';
import { isRealDay, singleLine } from './common';
import type { ImageFormat } from './upload';

/**
 * A business's credentials (issue 36, docs/decisions/095): licences and insurance, each with a
 * private document an admin checks before the company page shows a badge.
 */

export const CREDENTIAL_KINDS = ['licence', 'insurance'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export const CREDENTIAL_STATUSES = ['pending', 'verified', 'rejected', 'expired'] as const;
export type CredentialStatus = (typeof CREDENTIAL_STATUSES)[number];

/** A business keeps at most this many pending or verified credentials. */
export const MAX_CREDENTIALS = 20;

const MB = 1024 * 1024;

/** The document: a PDF (checked by its bytes) or an image through the image pipeline. */
export const CREDENTIAL_DOCUMENT = {
  maxBytes: 10 * MB,
  formats: ['jpeg', 'png', 'webp'] as readonly ImageFormat[],
  accept: 'application/pdf,image/jpeg,image/png,image/webp',
  missing: 'Please choose the document (a PDF or a photo) to upload.',
  tooLarge: 'The document must be 10 MB or smaller.',
  wrongType: 'Please upload a PDF, JPG, PNG or WebP file.',
} as const;

// Every user-visible message.
export const CREDENTIAL_NOT_FOUND_MESSAGE = 'Credential not found';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'Document not found';
export const CREDENTIAL_LIMIT_MESSAGE = `A business can keep at most ${MAX_CREDENTIALS} credentials.`;
export const EXPIRY_PAST_MESSAGE = 'The expiry date must be in the future.';
export const NOT_PENDING_MESSAGE = 'This credential has already been reviewed.';
export const NOT_RENEWABLE_MESSAGE = 'Only a verified or expired credential can be renewed.';
export const RENEWAL_WAITING_MESSAGE = 'This credential already has a renewal.';
export const RENEWAL_EXPIRY_MESSAGE = 'The new expiry date must be after the current one.';

/**
 * A verified credential's reminders: this many days before it expires (the business is told by
 * e-mail, in the bell and by push), the first of them also when the settings screen says
 * "expires soon" and offers Renew.
 */
export const EXPIRY_REMINDER_DAYS = [30, 7] as const;
export const EXPIRES_SOON_DAYS = EXPIRY_REMINDER_DAYS[0];

/** A verified credential in its last EXPIRES_SOON_DAYS days (UTC dates, as the server's). */
export function expiresSoon(
  credential: Pick<Credential, 'status' | 'expiresOn'>,
  now = new Date(),
): boolean {
  const today = Date.parse(now.toISOString().slice(0, 10));
  const daysLeft = (Date.parse(credential.expiresOn) - today) / 86_400_000;
  return credential.status === 'verified' && daysLeft <= EXPIRES_SOON_DAYS;
}

const text = (message: string, max: number) =>
  singleLine({ error: message }).min(1, message).max(max, message);

const day = (message: string) => z.string({ error: message }).trim().refine(isRealDay, message);

const expiresOn = day('Please give a valid expiry date.');

const licenceFieldsSchema = z.object({
  kind: z.literal('licence'),
  trade: text('Please give the trade the licence covers.', 100),
  issuingState: z
    .string({ error: 'Please give the issuing state (two letters).' })
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Please give the issuing state (two letters).')
    .transform((s) => s.toUpperCase()),
  licenceNumber: text('Please give the licence number.', 60),
  expiresOn,
});

const insuranceFieldsSchema = z.object({
  kind: z.literal('insurance'),
  insurer: text('Please give the insurer.', 120),
  policyType: text('Please give the policy type.', 120),
  /** Whole cents; the form sends it as a string of digits (multipart). */
  coverageCents: z
    .string({ error: 'Please give the coverage amount.' })
    .trim()
    .regex(/^[1-9]\d{0,11}$/, 'Please give the coverage amount.')
    .transform(Number),
  expiresOn,
});

/** The text fields of POST /api/companies/{id}/credentials (multipart, with the file `document`). */
export const credentialFieldsSchema = z.discriminatedUnion(
  'kind',
  [licenceFieldsSchema, insuranceFieldsSchema],
  { error: 'Choose licence or insurance.' },
);
export type CredentialFields = z.output<typeof credentialFieldsSchema>;

export const credentialSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  kind: z.enum(CREDENTIAL_KINDS),
  trade: z.string().nullable(),
  issuingState: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  insurer: z.string().nullable(),
  policyType: z.string().nullable(),
  coverageCents: z.number().int().nullable(),
  /** YYYY-MM-DD: valid through the end of this day. */
  expiresOn: z.string(),
  status: z.enum(CREDENTIAL_STATUSES),
  /** YYYY-MM-DD: the day the admin checked it. */
  verifiedOn: z.string().nullable(),
  verifiedHow: z.string().nullable(),
  rejectedReason: z.string().nullable(),
  /** The credential this one renews (same licence or policy, new document and expiry). */
  renewsId: z.number().int().nullable(),
  /** The private document: only the business's owner and admins may download it. */
  documentUrl: z.string(),
  createdAt: z.string(),
});
export type Credential = z.infer<typeof credentialSchema>;

export const credentialListSchema = z.object({ credentials: z.array(credentialSchema) });

/**
 * The text field of POST /api/companies/{id}/credentials/{credentialId}/renew (multipart, with the
 * file `document`): the new expiry; the rest is the renewed credential's.
 */
export const renewCredentialSchema = z.object({ expiresOn });

/** A badge on the company page: a verified credential that has not expired. */
export const credentialBadgeSchema = z.object({
  kind: z.enum(CREDENTIAL_KINDS),
  /** YYYY-MM-DD */
  verifiedOn: z.string(),
});
export type CredentialBadge = z.infer<typeof credentialBadgeSchema>;

/** The link to a credential's document. */
export const credentialDocumentPath = (companyId: number, credentialId: number) =>
  `/api/companies/${companyId}/credentials/${credentialId}/document`;

/** POST /api/admin/credentials/{id}/verify: the day the admin checked it, and how. */
export const verifyCredentialSchema = z.object({
  verifiedOn: day('Please give the date you checked it.'),
  verifiedHow: text('Say how you checked it (e.g. state register).', 200),
});
export type VerifyCredential = z.infer<typeof verifyCredentialSchema>;

/** POST /api/admin/credentials/{id}/reject: the reason, sent to the business. */
export const rejectCredentialSchema = z.object({
  reason: z
    .string({ error: 'Give a reason.' })
    .trim()
    .min(1, 'Give a reason.')
    .max(500, 'Reasons can be at most 500 characters.'),
});
export type RejectCredential = z.infer<typeof rejectCredentialSchema>;

export const VERIFIED_IN_FUTURE_MESSAGE = 'The date checked cannot be in the future.';

/** A pending submission in the admin queue, with its business. */
export const queuedCredentialSchema = credentialSchema.extend({
  companyName: z.string(),
});
export type QueuedCredential = z.infer<typeof queuedCredentialSchema>;
export const credentialQueueSchema = z.object({ credentials: z.array(queuedCredentialSchema) });
