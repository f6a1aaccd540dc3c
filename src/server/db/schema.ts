import { sql } from 'drizzle-orm';
import { AUTH_TOKEN_PURPOSES } from '@/contract/auth';
import { SERVICE_AREA_KINDS } from '@/contract/business';
import { DISPUTE_STATUSES } from '@/contract/card-payment';
import { CREDENTIAL_KINDS, CREDENTIAL_STATUSES } from '@/contract/credential';
import { COST_UNITS, type CostGuideBand } from '@/contract/cost-guide';
import { PRICE_TYPES } from '@/contract/estimate';
import { INVOICE_STATUSES, LEDGER_KINDS, PAYMENT_METHODS } from '@/contract/invoice';
import { JOB_TIMINGS } from '@/contract/job';
import { LEAD_STATUSES } from '@/contract/lead';
import { LOCALES } from '@/contract/locale';
import { SENDER_TYPES } from '@/contract/message';
import {
  APPEAL_STATUSES,
  AUDIT_TARGETS,
  type AuditAction,
  HELD_STATUSES,
  HOLD_REASONS,
  REPORT_REASONS,
  REPORT_STATUSES,
  REPORT_TARGETS,
} from '@/contract/moderation';
import { NOTIFICATION_KINDS } from '@/contract/notification';
import { JOB_DONE_BY, QUOTE_STATUSES } from '@/contract/quote';
import { RATING_SOURCES } from '@/contract/review-invitation';
import { BOOKING_MODES, VISIT_PARTIES, VISIT_STATUSES } from '@/contract/visit';
import { WITHDRAW_REASONS } from '@/contract/withdrawal';
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
  bigserial,
  bigint,
} from 'drizzle-orm/pg-core';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** earthdistance's point on the globe (a cube); only read inside SQL. */
const earth = customType<{ data: string }>({ dataType: () => 'earth' });
/** A cube (the `cube` extension): here a box on the globe; only read inside SQL. */
const cube = customType<{ data: string }>({ dataType: () => 'cube' });
/** Metres in a mile, for service radii stored in miles (the same as geo/distance.ts). */
const METERS_PER_MILE_SQL = sql.raw('1609.344');

/** An enum's values as a check constraint lists them: `'a', 'b'`. */
const sqlValues = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Always stored lower-cased and trimmed. */
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    isVerified: boolean('is_verified').notNull().default(false),
    phoneNumber: text('phone_number'),
    emailNotifications: boolean('email_notifications').notNull().default(true),
    emailNotificationsQuotes: boolean('email_notifications_quotes').notNull().default(true),
    emailNotificationsMessages: boolean('email_notifications_messages').notNull().default(true),
    textNotifications: boolean('text_notifications').notNull().default(false),
    /** The person's language (issue 33): what is sent to them (e-mails, texts, push) speaks it. */
    locale: text('locale', { enum: LOCALES }).notNull().default('en'),
    /**
     * Set by an admin (docs/decisions/025): the account cannot sign in, its sessions have ended, and
     * its companies and reviews are off public pages until an admin restores it.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /**
     * The user deleted their account (docs/decisions/031): sessions ended, sign-in refused; after 30
     * days a scheduled job anonymises what others still need and removes the rest (`anonymised_at`).
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The admin area's user search: any part of the name or address (ILIKE '%…%').
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
    index('users_name_trgm_idx').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    // Deleted accounts waiting for the daily anonymisation.
    index('users_deleted_pending_idx')
      .on(t.deletedAt)
      .where(sql`${t.deletedAt} IS NOT NULL AND ${t.anonymisedAt} IS NULL`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    /** SHA-256 of the cookie's token: a leaked table does not yield usable cookies. */
    idHash: text('id_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** rememberMe: the cookie outlives the browser session. */
    persistent: boolean('persistent').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Refreshed by requests at most once a minute; idle too long, the session has ended. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const authTokenPurpose = pgEnum('auth_token_purpose', AUTH_TOKEN_PURPOSES);

/** E-mail verification and password-reset tokens: stored hashed, expiring, single use. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: authTokenPurpose('purpose').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.purpose)],
);

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name in Spanish (issue 33); none (an admin's own category) reads as the English one. */
  nameEs: text('name_es'),
  slug: text('slug').notNull().unique(),
  /** Trade words searched on every company of the category. */
  keywords: text('keywords').notNull().default(''),
});

export const subcategories = pgTable(
  'subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name in Spanish, as the category's. */
    nameEs: text('name_es'),
    slug: text('slug').notNull().unique(),
  },
  (t) => [uniqueIndex('subcategories_category_name_idx').on(t.categoryId, t.name)],
);

