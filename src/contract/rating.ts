import { z } from 'zod';
import { RATING_REQUIRED } from './rating-messages';
import { RATING_SOURCES } from './review-invitation';

export const ratingValueSchema = z
  .number({ error: RATING_REQUIRED })
  .min(0.5, RATING_REQUIRED)
  .max(5, 'Ratings go up to 5 stars.')
  .refine((value) => Number.isInteger(value * 2), 'Ratings go in half-star steps.');

/** POST and PUT bodies; companyId and userId may be sent (the spec's client does) but are ignored. */
export const ratingInputSchema = z.object({
  rating: ratingValueSchema,
  comment: z
    .string()
    .trim()
    .max(2000, 'Reviews can be at most 2000 characters.')
    .optional()
    .nullable(),
  companyId: z.unknown().optional(),
  userId: z.unknown().optional(),
});
export type RatingInput = z.input<typeof ratingInputSchema>;

export const REVIEW_REPLY_MAX = 2000;

/** PUT /api/ratings/{id}/reply: the business's public answer to a review (decision 022). */
export const reviewReplyInputSchema = z.object({
  body: z
    .string({ error: 'Write a reply.' })
    .trim()
    .min(1, 'Write a reply.')
    .max(REVIEW_REPLY_MAX, `Replies can be at most ${REVIEW_REPLY_MAX} characters.`),
});
export type ReviewReplyInput = z.input<typeof reviewReplyInputSchema>;

export const reviewReplySchema = z.object({
  body: z.string(),
  /** The name of the reviewed company: the reply speaks for it. */
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReviewReply = z.infer<typeof reviewReplySchema>;

export const ratingSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  companyId: z.number().int(),
  rating: z.number(),
  comment: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The reviewer's first name: reviews show no more of them. */
  userFirstName: z.string(),
  /** The reviewer hired this business and the job is done (confirmed): decision 071. */
  verifiedHire: z.boolean(),
  /** Where the review comes from: an invited one is labelled "Invited by the business" (decision 102). */
  source: z.enum(RATING_SOURCES),
  /** The business's reply, if it wrote one. */
  reply: reviewReplySchema.nullable(),
});
export type Rating = z.infer<typeof ratingSchema>;

/** GET /api/companies/{id}/can-rate: whether the signed-in user may review this business. */
export const canRateResponseSchema = z.object({ canRate: z.boolean() });
export type CanRateResponse = z.infer<typeof canRateResponseSchema>;
