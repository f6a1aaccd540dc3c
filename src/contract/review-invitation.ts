import { z } from 'zod';
import { emailField } from './auth';
import { singleLine } from './common';

/**
 * Review invitations (issue 36 item 7, docs/decisions/102-invited-reviews.md): a business invites
 * customers it served outside QuoteLocal to review it, each by a one-time link. Their reviews are
 * labelled "Invited by the business", never "Verified hire".
 */

/** Invitations a business may send in any 24 hours (a rolling window, not a calendar day). */
export const REVIEW_INVITATIONS_PER_DAY = 20;
/** A link works this many days after it is sent. */
export const REVIEW_INVITATION_VALID_DAYS = 30;
/** The same address is not invited by the same business again within this many days. */
export const REVIEW_INVITATION_REPEAT_DAYS = 180;
export const REVIEW_INVITATION_NOTE_MAX = 300;

// Every user-visible message (literal, so the Spanish catalogue's keys are found in src/).
export const INVITATION_NAME_MESSAGE = 'Please enter the customer’s name.';
export const INVITATION_NOTE_MESSAGE = 'The note can be at most 300 characters.';
export const INVITATION_LIMIT_MESSAGE =
  'A business can send at most 20 review invitations in 24 hours. Please try again later.';
export const INVITATION_REPEAT_MESSAGE = 'This address was already invited in the last 180 days.';
export const INVITATION_OWN_ADDRESS_MESSAGE = 'You cannot invite yourself to review your business.';
export const INVITATION_INVALID_MESSAGE = 'This invitation link is not valid or has expired.';
export const INVITATION_USED_MESSAGE = 'This invitation has already been used.';
export const INVITATION_OWN_COMPANY_MESSAGE = 'You cannot review your own business.';
export const INVITATION_ALREADY_REVIEWED_MESSAGE = 'You have already reviewed this business.';

/** POST /api/companies/{id}/review-invitations. */
export const reviewInvitationInputSchema = z.object({
  email: emailField('Invalid email address'),
  name: singleLine({ error: INVITATION_NAME_MESSAGE })
    .min(1, INVITATION_NAME_MESSAGE)
    .max(100, INVITATION_NAME_MESSAGE),
  note: z
    .string()
    .trim()
    .max(REVIEW_INVITATION_NOTE_MAX, INVITATION_NOTE_MESSAGE)
    .optional()
    .nullable(),
});
export type ReviewInvitationInput = z.input<typeof reviewInvitationInputSchema>;

/** Sent and waiting; used for a review; or past its days without one. */
export const REVIEW_INVITATION_STATES = ['sent', 'reviewed', 'expired'] as const;
export type ReviewInvitationState = (typeof REVIEW_INVITATION_STATES)[number];

/** An invitation as its business sees it (never its link: only the invitee has that). */
export const reviewInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  note: z.string().nullable(),
  state: z.enum(REVIEW_INVITATION_STATES),
  sentAt: z.string(),
  expiresAt: z.string(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

/** GET /api/companies/{id}/review-invitations: the newest first, and what is left of today's limit. */
export const reviewInvitationListSchema = z.object({
  invitations: z.array(reviewInvitationSchema),
  /** Invitations the business may still send in the current 24 hours. */
  remaining: z.number().int(),
});
export type ReviewInvitationList = z.infer<typeof reviewInvitationListSchema>;

/** GET /api/review-invitations/{token}: what the link's page says before the reviewer acts. */
export const reviewInvitationLandingSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  /** The name the business gave the invitee. */
  name: z.string(),
});
export type ReviewInvitationLanding = z.infer<typeof reviewInvitationLandingSchema>;

/** POST /api/review-invitations/{token}/accept: the signed-in reviewer may now review this business. */
export const reviewInvitationAcceptedSchema = z.object({ companyId: z.number().int() });

/** A review's origin: a customer who sent a quote request, or one the business invited. */
export const RATING_SOURCES = ['quote_request', 'invitation'] as const;
export type RatingSource = (typeof RATING_SOURCES)[number];

/** GET /api/ratings/company/{id}/breakdown: the visible reviews counted by where they come from. */
export const ratingBreakdownSchema = z.object({
  total: z.number().int(),
  verifiedHire: z.number().int(),
  invited: z.number().int(),
});
export type RatingBreakdown = z.infer<typeof ratingBreakdownSchema>;