/** Uploaded files (logos, photos, quote and message images); the bytes live in object storage. */
export const storedObjects = pgTable(
  'stored_objects',
  {
    id: serial('id').primaryKey(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    width: integer('width'),
    height: integer('height'),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('stored_objects_owner_idx').on(t.ownerId)],
);

export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    name: text('name').notNull(),
    description: text('description').notNull(),
    logoObjectId: integer('logo_object_id').references(() => storedObjects.id, {
      onDelete: 'set null',
    }),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull(),
    website: text('website'),
    /** The owner's own switch: an inactive company takes no new requests and is not listed. */
    isActive: boolean('is_active').notNull().default(true),
    /** Hidden from public pages by an admin (docs/decisions/014). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The owner's account is suspended: kept in step by the moderation service. */
    ownerSuspended: boolean('owner_suspended').notNull().default(false),
    /** "Top Pro", recomputed daily by a scheduled job from its published rule (docs/decisions/032). */
    topPro: boolean('top_pro').notNull().default(false),
    /**
     * Whether the public sees the company in search, listings and sitemaps: active, not hidden, its
     * owner not suspended. Listing indexes are partial on it.
     */
    listed: boolean('listed').generatedAlwaysAs(
      sql`is_active AND hidden_at IS NULL AND NOT owner_suspended`,
    ),
    /** Geocoded from the company's ZIP centroid when saved. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** Maintained in the same transaction as the ratings that change them. */
    averageRating: numeric('average_rating', { precision: 3, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    ratingsCount: integer('ratings_count').notNull().default(0),
    favoritesCount: integer('favorites_count').notNull().default(0),
    /** Name (A), category and subcategory names (B), description and city (C); see search-document-repository.ts. */
    searchVector: tsvector('search_vector'),
    /**
     * Where the company is, for distance search. Stored rather than an index on
     * ll_to_earth(...): PostgreSQL up to 16 cannot re-evaluate that function under autovacuum's
     * restricted search_path, so automatic ANALYZE of the table failed.
     */
    /**
     * Other trades (categories) whose trade words the name or description mentions ("small
     * plumbing fixes too" on a handyman): a trade search lists these after the trade's own.
     */
    mentionedCategoryIds: integer('mentioned_category_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    location: earth('location').generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    /**
     * Where the company works (docs/decisions/016): a radius in miles around its address, or a list
     * of ZIP codes (company_service_zips).
     */
    serviceArea: text('service_area', { enum: SERVICE_AREA_KINDS }).notNull().default('radius'),
    serviceRadiusMiles: integer('service_radius_miles').notNull().default(25),
    /**
     * The box around the location that holds its service radius (radius areas only, else NULL):
     * "whose area covers this point" is then `service_box @> point`, answered by a GiST index,
     * and `earth_distance(...) <= service_radius_miles` trims the box's corners. Stored, as
     * `location` is, so no index expression calls earthdistance's functions (see `location`).
     */
    serviceBox: cube('service_box').generatedAlwaysAs(
      sql`CASE WHEN service_area = 'radius' THEN earth_box(ll_to_earth(latitude, longitude), service_radius_miles * ${METERS_PER_MILE_SQL}) END`,
    ),
    /** Business settings for matched requests: skip this company, or cap its leads per 7 days. */
    pausedNewRequests: boolean('paused_new_requests').notNull().default(false),
    weeklyRequestCap: integer('weekly_request_cap'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // References to stored objects are indexed: the image route asks who may read an object, and
    // deleting an object (the upload sweep) checks every table that may point at it.
    index('companies_logo_object_idx')
      .on(t.logoObjectId)
      .where(sql`${t.logoObjectId} IS NOT NULL`),
    index('companies_search_idx').using('gin', t.searchVector),
    index('companies_mentioned_categories_idx').using('gin', t.mentionedCategoryIds),
    // Distance search, alone or within one trade (category); btree_gist puts both in one index.
    index('companies_location_idx')
      .using('gist', t.location)
      .where(sql`${t.listed}`),
    index('companies_category_location_idx')
      .using('gist', t.categoryId, t.location)
      .where(sql`${t.listed}`),
    index('companies_listed_rating_idx').on(
      t.listed,
      t.averageRating.desc(),
      t.topPro.desc(),
      t.ratingsCount.desc(),
      t.id,
    ),
    index('companies_owner_idx').on(t.ownerId),
    // Category listings, one index per sort, in the exact ORDER BY of company-repository.ts.
    index('companies_category_top_rated_idx')
      .on(t.categoryId, t.averageRating.desc(), t.topPro.desc(), t.ratingsCount.desc(), t.id)
      .where(sql`${t.listed}`),
    index('companies_category_most_reviewed_idx')
      .on(t.categoryId, t.ratingsCount.desc(), t.averageRating.desc(), t.id)
      .where(sql`${t.listed}`),
    index('companies_category_favorites_idx')
      .on(t.categoryId, t.favoritesCount.desc(), t.averageRating.desc(), t.id)
      .where(sql`${t.listed}`),
    index('companies_zip_idx').on(t.zip),
    // Matching: "listed companies of this trade whose service radius covers this point".
    index('companies_category_service_box_idx')
      .using('gist', t.categoryId, t.serviceBox)
      .where(sql`${t.listed} AND ${t.serviceBox} IS NOT NULL`),
    check('companies_service_radius', sql`${t.serviceRadiusMiles} BETWEEN 1 AND 100`),
    check(
      'companies_weekly_request_cap',
      sql`${t.weeklyRequestCap} IS NULL OR ${t.weeklyRequestCap} BETWEEN 1 AND 100`,
    ),
    // The map's "Search this area": `box @> point(longitude, latitude)` (builtin geometric types,
    // so autovacuum can evaluate the expression; see `location`).
    index('companies_listed_point_idx')
      .using('gist', sql`point(${t.longitude}, ${t.latitude})`)
      .where(sql`${t.listed}`),
    // The admin area's business search: any part of the name or address (ILIKE '%…%').
    index('companies_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('companies_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** The ZIP codes a company with `service_area = 'zips'` works in. */
export const companyServiceZips = pgTable(
  'company_service_zips',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    zip: text('zip').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.zip] }),
    index('company_service_zips_zip_idx').on(t.zip, t.companyId),
    check('company_service_zips_zip', sql`${t.zip} ~ '^[0-9]{5}$'`),
  ],
);

export const companySubcategories = pgTable(
  'company_subcategories',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.subcategoryId] }),
    index('company_subcategories_subcategory_idx').on(t.subcategoryId, t.companyId),
  ],
);

export const companyImages = pgTable(
  'company_images',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => storedObjects.id),
    caption: text('caption'),
    displayOrder: integer('display_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_images_company_idx').on(t.companyId, t.displayOrder),
    index('company_images_object_idx').on(t.objectId),
  ],
);

export const favorites = pgTable(
  'favorites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('favorites_company_idx').on(t.companyId),
  ],
);

