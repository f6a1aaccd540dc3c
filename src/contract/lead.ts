import { z } from 'zod';
import { paginationSchema } from './common';
import { vendorJobSchema } from './job';

/**
 * Matched requests (issue 21, docs/decisions/042): the customer describes the job and the system
 * offers it to up to MAX_MATCHED_PROS businesses at once, each as a lead they accept or pass.
 */
export { LEAD_EXPIRY_HOURS, MAX_MATCHED_PROS } from './lead-limits';
export const LEADS_PAGE_SIZE = 20;

export const LEAD_STATUSES = ['offered', 'accepted', 'passed', 'expired'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/**
 * Why a business passes; 'other' asks for a few words. A lead passed as 'spam' does not count
 * against the business's weekly cap (docs/decisions/044).
 */
export const PASS_REASONS = [
  'too_far',
  'not_my_service',
  'too_busy',
  'job_too_small',
  'spam',
  'other',
] as const;
export type PassReason = (typeof PASS_REASONS)[number];
export const PASS_REASON_LABELS: Record<PassReason, string> = {
  too_far: 'Too far away',
  not_my_service: "I don't offer this service",
  too_busy: 'Fully booked',
  job_too_small: 'Job too small',
  spam: 'Spam or not a real request',
  other: 'Other',
};

export const NO_PROS_AVAILABLE =
  'No pros are taking new requests for this service in your area yet. Try a nearby ZIP code or pick businesses from the search.';
export const LEAD_NOT_OPEN = 'This lead is no longer open.';
export const NOT_YOUR_LEAD = "You don't have permission to answer this lead";

/** POST /api/quotes/matched: a new draft, matched in this trade when it is submitted. */
export const createMatchedQuoteSchema = z.object({
  categorySlug: z.string({ error: 'Choose a service' }).min(1, 'Choose a service').max(100),
  /** The ZIP the visitor searched with, if any: the job's ZIP until they change it. */
  jobZip: z
    .string()
    .regex(/^\d{5}$/, 'Please enter a valid 5-digit ZIP code.')
    .optional(),
});

/** POST /api/leads/{id}/pass */
export const passLeadSchema = z
  .object({
    reason: z.enum(PASS_REASONS, { error: 'Choose a reason' }),
    details: z.string().trim().max(500, 'At most 500 characters').optional(),
  })
  .refine((v) => v.reason !== 'other' || (v.details ?? '').length > 0, {
    message: 'Tell the customer why in a few words',
    path: ['details'],
  });
export type PassLeadInput = z.input<typeof passLeadSchema>;

/**
 * A matched quote as its customer sees it (on GET /api/quotes/{id} as `match`): the trade, and each
 * business it was offered to. Businesses that accepted are named; the others are counted only.
 */
export const quoteMatchSchema = z.object({
  categorySlug: z.string(),
  categoryName: z.string(),
  /** Offers still waiting for an answer. */
  waiting: z.number().int(),
  accepted: z.array(
    z.object({
      companyId: z.number().int(),
      name: z.string(),
      logo: z.string().nullable(),
      city: z.string(),
      state: z.string(),
      averageRating: z.number(),
      ratingsCount: z.number().int(),
      acceptedAt: z.string(),
    }),
  ),
  /** No business left to offer it to (every match passed or expired). */
  exhausted: z.boolean(),
});
export type QuoteMatch = z.infer<typeof quoteMatchSchema>;

/** A lead in the vendor inbox: the job as an invited business sees it, before it accepts. */
export const leadSchema = z.object({
  id: z.number().int(),
  status: z.enum(LEAD_STATUSES),
  offeredAt: z.string(),
  expiresAt: z.string(),
  respondedAt: z.string().nullable(),
  /** The job without its street address (a lead is not a hire). */
  job: vendorJobSchema,
});
export type Lead = z.infer<typeof leadSchema>;

/** GET /api/companies/{id}/leads?status=offered|all&page= */
export const leadListQuerySchema = z.object({
  status: z.enum(['offered', 'all']).default('offered'),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export const leadListResponseSchema = z.object({
  leads: z.array(leadSchema),
  pagination: paginationSchema,
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** POST /api/leads/{id}/accept: the conversation it opened. */
export const acceptedLeadSchema = z.object({
  quoteId: z.number().int(),
  companyId: z.number().int(),
});
