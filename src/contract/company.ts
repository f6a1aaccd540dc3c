import { z } from 'zod';
import { BOUNDS_FORMAT_MESSAGE, COMPANY_SORTS, parseBounds } from './search-url';
import { paginationSchema } from './common';
import { SERVICE_AREA_KINDS } from './business';
import { credentialBadgeSchema } from './credential';
import { nextAvailableSchema } from './visit';

export { NO_LONGER_ON_QUOTELOCAL, NO_LONGER_ON_QUOTELOCAL_DETAIL } from './company-text';

export const PAGE_SIZE = 9;
export const MAX_PAGE = 1000;

const namedSlug = z.object({ name: z.string(), slug: z.string() });

/**
 * The response rate (docs/decisions/032): of the quote requests a business received in the last
 * `windowDays` days (by submission), the share it answered, by a message or an estimate, within
 * `withinHours` hours. Shown from `minRequests` requests.
 */
/** Median time to the first reply on quote requests of the last 90 days; null under 3 replies. */
export const responseTimeSchema = z
  .object({ medianMinutes: z.number(), replies: z.number().int() })
  .nullable();

/** RESPONSE_RATE: whole percent (rounded down) of `requests`; null under its minimum of requests. */
export const responseRateSchema = z
  .object({ percent: z.number().int(), requests: z.number().int() })
  .nullable();
export type ResponseRate = NonNullable<z.infer<typeof responseRateSchema>>;

export const serviceAreaSchema = z.object({
  kind: z.enum(SERVICE_AREA_KINDS),
  /** The radius around the company's ZIP (kept when the kind is 'zips', for switching back). */
  radiusMiles: z.number().int(),
  /** The ZIP codes served, in order; empty for a radius. */
  zips: z.array(z.string()),
});
export type ServiceArea = z.infer<typeof serviceAreaSchema>;

export const leadSettingsSchema = z.object({
  pausedNewRequests: z.boolean(),
  /** Matched requests offered per 7 days at most; null for no limit. */
  weeklyRequestCap: z.number().int().nullable(),
});
export type LeadSettings = z.infer<typeof leadSettingsSchema>;

export const companySummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** A path beginning /api/objects/, or null for the default logo. */
  logo: z.string().nullable(),
  logoObjectId: z.number().int().nullable(),
  firstImage: z.object({ objectUrl: z.string() }).nullable(),
  /** The category's slug. */
  category: z.string(),
  categoryName: z.string(),
  subcategories: z.array(namedSlug),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  isActive: z.boolean(),
  averageRating: z.number(),
  ratingsCount: z.number().int(),
  favoritesCount: z.number().int(),
  /** Miles from the searched ZIP; null without one. */
  distance: z.number().nullable(),
  /** The ZIP centroid the company was geocoded to (its pin on the map); null if not geocoded. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * With a searched ZIP: whether the company's service area covers it (false: "Nearby, outside
   * their usual area"); null without a ZIP.
   */
  servesLocation: z.boolean().nullable(),
  /** Meets TOP_PRO_RULE, as of the daily recomputation. */
  topPro: z.boolean(),
  /** "Licensed" / "Insured": verified credentials that have not expired, one per kind. */
  credentialBadges: z.array(credentialBadgeSchema),
});
export type CompanySummary = z.infer<typeof companySummarySchema>;

export const companyDetailsSchema = companySummarySchema.extend({
  categoryId: z.number().int(),
  ownerId: z.number().int(),
  phone: z.string(),
  email: z.string(),
  website: z.string().nullable(),
  /** Where the business works (public): a radius around its ZIP, or a list of ZIP codes. */
  serviceArea: serviceAreaSchema,
  /** Matched-request settings, for the owner only (null for everyone else). */
  leadSettings: leadSettingsSchema.nullable(),
  /** Median time to the first reply on quote requests of the last 90 days; null under 3 replies. */
  responseTime: responseTimeSchema,
  /** Requests of the last 90 days answered within a day (RESPONSE_RATE); null under 5 requests. */
  responseRate: responseRateSchema,
  /**
   * The business left the site (hidden by an admin, or its owner suspended) and the viewer is a
   * customer who hired it: only they still see its page, marked NO_LONGER_ON_QUOTELOCAL.
   */
  noLongerOnQuoteLocal: z.boolean(),
});
export type CompanyDetails = z.infer<typeof companyDetailsSchema>;