/** Where a review comes from: a quote request sent here, or the business's invitation (decision 102). */
export const ratingSource = pgEnum('rating_source', RATING_SOURCES);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    comment: text('comment'),
    /** Hidden by an admin (docs/decisions/014): off the company page and out of its average. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The reviewer's account is suspended: kept in step by the moderation service. */
    authorSuspended: boolean('author_suspended').notNull().default(false),
    /** Shown on the company page and counted in its average and count. */
    visible: boolean('visible').generatedAlwaysAs(sql`hidden_at IS NULL AND NOT author_suspended`),
    /** An invited review is labelled so, never "Verified hire", and counted apart. */
    source: ratingSource('source').notNull().default('quote_request'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('ratings_user_company_idx').on(t.userId, t.companyId),
    index('ratings_company_idx').on(t.companyId, t.createdAt.desc()),
    check(
      'ratings_half_steps',
      sql`${t.rating} >= 0.5 AND ${t.rating} <= 5 AND ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
  ],
);

export const quoteStatus = pgEnum('quote_status', QUOTE_STATUSES);

export const jobTiming = pgEnum('job_timing', JOB_TIMINGS);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quoteName: text('quote_name').notNull(),
    description: text('description').notNull().default(''),
    status: quoteStatus('status').notNull().default('draft'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** The business the customer hired; the others' conversations are closed. */
    hiredCompanyId: integer('hired_company_id').references(() => companies.id, {
      onDelete: 'set null',
    }),
    hiredAt: timestamp('hired_at', { withTimezone: true }),
    /** Job done (docs/decisions/070): marked by the hired business or the customer, then confirmed. */
    jobDoneAt: timestamp('job_done_at', { withTimezone: true }),
    jobDoneBy: text('job_done_by', { enum: JOB_DONE_BY }),
    jobConfirmedAt: timestamp('job_confirmed_at', { withTimezone: true }),
    /** The job: its ZIP (required at submit), a street address only the hired business sees. */
    jobZip: text('job_zip'),
    jobAddress: text('job_address'),
    timing: jobTiming('timing').notNull().default('flexible'),
    timingDate: date('timing_date'),
    /**
     * A matched request (docs/decisions/042): the trade the customer asked for, and the system picks
     * the businesses (leads). NULL when the customer chose them.
     */
    matchCategoryId: integer('match_category_id').references(() => categories.id),
    /** Answers to the trade's questionnaire (src/contract/job.ts), question id -> answer. */
    answers: jsonb('answers').$type<Record<string, string>>().notNull().default({}),
    /**
     * A sent request the customer withdrew (issue 31): when, why and their note to the businesses.
     * A request is withdrawn exactly when it is completed without a hire. The reason is NULL when
     * it was closed through the older "completed" call, which gives none.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawReason: text('withdraw_reason', { enum: WITHDRAW_REASONS }),
    withdrawNote: text('withdraw_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('quotes_timing_date', sql`(${t.timing} = 'on_date') = (${t.timingDate} IS NOT NULL)`),
    index('quotes_user_status_idx').on(t.userId, t.status, t.createdAt.desc()),
    // The lifecycle's order (docs/decisions/070): a hire has a date, a job done needs a hire, a
    // confirmation needs a job done, and a hired quote is completed exactly when it is confirmed.
    check('quotes_hired_has_date', sql`${t.hiredCompanyId} IS NULL OR ${t.hiredAt} IS NOT NULL`),
    check('quotes_job_done_needs_hire', sql`${t.jobDoneAt} IS NULL OR ${t.hiredAt} IS NOT NULL`),
    check(
      'quotes_job_done_by',
      sql`(${t.jobDoneAt} IS NULL) = (${t.jobDoneBy} IS NULL) AND ${t.jobDoneBy} IN (${sqlValues(JOB_DONE_BY)})`,
    ),
    check(
      'quotes_confirmed_needs_job_done',
      sql`${t.jobConfirmedAt} IS NULL OR ${t.jobDoneAt} IS NOT NULL`,
    ),
    check(
      'quotes_hired_completed_when_confirmed',
      sql`${t.hiredAt} IS NULL OR (${t.status} = 'completed') = (${t.jobConfirmedAt} IS NOT NULL)`,
    ),
    check(
      'quotes_withdrawn',
      sql`(${t.withdrawnAt} IS NOT NULL) = (${t.status} = 'completed' AND ${t.hiredAt} IS NULL)`,
    ),
    check(
      'quotes_withdraw_reason',
      sql`${t.withdrawReason} IS NULL OR ${t.withdrawReason} IN (${sqlValues(WITHDRAW_REASONS)})`,
    ),
  ],
);

export const quoteCompanies = pgTable(
  'quote_companies',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /**
     * The conversation's counter: the `seq` of its newest entry. The trigger `messages_seq` (migration
     * 0011) raises it for each message inserted, under this row's lock (docs/decisions/086).
     */
    lastSeq: integer('last_seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    unique('quote_companies_quote_company_key').on(t.quoteId, t.companyId),
    index('quote_companies_company_idx').on(t.companyId, t.quoteId),
  ],
);

export const quoteImages = pgTable(
  'quote_images',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => storedObjects.id),
    caption: text('caption'),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_images_quote_idx').on(t.quoteId),
    index('quote_images_object_idx').on(t.objectId),
  ],
);

export const estimatePriceType = pgEnum('estimate_price_type', PRICE_TYPES);

/**
 * A business's price for a quote, one row per revision (never updated: the history is the rows).
 * USD in cents; which price columns are set depends on the price type.
 */
export const estimates = pgTable(
  'estimates',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    companyId: integer('company_id').notNull(),
    /** 1 for the first estimate, then 2, 3 ... per (quote, company). */
    revision: integer('revision').notNull(),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceType: estimatePriceType('price_type').notNull(),
    priceCents: integer('price_cents'),
    minCents: integer('min_cents'),
    maxCents: integer('max_cents'),
    hourlyRateCents: integer('hourly_rate_cents'),
    estimatedHours: numeric('estimated_hours', { precision: 6, scale: 2, mode: 'number' }),
    includes: text('includes').notNull(),
    earliestStart: date('earliest_start').notNull(),
    validUntil: date('valid_until').notNull(),
    /** The deposit asked at hire (docs/decisions/096): an amount, or a whole percent; or none. */
    depositCents: integer('deposit_cents'),
    depositPercent: integer('deposit_percent'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'estimates_quote_company_fk',
      columns: [t.quoteId, t.companyId],
      foreignColumns: [quoteCompanies.quoteId, quoteCompanies.companyId],
    }).onDelete('cascade'),
    uniqueIndex('estimates_revision_idx').on(t.quoteId, t.companyId, t.revision),
    check(
      'estimates_price_shape',
      sql`CASE ${t.priceType}
        WHEN 'fixed' THEN ${t.priceCents} IS NOT NULL AND ${t.priceCents} > 0
          AND num_nonnulls(${t.minCents}, ${t.maxCents}, ${t.hourlyRateCents}, ${t.estimatedHours}) = 0
        WHEN 'range' THEN ${t.minCents} IS NOT NULL AND ${t.maxCents} IS NOT NULL
          AND ${t.minCents} > 0 AND ${t.maxCents} > ${t.minCents}
          AND num_nonnulls(${t.priceCents}, ${t.hourlyRateCents}, ${t.estimatedHours}) = 0
        WHEN 'hourly' THEN ${t.hourlyRateCents} IS NOT NULL AND ${t.estimatedHours} IS NOT NULL
          AND ${t.hourlyRateCents} > 0 AND ${t.estimatedHours} > 0
          AND num_nonnulls(${t.priceCents}, ${t.minCents}, ${t.maxCents}) = 0
        ELSE FALSE
      END`,
    ),
    check(
      'estimates_deposit',
      sql`num_nonnulls(${t.depositCents}, ${t.depositPercent}) <= 1
        AND coalesce(${t.depositCents}, 1) > 0 AND coalesce(${t.depositPercent}, 1) BETWEEN 1 AND 100`,
    ),
  ],
);

export const messageSenderType = pgEnum('message_sender_type', SENDER_TYPES);

/** One conversation per (quote, company): a message can only exist between a quote and a company it was sent to. */
export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    quoteId: integer('quote_id').notNull(),
    companyId: integer('company_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: messageSenderType('sender_type').notNull(),
    message: text('message').notNull().default(''),
    imageObjectId: integer('image_object_id').references(() => storedObjects.id),
    /** Set when the entry is an estimate revision: it shows in the conversation as a card. */
    estimateId: integer('estimate_id').references(() => estimates.id, { onDelete: 'cascade' }),
    isRead: boolean('is_read').notNull().default(false),
    /**
     * The entry's place in its conversation: 1, 2, 3… in commit order, never reused. Whatever an
     * insert gives, the trigger `messages_seq` sets it from `quote_companies.last_seq`; realtime
     * clients spot a missed event by it (docs/decisions/086).
     */
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'messages_quote_company_fk',
      columns: [t.quoteId, t.companyId],
      foreignColumns: [quoteCompanies.quoteId, quoteCompanies.companyId],
    }).onDelete('cascade'),
    index('messages_conversation_idx').on(t.quoteId, t.companyId, t.createdAt, t.id),
    uniqueIndex('messages_conversation_seq_idx').on(t.quoteId, t.companyId, t.seq),
    uniqueIndex('messages_estimate_idx')
      .on(t.estimateId)
      .where(sql`${t.estimateId} IS NOT NULL`),
    index('messages_unread_idx')
      .on(t.quoteId, t.companyId, t.senderType)
      .where(sql`NOT ${t.isRead}`),
    index('messages_image_object_idx')
      .on(t.imageObjectId)
      .where(sql`${t.imageObjectId} IS NOT NULL`),
  ],
);

/** US ZIP centroids, loaded from the `zipcodes` package at setup: no network at run time. */
export const zipCodes = pgTable('zip_codes', {
  zip: text('zip').primaryKey(),
  city: text('city').notNull(),
  state: text('state').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

/** The trade words people search for: a typo is corrected against this small list before full text. */
export const searchVocabulary = pgTable(
  'search_vocabulary',
  { term: text('term').primaryKey() },
  (t) => [index('search_vocabulary_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`)],
);

