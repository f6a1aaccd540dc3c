import { z } from 'zod';
import { responseRateSchema, responseTimeSchema } from './company';
import { isRealDay } from './common';
import { mulDivRoundingHalfUp } from './invoice';
import { formatUsd } from './money';

export { formatUsd };

/** A business's price for a quote: fixed, a range, or an hourly rate times estimated hours (USD, cents). */
export const PRICE_TYPES = ['fixed', 'range', 'hourly'] as const;
export type PriceType = (typeof PRICE_TYPES)[number];
export const PRICE_TYPE_LABELS: Record<PriceType, string> = {
  fixed: 'Fixed price',
  range: 'Price range',
  hourly: 'Hourly rate',
};

export const MAX_ESTIMATE_CENTS = 100_000_000;
export const MAX_ESTIMATED_HOURS = 2000;
export const INCLUDES_MIN = 10;
export const INCLUDES_MAX = 2000;

export const ONLY_THE_BUSINESS_ESTIMATES = 'Only the business can send an estimate.';
export const ESTIMATES_CLOSED = 'This quote is closed: estimates can no longer be sent.';
export const DEPOSIT_AMOUNT_MESSAGE = 'Enter a deposit from $1 to $1,000,000, in whole cents.';
export const DEPOSIT_PERCENT_MESSAGE = 'Enter a deposit of 1 to 100 percent, a whole number.';
export const DEPOSIT_ONE_WAY_MESSAGE = 'Ask for a deposit as an amount or a percentage, not both.';
export const DEPOSIT_ABOVE_PRICE_MESSAGE = 'The deposit cannot be more than the lowest price.';

/** Whole cents from $1 to $1,000,000; `missing` is what to say when the field is absent. */
const cents = (missing: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? missing : 'Enter an amount in cents.'),
    })
    .int('Use whole cents.')
    .min(100, 'Enter at least $1.')
    .max(MAX_ESTIMATE_CENTS, 'Enter at most $1,000,000.');

const hours = (missing: string) =>
  z
    .number({
      error: (issue) => (issue.input === undefined ? missing : 'Enter a number of hours.'),
    })
    .positive('Enter more than 0 hours.')
    .max(MAX_ESTIMATED_HOURS, `Enter at most ${MAX_ESTIMATED_HOURS} hours.`)
    .refine((h) => Math.abs(h * 100 - Math.round(h * 100)) < 1e-6, 'Use at most two decimals.');

/** Yesterday in UTC: a date picked as "today" anywhere in the Americas is still accepted. */
function earliestAcceptedDate(): string {
  return new Date(Date.now() - 24 * 3600 * 1000).toISOString().slice(0, 10);
}