/** GET /api/companies/user and GET /api/users/{id}/companies: a user's businesses. */
export const userCompaniesResponseSchema = z.object({ companies: z.array(companySummarySchema) });
export type UserCompaniesResponse = z.infer<typeof userCompaniesResponseSchema>;

export const companyImageSchema = z.object({
  id: z.number().int(),
  objectUrl: z.string(),
  caption: z.string().nullable(),
  displayOrder: z.number().int(),
});
export type CompanyImage = z.infer<typeof companyImageSchema>;

const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => v === 'true');

export const listQuerySchema = z.object({
  sort: z
    .enum(COMPANY_SORTS, { error: 'Sort must be one of topRated, mostReviewed, favorites' })
    .optional(),
  page: z.coerce
    .number({ error: 'Page must be a whole number from 1' })
    .int('Page must be a whole number from 1')
    .min(1, 'Page must be a whole number from 1')
    .max(MAX_PAGE, `Page must be at most ${MAX_PAGE}`)
    .default(1),
  limit: z.coerce
    .number({ error: 'Limit must be between 1 and 50' })
    .int('Limit must be between 1 and 50')
    .min(1, 'Limit must be between 1 and 50')
    .max(50, 'Limit must be between 1 and 50')
    .default(PAGE_SIZE),
  /** Only the signed-in user's favourites. */
  favorites: flag,
  /**
   * Only businesses both licensed and insured: a verified licence and a verified insurance policy,
   * neither expired (docs/decisions/098).
   */
  licensedAndInsured: flag,
});

export const categoryListingQuerySchema = listQuerySchema.extend({
  subcategory: z.string().max(100).optional(),
});

/** A company on a page of results (search, a category): its summary and when it is free next. */
export const listedCompanySchema = companySummarySchema.extend({
  /** Null when the business takes no visits or has no free time within SOON_DAYS. */
  nextAvailable: nextAvailableSchema.nullable(),
});

export const companyListResponseSchema = z.object({
  companies: z.array(listedCompanySchema),
  pagination: paginationSchema,
});

export const searchQuerySchema = listQuerySchema.extend({
  q: z.string().max(200, 'Search text is too long').optional(),
  /** Accepted in place of q. */
  search: z.string().max(200, 'Search text is too long').optional(),
  location: z.string().max(20, 'Please enter a valid 5-digit ZIP code.').optional(),
  /** Only this category's companies (its page near a ZIP), and of them only this subcategory's. */
  category: z.string().max(100).optional(),
  subcategory: z.string().max(100).optional(),
  /** "Search this area": only companies inside the map's bounds, `south,west,north,east`. */
  bounds: z
    .string()
    .max(100, BOUNDS_FORMAT_MESSAGE)
    .transform((text, context) => {
      const bounds = parseBounds(text);
      if (typeof bounds === 'string') {
        context.addIssue({ code: 'custom', message: bounds });
        return z.NEVER;
      }
      return bounds;
    })
    .optional(),
});

export const searchLocationSchema = z.object({
  zip: z.string(),
  city: z.string(),
  state: z.string(),
  radiusMiles: z.number(),
  /** The ZIP's centre: the search map shows the area within `radiusMiles` of it. */
  latitude: z.number(),
  longitude: z.number(),
});
export type SearchLocation = z.infer<typeof searchLocationSchema>;

export const searchResponseSchema = z.object({
  results: z.array(listedCompanySchema),
  pagination: paginationSchema,
  /** Where "near" was measured from, when a ZIP was given. */
  location: searchLocationSchema.nullable(),
  /** The words actually searched, after typo correction ("plumbr" -> "plumber"). */
  correctedQuery: z.string().nullable(),
  /**
   * Set when the results are not quite what was asked: none of the trade was within the radius,
   * which was widened to reach the nearest (`location.radiusMiles` is the widened one).
   */
  notice: z.string().nullable(),
});
export type SearchResponse = z.infer<typeof searchResponseSchema>;

export const favoritesResponseSchema = z.object({ companyIds: z.array(z.number().int()) });