/**
 * Sign-in attempts on one account since its last successful sign-in, by the SHA-256 of the e-mail
 * address as typed (lower-cased), so unknown addresses are counted the same way and no row says
 * which addresses have accounts. Past the limit, new browsers wait until `blocked_until`.
 */
export const loginThrottles = pgTable('login_throttles', {
  emailHash: text('email_hash').primaryKey(),
  attempts: integer('attempts').notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }).notNull(),
});

/**
 * Browsers that signed in to an account (or reset its password): the SHA-256 of their `ql_device`
 * cookie. They are not held back by the account's sign-in back-off, so guessing cannot lock the
 * owner out of the browsers they use.
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tokenHash, t.userId] }),
    index('known_devices_user_idx').on(t.userId),
  ],
);

/** Rate-limit counters shared by every app node (fixed windows per client and route). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});

/** A business's public answer to a review: one per review, by an owner of the reviewed company. */
export const reviewReplies = pgTable(
  'review_replies',
  {
    ratingId: integer('rating_id')
      .primaryKey()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    /** Who wrote it (an owner of the company at the time). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('review_replies_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 2000`)],
);

/**
 * A public question on a company page, and the business's answer (docs/decisions/101): everyone
 * sees the answered ones, an unanswered one only its asker and the business. A moderator may hide
 * the question, or the answer alone.
 */
export const companyQuestions = pgTable(
  'company_questions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    askerId: integer('asker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    answer: text('answer'),
    /** Who wrote the answer (the company's owner at the time). */
    answerAuthorId: integer('answer_author_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    answerUpdatedAt: timestamp('answer_updated_at', { withTimezone: true }),
    answerHiddenAt: timestamp('answer_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_questions_company_idx').on(t.companyId, t.createdAt.desc()),
    // The asker's questions of the last day (the rate limit).
    index('company_questions_asker_idx').on(t.askerId, t.createdAt),
    check('company_questions_body_length', sql`char_length(${t.body}) BETWEEN 1 AND 500`),
    check(
      'company_questions_answer',
      sql`(${t.answer} IS NULL) = (${t.answeredAt} IS NULL)
        AND (${t.answer} IS NULL) = (${t.answerUpdatedAt} IS NULL)
        AND char_length(${t.answer}) BETWEEN 1 AND 2000`,
    ),
  ],
);

export const reportTarget = pgEnum('report_target', REPORT_TARGETS);
export const reportReason = pgEnum('report_reason', REPORT_REASONS);
export const reportStatus = pgEnum('report_status', REPORT_STATUSES);
/** What an admin action is about: anything reportable, and the blocked-words list. */
export const auditTarget = pgEnum('audit_target', AUDIT_TARGETS);

/** Something a signed-in user reported; admins dismiss it or act on the item (upheld). */
export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetType: reportTarget('target_type').notNull(),
    /** ratings.id, messages.id, companies.id or users.id, by target_type. */
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: reportReason('reason').notNull(),
    details: text('details'),
    status: reportStatus('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The admin's reason, also in the audit log. */
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    // One open report per reporter and item.
    uniqueIndex('reports_open_once_idx')
      .on(t.reporterId, t.targetType, t.targetId)
      .where(sql`${t.status} = 'open'`),
    // The moderation queue: by status (and type), oldest first.
    index('reports_queue_idx').on(t.status, t.targetType, t.createdAt, t.id),
    index('reports_target_idx').on(t.targetType, t.targetId),
    // A user's own reports: their data export, and their removal at anonymisation.
    index('reports_reporter_idx').on(t.reporterId),
    check('reports_details_length', sql`char_length(${t.details}) <= 1000`),
    check('reports_resolved', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
  ],
);

/**
 * Every admin action: who, what, on which item, when and why. Append-only: a trigger (migration
 * 0012) refuses UPDATE, DELETE and TRUNCATE, so the record cannot be rewritten through the app.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Not a foreign key: the entry outlives the admin's account, as it was written. */
    adminId: integer('admin_id').notNull(),
    adminEmail: text('admin_email').notNull(),
    /** One of the contract's AUDIT_ACTIONS: review.hide, company.restore, report.dismiss… */
    action: text('action').$type<AuditAction>().notNull(),
    targetType: auditTarget('target_type').notNull(),
    targetId: bigint('target_id', { mode: 'number' }).notNull(),
    reason: text('reason').notNull(),
    reportId: integer('report_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('audit_log_target_idx').on(t.targetType, t.targetId),
  ],
);

/** Words that hold a message for review (lower-case; matched as whole words, docs/decisions/028). */
export const blockedWords = pgTable('blocked_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const heldMessageStatus = pgEnum('held_message_status', HELD_STATUSES);

/**
 * A message held for an admin's review (a blocked word, or contact details from a new account):
 * the sender sees it as "pending review", the other side nothing until an admin approves it, when
 * it is written to `messages` (taking the conversation's next seq) and `message_id` points to it.
 */
export const heldMessages = pgTable(
  'held_messages',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    companyId: integer('company_id').notNull(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    senderType: messageSenderType('sender_type').notNull(),
    message: text('message').notNull().default(''),
    imageObjectId: integer('image_object_id').references(() => storedObjects.id),
    /** Why it was held. */
    reason: text('reason', { enum: HOLD_REASONS }).notNull(),
    status: heldMessageStatus('status').notNull().default('held'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    messageId: bigint('message_id', { mode: 'number' }).references(() => messages.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({
      name: 'held_messages_quote_company_fk',
      columns: [t.quoteId, t.companyId],
      foreignColumns: [quoteCompanies.quoteId, quoteCompanies.companyId],
    }).onDelete('cascade'),
    index('held_messages_queue_idx').on(t.status, t.createdAt, t.id),
    index('held_messages_conversation_idx').on(t.quoteId, t.companyId, t.createdAt),
    index('held_messages_image_object_idx')
      .on(t.imageObjectId)
      .where(sql`${t.imageObjectId} IS NOT NULL`),
  ],
);

export const leadStatus = pgEnum('lead_status', LEAD_STATUSES);

/**
 * A matched request offered to one company (docs/decisions/042): offered, then accepted (the
 * conversation opens: a quote_companies row), passed (with a reason) or expired after 24 h; a
 * pass or an expiry offers the request to the next match.
 */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: leadStatus('status').notNull().default('offered'),
    /** The match score when offered (the higher, the better; docs/decisions/042). */
    score: doublePrecision('score').notNull(),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    passReason: text('pass_reason'),
  },
  (t) => [
    unique('leads_quote_company_key').on(t.quoteId, t.companyId),
    // The vendor inbox's leads, newest first; the weekly cap counts a company's recent offers.
    index('leads_company_offered_idx').on(t.companyId, t.offeredAt.desc()),
    // The expiry job: offers past their time.
    index('leads_offered_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'offered'`),
    check(
      'leads_responded',
      sql`(${t.status} IN ('offered', 'expired')) = (${t.respondedAt} IS NULL)`,
    ),
    check(
      'leads_pass_reason',
      sql`(${t.status} = 'passed') = (${t.passReason} IS NOT NULL) AND char_length(${t.passReason}) <= 500`,
    ),
  ],
);

/**
 * What a trade's jobs cost on QuoteLocal (docs/decisions/046): from each conversation's latest
 * estimate, per trade, state ('' for the whole country) and unit ('job': fixed prices and range
 * midpoints; 'hour': hourly rates). Rewritten by a daily job; only groups of at least 10 estimates
 * by at least 3 companies are kept. USD cents.
 */
export const costGuideStats = pgTable(
  'cost_guide_stats',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    unit: text('unit', { enum: COST_UNITS }).notNull(),
    estimates: integer('estimates').notNull(),
    companies: integer('companies').notNull(),
    p25Cents: integer('p25_cents').notNull(),
    medianCents: integer('median_cents').notNull(),
    p75Cents: integer('p75_cents').notNull(),
    /** Estimates per price band, low to high: [{ fromCents, toCents, count, tail? }]. */
    histogram: jsonb('histogram').$type<CostGuideBand[]>().notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.state, t.unit] })],
);