const date = (label: string) =>
  z
    .string({ error: `Pick the ${label}.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `Pick the ${label}.`)
    // A real day: "2026-02-31" parses (as March 3) but is no date.
    .refine((d) => isRealDay(d), `Pick the ${label}.`)
    .refine((d) => d >= earliestAcceptedDate(), 'Pick today or a later date.');

/** A price or hours field: its input is a number (API) or the text typed (form). */
type Field<In> = (missing: string) => z.ZodType<number, In>;
/** The deposit's two optional fields (docs/decisions/096): absent or empty is no deposit. */
type DepositFields<In> = {
  depositCents: z.ZodType<number | null, In | undefined>;
  depositPercent: z.ZodType<number | null, In | undefined>;
};

/**
 * One shape for the API body (amounts in cents) and the form (amounts typed in dollars): each
 * price type has only its own price fields (others are dropped unread), and the output is flat,
 * with null for the price fields the type does not use.
 */
function estimateShape<In>(money: Field<In>, duration: Field<In>, deposit: DepositFields<In>) {
  const common = {
    ...deposit,
    includes: z
      .string({ error: 'Say what the price includes.' })
      .trim()
      .min(INCLUDES_MIN, `Say what the price includes (at least ${INCLUDES_MIN} characters).`)
      .max(INCLUDES_MAX, `Keep it under ${INCLUDES_MAX} characters.`),
    earliestStart: date('earliest start date'),
    validUntil: date('date the offer is valid until'),
  };
  return z
    .discriminatedUnion(
      'priceType',
      [
        z.object({
          ...common,
          priceType: z.literal('fixed'),
          priceCents: money('Enter the price.'),
        }),
        z
          .object({
            ...common,
            priceType: z.literal('range'),
            minCents: money('Enter the lowest price.'),
            maxCents: money('Enter the highest price.'),
          })
          .refine((v) => v.maxCents > v.minCents, {
            path: ['maxCents'],
            message: 'The highest price must be above the lowest.',
          }),
        z.object({
          ...common,
          priceType: z.literal('hourly'),
          hourlyRateCents: money('Enter the hourly rate.'),
          estimatedHours: duration('Enter the estimated hours.'),
        }),
      ],
      { error: 'Choose how you price the job.' },
    )
    .transform((v) => ({
      priceCents: null,
      minCents: null,
      maxCents: null,
      hourlyRateCents: null,
      estimatedHours: null,
      ...v,
    }))
    .superRefine((v, ctx) => {
      if (v.depositCents !== null && v.depositPercent !== null) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositPercent'],
          message: DEPOSIT_ONE_WAY_MESSAGE,
        });
      } else if (v.depositCents !== null && v.depositCents > estimateTotal(v).minCents) {
        ctx.addIssue({
          code: 'custom',
          path: ['depositCents'],
          message: DEPOSIT_ABOVE_PRICE_MESSAGE,
        });
      }
    });
}

const depositCents = z
  .number({ error: DEPOSIT_AMOUNT_MESSAGE })
  .int(DEPOSIT_AMOUNT_MESSAGE)
  .min(100, DEPOSIT_AMOUNT_MESSAGE)
  .max(MAX_ESTIMATE_CENTS, DEPOSIT_AMOUNT_MESSAGE);
const depositPercent = z
  .number({ error: DEPOSIT_PERCENT_MESSAGE })
  .int(DEPOSIT_PERCENT_MESSAGE)
  .min(1, DEPOSIT_PERCENT_MESSAGE)
  .max(100, DEPOSIT_PERCENT_MESSAGE);

/** POST body: amounts in cents. */
export const estimateInputSchema = estimateShape(cents, hours, {
  depositCents: depositCents.nullable().default(null),
  depositPercent: depositPercent.nullable().default(null),
});
export type EstimateValues = z.output<typeof estimateInputSchema>;

/** A field typed by a person: '' is absent, anything else must parse. */
const typed = (missing: string, pattern: RegExp, hint: string, parse: (text: string) => number) =>
  z
    .string({ error: missing })
    .trim()
    .transform((text) => text.replace(/[$,\s]/g, ''))
    .pipe(z.string().min(1, missing).regex(pattern, hint))
    .transform(parse);

/** An optional field typed by a person: absent or blank is none (null), anything else must parse. */
const typedOrNone = (pattern: RegExp, hint: string, parse: (text: string) => number) =>
  z
    .string()
    .optional()
    .transform((text = '') => text.replace(/[$,%\s]/g, ''))
    .pipe(z.string().regex(pattern, hint))
    .transform((text) => (text === '' ? null : parse(text)));

/** The 'Send estimate' form: the same rules, amounts typed in dollars; its output is the POST body. */
export const estimateFormSchema = estimateShape(
  (missing) =>
    typed(
      missing,
      /^\d{1,7}(\.\d{1,2})?$/,
      'Enter an amount in dollars, like 1200 or 1200.50.',
      (d) => Math.round(Number(d) * 100),
    ).pipe(cents(missing)),
  (missing) =>
    typed(missing, /^\d{1,4}(\.\d{1,2})?$/, 'Enter a number of hours, like 6 or 7.5.', Number).pipe(
      hours(missing),
    ),
  {
    depositCents: typedOrNone(/^(\d{1,7}(\.\d{1,2})?)?$/, DEPOSIT_AMOUNT_MESSAGE, (d) =>
      Math.round(Number(d) * 100),
    ).pipe(depositCents.nullable()),
    depositPercent: typedOrNone(/^(\d{1,3})?$/, DEPOSIT_PERCENT_MESSAGE, Number).pipe(
      depositPercent.nullable(),
    ),
  },
);
/** The form's fields (all text, as typed); those of other price types are ignored. */
export interface EstimateFormValues {
  priceType: PriceType;
  priceCents?: string;
  minCents?: string;
  maxCents?: string;
  hourlyRateCents?: string;
  estimatedHours?: string;
  includes: string;
  earliestStart: string;
  validUntil: string;
  /** Dollars, or a whole percent; '' for none. At most one of the two. */
  depositCents?: string;
  depositPercent?: string;
}

export const estimateSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  companyId: z.number().int(),
  revision: z.number().int(),
  priceType: z.enum(PRICE_TYPES),
  priceCents: z.number().int().nullable(),
  minCents: z.number().int().nullable(),
  maxCents: z.number().int().nullable(),
  hourlyRateCents: z.number().int().nullable(),
  estimatedHours: z.number().nullable(),
  includes: z.string(),
  /** YYYY-MM-DD */
  earliestStart: z.string(),
  /** YYYY-MM-DD: the offer stands until the end of this day. */
  validUntil: z.string(),
  /** The deposit asked at hire: an amount, or a whole percent of the lowest price; null: none. */
  depositCents: z.number().int().nullable(),
  depositPercent: z.number().int().nullable(),
  createdAt: z.string(),
});
export type Estimate = z.infer<typeof estimateSchema>;

export const hireSchema = z.object({
  companyId: z
    .number({ error: 'Choose the business to hire.' })
    .int('Choose the business to hire.')
    .positive('Choose the business to hire.')
    .max(2_147_483_647, 'Choose the business to hire.'),
});

export const comparisonEntrySchema = z.object({
  companyId: z.number().int(),
  name: z.string(),
  logo: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  isActive: z.boolean(),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
  /** From the ZIP given as `location`; null without one. */
  distanceMiles: z.number().nullable(),
  /** The business's median time to a first reply (as on its page); null under 3 replies. */
  responseTime: responseTimeSchema,
  /** Its response rate (as on its page); null under 5 requests. */
  responseRate: responseRateSchema,
  lastMessageAt: z.string().nullable(),
  /** The current (latest) revision. */
  estimate: estimateSchema.nullable(),
  revisions: z.number().int(),
});
export type ComparisonEntry = z.infer<typeof comparisonEntrySchema>;

export const comparisonQuerySchema = z.object({
  location: z
    .string()
    .trim()
    .regex(/^\d{5}(-\d{4})?$/, 'Valid ZIP code is required')
    .optional(),
});

/** The estimated cost of the whole job: both ends of a range, rate × hours for hourly work. */
export function estimateTotal(e: EstimatePrice): { minCents: number; maxCents: number } {
  switch (e.priceType) {
    case 'fixed':
      return { minCents: e.priceCents ?? 0, maxCents: e.priceCents ?? 0 };
    case 'range':
      return { minCents: e.minCents ?? 0, maxCents: e.maxCents ?? 0 };
    case 'hourly': {
      // Hours have two decimals: in whole hundredths the product is exact, so half a cent rounds
      // up (110 ¢/h × 1.15 h is 126.5 ¢, which floating point makes 126.4999…).
      const hundredths = Math.round((e.estimatedHours ?? 0) * 100);
      const total = Math.round(((e.hourlyRateCents ?? 0) * hundredths) / 100);
      return { minCents: total, maxCents: total };
    }
  }
}

/** The fields that make an estimate's price. */
export type EstimatePrice = Pick<
  Estimate,
  'priceType' | 'priceCents' | 'minCents' | 'maxCents' | 'hourlyRateCents' | 'estimatedHours'
>;

/** "$1,200", "$900 – $1,400", "$85/hr × 12 h" */
export function describePrice(e: EstimatePrice): string {
  switch (e.priceType) {
    case 'fixed':
      return formatUsd(e.priceCents ?? 0);
    case 'range':
      return `${formatUsd(e.minCents ?? 0)} – ${formatUsd(e.maxCents ?? 0)}`;
    case 'hourly':
      return `${formatUsd(e.hourlyRateCents ?? 0)}/hr × ${e.estimatedHours ?? 0} h`;
  }
}

/** Whether the offer has lapsed (it stands through its last day, in the viewer's time zone). */
export function isExpired(e: Estimate, now = new Date()): boolean {
  const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
  return e.validUntil < today;
}

/**
 * The deposit invoiced when the customer hires on this estimate, in cents, or null: the amount
 * asked, or the percentage of the lowest price (what the balance invoice starts from), rounded
 * half up to a cent (docs/decisions/096).
 */
export function depositOf(
  e: EstimatePrice & Pick<Estimate, 'depositCents' | 'depositPercent'>,
): number | null {
  if (e.depositCents !== null) return e.depositCents;
  if (e.depositPercent === null) return null;
  return mulDivRoundingHalfUp(estimateTotal(e).minCents, e.depositPercent, 100);
}
