import { z } from 'zod';
import { categorySchema } from './category';
import { jobZipSchema } from './job';

export {
  costGuidePath,
  describeTypicalPrice,
  formatGuidePrice,
  NO_COST_GUIDE,
  stateName,
  US_STATE_NAMES,
} from './cost-guide-text';

/**
 * Cost guides (issue 21, docs/decisions/046): what a trade's estimates on QuoteLocal usually say,
 * nationally and by state, recomputed daily into `cost_guide_stats`.
 */

/** A guide is published only from this many estimates, sent by this many different businesses. */
export const COST_GUIDE_RULE = { minEstimates: 10, minCompanies: 3 } as const;
/**
 * Bars of equal width of the distribution chart, between the 5th and the 95th percentile (the
 * prices beyond are the tails, a bar each).
 */
export const COST_GUIDE_BANDS = 8;

/** What a price is for: a whole job (fixed prices, range midpoints) or an hour (hourly rates). */
export const COST_UNITS = ['job', 'hour'] as const;
export type CostUnit = (typeof COST_UNITS)[number];

/** A state as the job ZIPs have it (two letters); addresses take it in either case. */
export const stateCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'Use a two-letter state code, such as CA.')
  .transform((s) => s.toUpperCase());

export const costGuideParamsSchema = z.object({ categorySlug: z.string().min(1).max(100) });
/**
 * `state`: that state's guide. `zip`: the guide for a job there (the quote page's hint): its
 * state's when it has one, else the national one. Neither: the national guide.
 */
export const costGuideQuerySchema = z
  .object({ state: stateCodeSchema.optional(), zip: jobZipSchema.optional() })
  .refine((q) => !(q.state && q.zip), { message: 'Give a state or a ZIP code, not both.' });

/** Which guide: one state's, the national one (`state` null), or a job ZIP's (its state's, else national). */
export type CostGuideWhere = { state: string | null } | { zip: string };

export const costGuideBandSchema = z.object({
  fromCents: z.number().int(),
  toCents: z.number().int(),
  count: z.number().int(),
  /**
   * A tail: the prices under the 5th percentile ('below', from the lowest) or over the 95th
   * ('above', to the highest). Absent on the bands of equal width between them.
   */
  tail: z.enum(['below', 'above']).optional(),
});
export type CostGuideBand = z.infer<typeof costGuideBandSchema>;

/** One unit's figures: the percentiles of its prices, and how many estimates and businesses. */
export const costGuideFiguresSchema = z.object({
  unit: z.enum(COST_UNITS),
  estimates: z.number().int(),
  companies: z.number().int(),
  p25Cents: z.number().int(),
  medianCents: z.number().int(),
  p75Cents: z.number().int(),
  /** Estimates per price band, low to high: the tail below, the bands of p5–p95, the tail above. */
  histogram: z.array(costGuideBandSchema),
});
export type CostGuideFigures = z.infer<typeof costGuideFiguresSchema>;

export const costGuideSchema = z.object({
  category: categorySchema,
  /** The state of the jobs, or null for the whole country. */
  state: z.string().nullable(),
  /** Per job first, then per hour: only the units with enough estimates. */
  figures: z.array(costGuideFiguresSchema).min(1),
  /** The states with a guide of their own for this trade, by code. */
  states: z.array(z.string()),
  computedAt: z.string(),
});
export type CostGuide = z.infer<typeof costGuideSchema>;