/** What a notification is about (issue 22, docs/decisions/052). */
export const notificationKind = pgEnum('notification_kind', NOTIFICATION_KINDS);

/**
 * The notification centre (docs/decisions/052): what happened to a user, newest first. Messages
 * are grouped: one unread notification per conversation and recipient (`groupKey`), updated as
 * more messages arrive. Pruned after 90 days by a daily job.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: notificationKind('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    /** Where it leads in the app: a path, never a full URL. */
    link: text('link').notNull(),
    /** Notifications sharing a key while unread are one (a conversation's messages). */
    groupKey: text('group_key'),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // The bell's list, newest first, paged by id.
    index('notifications_user_idx').on(t.userId, t.id.desc()),
    // The unread count.
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} IS NULL`),
    uniqueIndex('notifications_unread_group_key')
      .on(t.userId, t.groupKey)
      .where(sql`${t.readAt} IS NULL AND ${t.groupKey} IS NOT NULL`),
    // The daily prune.
    index('notifications_created_idx').on(t.createdAt),
    check('notifications_link_path', sql`${t.link} LIKE '/%'`),
  ],
);

/** Web push subscriptions (docs/decisions/055): one per browser a user opted in on. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A business's listing counted per day (docs/decisions/017): appearances in search results and
 * profile views, added in batches by each app node (never a row per view).
 */
export const companyDailyStats = pgTable(
  'company_daily_stats',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    appearances: integer('appearances').notNull().default(0),
    views: integer('views').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day] })],
);

export const appealStatus = pgEnum('appeal_status', APPEAL_STATUSES);

/**
 * A suspended person's appeal (issue 31), sent from the login dialog: it waits in the admin queue
 * until an admin restores the account (granted) or dismisses it. One open appeal per person.
 */
export const suspensionAppeals = pgTable(
  'suspension_appeals',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    status: appealStatus('status').notNull().default('open'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The admin's reason, also in the audit log. */
    resolution: text('resolution'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('suspension_appeals_open_once_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'open'`),
    // The admin queue: by status, oldest first.
    index('suspension_appeals_queue_idx').on(t.status, t.createdAt, t.id),
    check('suspension_appeals_message_length', sql`char_length(${t.message}) BETWEEN 1 AND 2000`),
    check('suspension_appeals_resolved', sql`(${t.status} = 'open') = (${t.resolvedAt} IS NULL)`),
  ],
);

// ---- Visits on the calendar (issue 34, docs/decisions/090) ----

export const bookingMode = pgEnum('booking_mode', BOOKING_MODES);
export const visitStatus = pgEnum('visit_status', VISIT_STATUSES);
export const visitParty = pgEnum('visit_party', VISIT_PARTIES);

/** A business's booking settings: one row per company, written by its owner. */
export const companyAvailability = pgTable(
  'company_availability',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    bookingMode: bookingMode('booking_mode').notNull().default('request'),
    visitMinutes: integer('visit_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    minNoticeHours: integer('min_notice_hours').notNull().default(24),
    maxDaysAhead: integer('max_days_ahead').notNull().default(30),
    /** An IANA zone name; first derived from the company's state, the owner may change it. */
    timeZone: text('time_zone').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('company_availability_visit_minutes', sql`${t.visitMinutes} BETWEEN 15 AND 480`),
    check('company_availability_buffer', sql`${t.bufferMinutes} BETWEEN 0 AND 240`),
    check('company_availability_notice', sql`${t.minNoticeHours} BETWEEN 0 AND 336`),
    check('company_availability_days_ahead', sql`${t.maxDaysAhead} BETWEEN 1 AND 365`),
  ],
);

/** Weekly opening ranges in the company's wall-clock time; several a day. */
export const companyWeeklyHours = pgTable(
  'company_weekly_hours',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday (PostgreSQL's extract(dow)). */
    weekday: integer('weekday').notNull(),
    startMinute: integer('start_minute').notNull(),
    endMinute: integer('end_minute').notNull(),
  },
  (t) => [
    index('company_weekly_hours_company_idx').on(t.companyId, t.weekday),
    check('company_weekly_hours_weekday', sql`${t.weekday} BETWEEN 0 AND 6`),
    check(
      'company_weekly_hours_range',
      sql`0 <= ${t.startMinute} AND ${t.startMinute} < ${t.endMinute} AND ${t.endMinute} <= 1440`,
    ),
  ],
);

/** A business's time off: instants, whatever the zone. */
export const companyTimeOff = pgTable(
  'company_time_off',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('company_time_off_company_idx').on(t.companyId, t.endsAt),
    check('company_time_off_order', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/**
 * A visit booked on a quote with one of its businesses. No two requested/confirmed visits of a
 * company overlap: the exclusion constraint visits_no_overlap (migration 0023, hand-written SQL).
 */
/**
 * The reminders sent of a visit (issue 34): one row per visit, sequence (its time) and kind, so a
 * reminder goes out once whichever node's sweep claims it, and again only for a new time.
 */
export const visitReminders = pgTable(
  'visit_reminders',
  {
    visitId: integer('visit_id')
      .notNull()
      .references(() => visits.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    kind: text('kind').$type<'24h' | '2h'>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.visitId, t.sequence, t.kind] })],
);

/**
 * A person's private calendar feed (issue 34): the secret of its address, stored hashed (sha256);
 * one per person, replaced when rotated, deleted when revoked.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
});

export const visits = pgTable(
  'visits',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The end plus the company's buffer at booking: the exclusion keeps [starts, blocked) apart. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true }).notNull(),
    status: visitStatus('status').notNull(),
    cancelledBy: visitParty('cancelled_by'),
    cancelReason: text('cancel_reason'),
    /** Why it was last moved, and by whom. */
    rescheduledBy: visitParty('rescheduled_by'),
    rescheduleReason: text('reschedule_reason'),
    lateCancellation: boolean('late_cancellation').notNull().default(false),
    /** The .ics SEQUENCE: raised at each reschedule. */
    sequence: integer('sequence').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('visits_quote_idx').on(t.quoteId, t.startsAt),
    index('visits_company_idx').on(t.companyId, t.startsAt),
    check('visits_order', sql`${t.startsAt} < ${t.endsAt}`),
    check('visits_blocked', sql`${t.endsAt} <= ${t.blockedUntil}`),
  ],
);

// ---- Invoices and the payment ledger (issue 35, docs/payments.md) ----

export const invoiceStatus = pgEnum('invoice_status', INVOICE_STATUSES);
export const ledgerKind = pgEnum('ledger_kind', LEDGER_KINDS);
export const paymentMethod = pgEnum('payment_method', PAYMENT_METHODS);

/**
 * Each business's invoice counter per year: the next number is taken with one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING`, which holds the row until the transaction ends, so
 * numbers are given one at a time and a rolled-back invoice gives its number back (no gaps).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.year] })],
);

/** A business's invoice for a quote it was hired on. Totals come from its lines, paid from the ledger. */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id').notNull(),
    companyId: integer('company_id').notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => users.id),
    /** The estimate revision its lines were copied from. */
    estimateId: integer('estimate_id').references(() => estimates.id, { onDelete: 'set null' }),
    /** The deposit invoiced at hire (docs/decisions/096): sent at once, one line. */
    isDeposit: boolean('is_deposit').notNull().default(false),
    /** The deposit invoice this one deducts, and its total then (a deposit never changes). */
    depositInvoiceId: integer('deposit_invoice_id'),
    depositCreditCents: integer('deposit_credit_cents').notNull().default(0),
    year: integer('year').notNull(),
    /** 1, 2, 3 … per (company, year): the number reads INV-<year>-<0001>. */
    sequence: integer('sequence').notNull(),
    status: invoiceStatus('status').notNull().default('draft'),
    currency: text('currency').notNull(),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    discountCents: integer('discount_cents').notNull().default(0),
    notes: text('notes').notNull().default(''),
    dueDate: date('due_date'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({
      name: 'invoices_quote_company_fk',
      columns: [t.quoteId, t.companyId],
      foreignColumns: [quoteCompanies.quoteId, quoteCompanies.companyId],
    }),
    uniqueIndex('invoices_number_idx').on(t.companyId, t.year, t.sequence),
    foreignKey({
      name: 'invoices_deposit_invoice_fk',
      columns: [t.depositInvoiceId],
      foreignColumns: [t.id],
    }),
    // The ledger's (invoice, currency) reference: a payment is in its invoice's currency.
    unique('invoices_id_currency_key').on(t.id, t.currency),
    index('invoices_quote_idx').on(t.quoteId, t.companyId),
    // Which invoice deducts a deposit (findDepositToDeduct, isDepositDeducted).
    index('invoices_deposit_invoice_idx')
      .on(t.depositInvoiceId)
      .where(sql`${t.depositInvoiceId} IS NOT NULL`),
    check('invoices_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check('invoices_tax_rate', sql`${t.taxRateBp} BETWEEN 0 AND 10000`),
    check('invoices_discount', sql`${t.discountCents} >= 0`),
    check(
      'invoices_deposit_credit',
      sql`(${t.depositInvoiceId} IS NULL) = (${t.depositCreditCents} = 0) AND ${t.depositCreditCents} >= 0
        AND NOT (${t.isDeposit} AND ${t.depositInvoiceId} IS NOT NULL)`,
    ),
    check(
      'invoices_sent',
      sql`${t.status} = 'draft' OR ${t.sentAt} IS NOT NULL OR ${t.status} = 'void'`,
    ),
    check('invoices_void', sql`(${t.status} = 'void') = (${t.voidedAt} IS NOT NULL)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    /** Up to two decimals (hours of an hourly estimate). */
    quantity: numeric('quantity', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_idx').on(t.invoiceId, t.position),
    check('invoice_lines_quantity', sql`${t.quantity} > 0`),
    check('invoice_lines_unit_price', sql`${t.unitPriceCents} >= 0`),
  ],
);

/**
 * Every movement of money, one row each, never changed or removed (the trigger
 * payment_ledger_append_only, migration 0028): payments and refunds of an invoice, the platform's
 * fees and the payouts to a business. Amounts are positive integer cents; the kind gives the sign.
 */
export const paymentLedger = pgTable(
  'payment_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    invoiceId: integer('invoice_id'),
    kind: ledgerKind('kind').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    method: paymentMethod('method').notNull(),
    /**
     * The payment provider and its ids, null for offline payments: for Stripe the PaymentIntent
     * (a refund's too, the one it gives back) and the webhook event that wrote the row.
     */
    provider: text('provider'),
    providerPaymentId: text('provider_payment_id'),
    providerEventId: text('provider_event_id'),
    reference: text('reference').notNull().default(''),
    /** The day the money moved, as the person recording it says. */
    receivedOn: date('received_on').notNull(),
    recordedBy: integer('recorded_by').references(() => users.id),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'payment_ledger_invoice_currency_fk',
      columns: [t.invoiceId, t.currency],
      foreignColumns: [invoices.id, invoices.currency],
    }),
    index('payment_ledger_invoice_idx').on(t.invoiceId),
    index('payment_ledger_company_idx').on(t.companyId, t.recordedAt),
    // A provider's payment is in the ledger once, with its fee once, whichever event told of it.
    uniqueIndex('payment_ledger_provider_payment_idx')
      .on(t.provider, t.providerPaymentId, t.kind)
      .where(sql`${t.providerPaymentId} IS NOT NULL AND ${t.kind} IN ('payment', 'fee')`),
    check('payment_ledger_amount', sql`${t.amountCents} > 0`),
    check('payment_ledger_currency', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'payment_ledger_invoice',
      sql`${t.kind} NOT IN ('payment', 'refund') OR ${t.invoiceId} IS NOT NULL`,
    ),
  ],
);

/** The customer's "I paid": waits for the business to confirm it, which writes the ledger payment. */
export const invoicePaymentClaims = pgTable(
  'invoice_payment_claims',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    method: paymentMethod('method').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    ledgerEntryId: bigint('ledger_entry_id', { mode: 'number' }).references(() => paymentLedger.id),
  },
  (t) => [
    // One open notice per invoice.
    uniqueIndex('invoice_payment_claims_open_idx')
      .on(t.invoiceId)
      .where(sql`${t.confirmedAt} IS NULL`),
    check('invoice_payment_claims_amount', sql`${t.amountCents} > 0`),
    check(
      'invoice_payment_claims_confirmed',
      sql`(${t.confirmedAt} IS NULL) = (${t.ledgerEntryId} IS NULL)`,
    ),
  ],
);

// ---- Card payments through Stripe Connect (issue 35, docs/payments.md) ----

/** A business's connected Stripe account, as Stripe's last `account.updated` describes it. */
export const companyPaymentAccounts = pgTable('company_payment_accounts', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  provider: text('provider').notNull().default('stripe'),
  accountId: text('account_id').notNull().unique(),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  /** The `created` time of the event these flags come from: an older event does not undo them. */
  flagsAsOf: timestamp('flags_as_of', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * A Checkout page made for an invoice's balance. Its id is the idempotency key of the call that
 * made it, and an unexpired one for the same balance is handed out again instead of a new one.
 */
export const invoiceCheckouts = pgTable(
  'invoice_checkouts',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    amountCents: integer('amount_cents').notNull(),
    feeCents: integer('fee_cents').notNull(),
    providerSessionId: text('provider_session_id').notNull().unique(),
    url: text('url').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('invoice_checkouts_invoice_idx').on(t.invoiceId, t.createdAt),
    check('invoice_checkouts_amounts', sql`${t.amountCents} > 0 AND ${t.feeCents} >= 0`),
  ],
);

/** Each provider webhook event handled, written in the transaction of what it changed: once each. */
export const paymentProviderEvents = pgTable(
  'payment_provider_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const disputeStatus = pgEnum('dispute_status', DISPUTE_STATUSES);

/** A card dispute (chargeback) on an invoice's payment, by the provider's dispute id. */
export const invoiceDisputes = pgTable(
  'invoice_disputes',
  {
    providerDisputeId: text('provider_dispute_id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    providerPaymentId: text('provider_payment_id').notNull(),
    status: disputeStatus('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    index('invoice_disputes_invoice_idx').on(t.invoiceId),
    index('invoice_disputes_open_idx')
      .on(t.openedAt)
      .where(sql`${t.status} = 'open'`),
    check('invoice_disputes_amount', sql`${t.amountCents} > 0`),
  ],
);

// ---- Credentials: licences and insurance an admin verifies (issue 36, docs/decisions/095) ----

export const credentialKind = pgEnum('credential_kind', CREDENTIAL_KINDS);
export const credentialStatus = pgEnum('credential_status', CREDENTIAL_STATUSES);

/**
 * A licence or an insurance policy a business submits with its document (a private object): it
 * waits in the admin queue as pending until an admin verifies or rejects it.
 */
export const businessCredentials = pgTable(
  'business_credentials',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: credentialKind('kind').notNull(),
    // A licence's fields.
    trade: text('trade'),
    issuingState: text('issuing_state'),
    licenceNumber: text('licence_number'),
    // An insurance policy's fields.
    insurer: text('insurer'),
    policyType: text('policy_type'),
    coverageCents: bigint('coverage_cents', { mode: 'number' }),
    /** Valid through the end of this day. */
    expiresOn: date('expires_on', { mode: 'string' }).notNull(),
    documentObjectId: integer('document_object_id')
      .notNull()
      .references(() => storedObjects.id),
    status: credentialStatus('status').notNull().default('pending'),
    /** The day the admin checked it (the admin's word, which may be before the decision). */
    verifiedOn: date('verified_on', { mode: 'string' }),
    /** How it was checked, e.g. "state register". */
    verifiedHow: text('verified_how'),
    rejectedReason: text('rejected_reason'),
    /** The nearest expiry reminder sent while verified: 30, then 7 (days before); null: none. */
    remindedDays: integer('reminded_days'),
    /** The credential this one renews: a new document and expiry for the same licence or policy. */
    renewsId: integer('renews_id'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The business's settings list.
    index('business_credentials_company_idx').on(t.companyId, t.createdAt),
    // The admin queue: pending, oldest first.
    index('business_credentials_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'pending'`),
    // The company page's badges.
    index('business_credentials_badges_idx')
      .on(t.companyId, t.kind, t.expiresOn)
      .where(sql`${t.status} = 'verified'`),
    index('business_credentials_document_idx').on(t.documentObjectId),
    // The expiry sweep: verified credentials by expiry date, across businesses.
    index('business_credentials_expiry_idx')
      .on(t.expiresOn)
      .where(sql`${t.status} = 'verified'`),
    foreignKey({ columns: [t.renewsId], foreignColumns: [t.id] }).onDelete('set null'),
    // One renewal waiting or verified per credential.
    uniqueIndex('business_credentials_one_renewal')
      .on(t.renewsId)
      .where(sql`${t.status} IN ('pending', 'verified')`),
    check(
      'business_credentials_fields',
      sql`CASE ${t.kind}
        WHEN 'licence' THEN ${t.trade} IS NOT NULL AND ${t.issuingState} IS NOT NULL AND ${t.licenceNumber} IS NOT NULL
          AND ${t.insurer} IS NULL AND ${t.policyType} IS NULL AND ${t.coverageCents} IS NULL
        ELSE ${t.insurer} IS NOT NULL AND ${t.policyType} IS NOT NULL AND ${t.coverageCents} > 0
          AND ${t.trade} IS NULL AND ${t.issuingState} IS NULL AND ${t.licenceNumber} IS NULL END`,
    ),
    check(
      'business_credentials_verified',
      sql`(${t.status} IN ('verified', 'expired')) = (${t.verifiedOn} IS NOT NULL AND ${t.verifiedHow} IS NOT NULL)`,
    ),
    check(
      'business_credentials_rejected',
      sql`(${t.status} = 'rejected') = (${t.rejectedReason} IS NOT NULL)`,
    ),
  ],
);

/**
 * A business's published projects (issue 36 item 5, docs/decisions/100-project-portfolio.md): shown
 * on the company page in `position` order and on their own public page; an admin may hide one.
 */
export const companyProjects = pgTable(
  'company_projects',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** The trade: one of the company's subcategories when saved. */
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => subcategories.id),
    title: text('title').notNull(),
    description: text('description').notNull(),
    city: text('city').notNull(),
    costMinCents: bigint('cost_min_cents', { mode: 'number' }),
    costMaxCents: bigint('cost_max_cents', { mode: 'number' }),
    /** The month the work was finished: its first day. */
    completedOn: date('completed_on', { mode: 'string' }),
    position: integer('position').notNull(),
    /** Hidden from public pages by an admin (a reported project). */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('company_projects_company_idx').on(t.companyId, t.position),
    check(
      'company_projects_cost_range',
      sql`(${t.costMinCents} IS NULL) = (${t.costMaxCents} IS NULL) AND ${t.costMinCents} >= 0 AND ${t.costMinCents} <= ${t.costMaxCents}`,
    ),
  ],
);

/** A project's photos, in `position` order; the first is its cover. */
export const projectPhotos = pgTable(
  'project_photos',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => companyProjects.id, { onDelete: 'cascade' }),
    objectId: integer('object_id')
      .notNull()
      .references(() => storedObjects.id),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('project_photos_project_idx').on(t.projectId, t.position),
    index('project_photos_object_idx').on(t.objectId),
  ],
);

/**
 * A business's invitation to a customer it served outside QuoteLocal to review it (issue 36 item 7,
 * docs/decisions/102-invited-reviews.md): a one-time link (only its hash is kept) that lets whoever
 * first uses it, signed in, review the business once.
 */
export const reviewInvitations = pgTable(
  'review_invitations',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** Lower-cased, as users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    note: text('note'),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Whoever used the link: they alone may review with it. */
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    ratingId: integer('rating_id').references(() => ratings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // The business's list, its last 24 hours (the limit) and an address's last invitation.
    index('review_invitations_company_idx').on(t.companyId, t.createdAt.desc()),
    index('review_invitations_claimed_idx').on(t.claimedBy, t.companyId),
    check('review_invitations_note_length', sql`char_length(${t.note}) <= 300`),
  ],
);
