import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type {
  CompanyDetails,
  CompanyImage,
  CompanySummary,
  ResponseRate,
} from '@/contract/company';
import type { CredentialBadge } from '@/contract/credential';
import type { ServiceAreaKind } from '@/contract/business';
import { RESPONSE_RATE } from '@/contract/reputation';
import type { CompanySort } from '@/contract/search-url';
import type { Pagination } from '@/contract/common';
import type { Locale } from '@/contract/locale';
import { aliasNameIn } from '@/server/db/catalogue-names';
import type { Executor, RawColumns } from '@/server/db/client';
import { COUNT_CAP, paginationOf } from '@/server/db/paging';
import {
  categories,
  companies,
  companyImages,
  companyServiceZips,
  companySubcategories,
  subcategories,
  zipCodes,
  type quoteCompanies,
} from '@/server/db/schema';
import { credentialBadges, licensedAndInsured } from '../credential-standing';
import { roundMiles } from '../geo';
import { objectUrl } from '../objects';

/**
 * The columns of a company card, its category's and subcategories' names in `locale` and its
 * credential badges (business_credentials_badges_idx); the query must name the company `c` and
 * its category `cat`.
 */
export const summaryColumns = (locale: Locale) => sql`
  c.id, c.name, c.description, c.address, c.city, c.state, c.zip, c.is_active,
  c.average_rating::float8 AS average_rating, c.ratings_count, c.favorites_count, c.logo_object_id,
  c.top_pro, c.latitude, c.longitude, cat.slug AS category_slug, ${aliasNameIn(locale, 'cat')} AS category_name,
  (SELECT coalesce(json_agg(json_build_object('name', n.name, 'slug', n.slug) ORDER BY n.name), '[]'::json)
     FROM (SELECT ${aliasNameIn(locale, 's')} AS name, s.slug
             FROM company_subcategories cs JOIN subcategories s ON s.id = cs.subcategory_id
            WHERE cs.company_id = c.id) n) AS subcategories,
  (SELECT ci.object_id FROM company_images ci
    WHERE ci.company_id = c.id ORDER BY ci.display_order, ci.id LIMIT 1) AS first_image_object_id,
  ${credentialBadges(sql`c.id`)} AS credential_badges`;

type Company = typeof companies.$inferSelect;
type Category = typeof categories.$inferSelect;

export type SummaryRow = RawColumns<
  typeof companies,
  | 'id'
  | 'name'
  | 'description'
  | 'address'
  | 'city'
  | 'state'
  | 'zip'
  | 'isActive'
  | 'ratingsCount'
  | 'favoritesCount'
  | 'logoObjectId'
  | 'topPro'
  | 'latitude'
  | 'longitude'
> & {
  /** Cast to float8 in summaryColumns: a number, as the schema reads it. */
  average_rating: Company['averageRating'];
  category_slug: Category['slug'];
  category_name: Category['name'];
  subcategories: Array<Pick<typeof subcategories.$inferSelect, 'name' | 'slug'>>;
  first_image_object_id: (typeof companyImages.$inferSelect)['objectId'] | null;
  credential_badges: CredentialBadge[];
  distance_miles?: number | null;
  /** Searches near a ZIP: whether the company's service area covers it. */
  serves_location?: boolean | null;
  total?: string | number;
};

export function toCompanySummary(row: SummaryRow): CompanySummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logo_object_id === null ? null : objectUrl(row.logo_object_id),
    logoObjectId: row.logo_object_id,
    firstImage:
      row.first_image_object_id === null
        ? null
        : { objectUrl: objectUrl(row.first_image_object_id) },
    category: row.category_slug,
    categoryName: row.category_name,
    subcategories: row.subcategories,
    address: row.address,
    city: row.city,
    state: row.state,
    zip: row.zip,
    isActive: row.is_active,
    averageRating: Number(row.average_rating),
    ratingsCount: row.ratings_count,
    favoritesCount: row.favorites_count,
    distance: roundMiles(row.distance_miles),
    latitude: row.latitude,
    longitude: row.longitude,
    servesLocation: row.serves_location ?? null,
    topPro: row.top_pro,
    credentialBadges: row.credential_badges,
  };
}

/**
 * The ORDER BY of a listing. `relevance` needs the query to provide `tier` (0: the words are in the
 * name or trade, 1: only in the description); inside a tier the better-rated (or nearer) come first,
 * and between equal ratings a Top Pro first.
 */
export function orderBy(sort: CompanySort, nearFirst: boolean): SQL {
  // NULLS LAST as in the indexes (drizzle writes DESC NULLS LAST), so the planner can walk them.
  const distance = nearFirst ? sql`distance_miles ASC,` : sql``;
  switch (sort) {
    case 'relevance':
      return nearFirst
        ? sql`tier ASC, distance_miles ASC, c.average_rating DESC NULLS LAST, c.top_pro DESC NULLS LAST, c.id ASC`
        : sql`tier ASC, c.average_rating DESC NULLS LAST, c.top_pro DESC NULLS LAST, c.ratings_count DESC NULLS LAST, c.id ASC`;
    case 'mostReviewed':
      return sql`c.ratings_count DESC NULLS LAST, ${distance} c.average_rating DESC NULLS LAST, c.id ASC`;
    case 'favorites':
      return sql`c.favorites_count DESC NULLS LAST, ${distance} c.average_rating DESC NULLS LAST, c.id ASC`;
    case 'topRated':
      return sql`c.average_rating DESC NULLS LAST, c.top_pro DESC NULLS LAST, c.ratings_count DESC NULLS LAST, ${distance} c.id ASC`;
  }
}

export function favoritesOnly(userId: number | null): SQL {
  return userId === null
    ? sql`TRUE`
    : sql`EXISTS (SELECT 1 FROM favorites f WHERE f.company_id = c.id AND f.user_id = ${userId})`;
}

/** Licensed and insured (docs/decisions/098), or either way. */
export function credentialedOnly(only: boolean): SQL {
  return only ? licensedAndInsured(sql`c.id`) : sql`TRUE`;
}

/** Of one subcategory (by slug), or of any. */
export function inSubcategory(slug: string | null): SQL {
  return slug === null
    ? sql`TRUE`
    : sql`EXISTS (SELECT 1 FROM company_subcategories cs JOIN subcategories s ON s.id = cs.subcategory_id
                  WHERE cs.company_id = c.id AND s.slug = ${slug})`;
}

export interface SummaryPageQuery {
  /**
   * Conditions over `companies c`, one per tier: the page lists every match of the first, then of
   * the next. Most lists have one. Each select names `tier`: `rank` or else the tier's position.
   */
  tiers: Array<{
    where: SQL;
    rank?: SQL;
    /** More select-list columns (e.g. distance_miles) that `orderBy` may name. */
    columns?: SQL;
  }>;
  orderBy: SQL;
  page: number;
  limit: number;
  /** The language of the category and subcategory names. */
  locale: Locale;
}

/**
 * One page of company summaries, sorted and cut in SQL, and the count of all matches up to
 * COUNT_CAP + 1. A later tier is only read as far as the page and the count need it.
 */
export async function findSummaryPage(
  db: Executor,
  query: SummaryPageQuery,
): Promise<{ rows: SummaryRow[]; counted: number; pagination: Pagination }> {
  const offset = (query.page - 1) * query.limit;
  const wanted = Math.min(query.limit, COUNT_CAP - offset);
  const rows: SummaryRow[] = [];
  let counted = 0;
  for (const [position, { where, rank, columns }] of query.tiers.entries()) {
    if (counted > COUNT_CAP) break;
    const take = wanted - rows.length;
    // Raw SQL: the where, order and tier are SQL fragments (earthdistance, full-text rank).
    const [found, count] = await Promise.all([
      take <= 0
        ? []
        : db
            .execute<SummaryRow>(
              sql`
                SELECT ${summaryColumns(query.locale)}${columns ? sql`, ${columns}` : sql``}, ${rank ?? position} AS tier
                FROM companies c JOIN categories cat ON cat.id = c.category_id
                WHERE ${where}
                ORDER BY ${query.orderBy}
                LIMIT ${take} OFFSET ${Math.max(0, offset - counted)}`,
            )
            .then((result) => result.rows),
      db
        .execute<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM companies c WHERE ${where} LIMIT ${COUNT_CAP + 1 - counted}) m`,
        )
        .then((result) => result.rows[0]?.n ?? 0),
    ]);
    rows.push(...found);
    counted += count;
  }
  return { rows, counted, pagination: paginationOf(counted, query.page, query.limit) };
}

export interface ListingOptions {
  sort: CompanySort;
  page: number;
  limit: number;
  /** Restrict to this user's favourites. */
  favoritesOf: number | null;
  locale: Locale;
  /** Only businesses licensed and insured. */
  licensedAndInsured: boolean;
}

/**
 * Active companies of a category, optionally of one subcategory, sorted and paginated in SQL. The
 * category may be named by its slug, so that the page need not wait for the category's own lookup.
 */
export async function listCategoryCompanies(
  db: Executor,
  category: { id: number } | { slug: string },
  subcategorySlug: string | undefined,
  options: ListingOptions,
): Promise<{ companies: CompanySummary[]; pagination: Pagination }> {
  const categoryId =
    'id' in category
      ? sql`${category.id}`
      : sql`(SELECT id FROM categories WHERE slug = ${category.slug})`;
  const sort = options.sort === 'relevance' ? 'topRated' : options.sort;
  const { rows, pagination } = await findSummaryPage(db, {
    tiers: [
      {
        where: sql`c.category_id = ${categoryId} AND c.listed
          AND ${inSubcategory(subcategorySlug ?? null)} AND ${favoritesOnly(options.favoritesOf)}
          AND ${credentialedOnly(options.licensedAndInsured)}`,
      },
    ],
    orderBy: orderBy(sort, false),
    page: options.page,
    limit: options.limit,
    locale: options.locale,
  });
  return { companies: rows.map(toCompanySummary), pagination };
}

/** Who is asking for a company's page (absent: the app itself, which sees every company). */
export interface PageViewer {
  userId: number | null;
  isAdmin: boolean;
}

/** The company `c` is off public pages: hidden by an admin, or its owner suspended. */
const OFF_SITE = sql`(c.hidden_at IS NOT NULL OR c.owner_suspended)`;

/** The viewer hired the company `c` on one of their quotes (issue 31). */
const hiredBy = (userId: number | null) =>
  userId === null
    ? sql`FALSE`
    : sql`EXISTS (SELECT 1 FROM quotes hq WHERE hq.user_id = ${userId} AND hq.hired_company_id = c.id)`;

/**
 * A company hidden by an admin or whose owner is suspended is shown to its owner and to admins
 * only (docs/decisions/014), and to the customers who hired it, marked as no longer on the site
 * (docs/decisions/079); an inactive one still shows its page, unless its owner deleted their
 * account: then it is gone for everyone, admins too, from the moment of the deletion.
 */
const shownTo = (viewer: PageViewer | undefined) =>
  viewer === undefined
    ? sql``
    : sql`AND NOT EXISTS (SELECT 1 FROM users o WHERE o.id = c.owner_id AND o.deleted_at IS NOT NULL)
      ${viewer.isAdmin ? sql`` : sql`AND (NOT ${OFF_SITE} OR c.owner_id = ${viewer.userId ?? 0} OR ${hiredBy(viewer.userId)})`}`;

/** Off the site, seen by someone who is neither its owner nor an admin: one of its hiring customers. */
const noLongerOnSite = (viewer: PageViewer | undefined) =>
  viewer === undefined || viewer.isAdmin
    ? sql`FALSE`
    : sql`(${OFF_SITE} AND c.owner_id <> ${viewer.userId ?? 0})`;

/**
 * A company's page: its card (with its credential badges), contact details, service area,
 * response time and rate, in one statement; its lead settings only when the viewer owns it (or is
 * the app, acting for the owner).
 */
export async function findCompanyDetails(
  db: Executor,
  companyId: number,
  locale: Locale,
  viewer?: PageViewer,
): Promise<CompanyDetails | undefined> {
  // Raw SQL: computed summary columns and response statistics (correlated subqueries).
  const { rows } = await db.execute<
    SummaryRow &
      ResponseStatsRow &
      RawColumns<
        typeof companies,
        | 'categoryId'
        | 'ownerId'
        | 'phone'
        | 'email'
        | 'website'
        | 'serviceArea'
        | 'serviceRadiusMiles'
        | 'pausedNewRequests'
        | 'weeklyRequestCap'
      > & {
        service_zips: Array<(typeof companyServiceZips.$inferSelect)['zip']>;
        no_longer_on_site: boolean;
      }
  >(sql`
    SELECT ${summaryColumns(locale)}, c.category_id, c.owner_id, c.phone, c.email, c.website,
      ${noLongerOnSite(viewer)} AS no_longer_on_site,
      c.service_area, c.service_radius_miles, c.paused_new_requests, c.weekly_request_cap,
      ARRAY(SELECT z.zip FROM company_service_zips z WHERE z.company_id = c.id ORDER BY z.zip) AS service_zips,
      rs.replies, rs.median_seconds, rs.requests, rs.answered_in_time
    FROM companies c JOIN categories cat ON cat.id = c.category_id
    LEFT JOIN LATERAL (${responseStats(sql`qc.company_id = c.id`)}) rs ON TRUE
    WHERE c.id = ${companyId} ${shownTo(viewer)}`);
  const row = rows[0];
  if (!row) return undefined;
  const isOwner = viewer === undefined || viewer.userId === row.owner_id;
  return {
    ...toCompanySummary(row),
    categoryId: row.category_id,
    ownerId: row.owner_id,
    phone: row.phone,
    email: row.email,
    website: row.website,
    serviceArea: {
      kind: row.service_area,
      radiusMiles: row.service_radius_miles,
      zips: row.service_zips,
    },
    leadSettings: isOwner
      ? { pausedNewRequests: row.paused_new_requests, weeklyRequestCap: row.weekly_request_cap }
      : null,
    responseTime: toResponseTime(row),
    responseRate: toResponseRate(row),
    noLongerOnQuoteLocal: row.no_longer_on_site,
  };
}

export const RESPONSE_TIME_MIN_REPLIES = 3;

export interface ResponseTime {
  medianMinutes: number;
  replies: number;
}

/** responseStats's computed columns (null for a company without a row, LEFT JOINed). */
type ResponseStatsRow = {
  replies: number | null;
  median_seconds: number | null;
  requests: number | null;
  answered_in_time: number | null;
};

/**
 * How businesses answer, one row per company matched by `companyFilter` (over
 * `quote_companies qc`; TRUE for all): of the requests it received in the last 90 days (by
 * submission), how many it replied to (a message or an estimate, which comes as a message), the
 * median seconds from submission to the first reply, and how many it answered within
 * RESPONSE_RATE.withinHours. A company with no request in the window has no row.
 */
export function responseStats(companyFilter: SQL): SQL {
  return sql`
    SELECT company_id, count(replied_at)::int AS replies,
      percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM replied_at - submitted_at)) AS median_seconds,
      count(*)::int AS requests,
      count(*) FILTER (
        WHERE replied_at <= submitted_at + make_interval(hours => ${RESPONSE_RATE.withinHours})
      )::int AS answered_in_time
    FROM (
      SELECT qc.company_id, q.submitted_at, first_reply.replied_at
      FROM quote_companies qc
      JOIN quotes q ON q.id = qc.quote_id
      ${firstReplyJoin(sql`qc`)}
      WHERE ${companyFilter}
        AND q.submitted_at > now() - make_interval(days => ${RESPONSE_RATE.windowDays})) requests
    GROUP BY company_id`;
}

/**
 * `first_reply.replied_at`: when the business first replied in the conversation `conversation`
 * (a row with its quote_id and company_id), by a message or an estimate (which comes as a
 * message); NULL before. A lateral join (not a subquery in the select list, which the planner
 * would inline into each aggregate that reads it) finds each request's first reply once.
 */
export function firstReplyJoin(conversation: SQL): SQL {
  return sql`LEFT JOIN LATERAL (
    SELECT min(m.created_at) AS replied_at FROM messages m
    WHERE m.quote_id = ${conversation}.quote_id AND m.company_id = ${conversation}.company_id
      AND m.sender_type = 'company') first_reply ON TRUE`;
}

/** A response time worth showing: businesses with fewer than 3 replies have none. */
function toResponseTime(row: ResponseStatsRow): ResponseTime | null {
  if (row.replies === null || row.replies < RESPONSE_TIME_MIN_REPLIES) return null;
  if (row.median_seconds === null) return null;
  return {
    medianMinutes: Math.max(1, Math.round(Number(row.median_seconds) / 60)),
    replies: row.replies,
  };
}

/**
 * A response rate worth showing: from RESPONSE_RATE.minRequests requests. Rounded down, so a
 * business shown at 75% has answered at least 75% (as the Top Pro rule counts).
 */
function toResponseRate(row: ResponseStatsRow): ResponseRate | null {
  if (row.requests === null || row.requests < RESPONSE_RATE.minRequests) return null;
  return {
    percent: Math.floor((100 * (row.answered_in_time ?? 0)) / row.requests),
    requests: row.requests,
  };
}

/** The response times and rates of several businesses (null where there are too few). */
export async function findResponseStats(
  db: Executor,
  companyIds: number[],
): Promise<Map<number, { responseTime: ResponseTime | null; responseRate: ResponseRate | null }>> {
  if (companyIds.length === 0) return new Map();
  // Raw SQL: responseStats is a grouped statement over conversations.
  const { rows } = await db.execute<
    ResponseStatsRow & RawColumns<typeof quoteCompanies, 'companyId'>
  >(responseStats(sql`qc.company_id = ANY(${`{${companyIds.join(',')}}`}::int[])`));
  return new Map(
    rows.map((row) => [
      row.company_id,
      { responseTime: toResponseTime(row), responseRate: toResponseRate(row) },
    ]),
  );
}

export async function companyExists(
  db: Executor,
  companyId: number,
  viewer?: PageViewer,
): Promise<boolean> {
  // Raw SQL: shownTo(viewer) is a SQL fragment on `c`.
  const { rows } = await db.execute(
    sql`SELECT 1 FROM companies c WHERE c.id = ${companyId} ${shownTo(viewer)}`,
  );
  return rows.length > 0;
}

type CompanyListing = Pick<Company, 'ownerId'> & { listed: NonNullable<Company['listed']> };

/** Who owns a company and whether it is listed (active, not hidden, owner not suspended). */
export async function findCompanyListing(
  db: Executor,
  companyId: number,
): Promise<CompanyListing | undefined> {
  // Raw SQL: `listed` is a generated column, which the schema types as nullable; it never is.
  const { rows } = await db.execute<CompanyListing>(
    sql`SELECT owner_id AS "ownerId", listed FROM companies WHERE id = ${companyId}`,
  );
  return rows[0];
}

export async function listCompanyImages(db: Executor, companyId: number): Promise<CompanyImage[]> {
  const rows = await db
    .select()
    .from(companyImages)
    .where(eq(companyImages.companyId, companyId))
    .orderBy(companyImages.displayOrder, companyImages.id);
  return rows.map((r) => ({
    id: r.id,
    objectUrl: objectUrl(r.objectId),
    caption: r.caption,
    displayOrder: r.displayOrder,
  }));
}

/** A user's companies, newest first (owners see their unlisted ones too: inactive, hidden...). */
export async function listCompanies(
  db: Executor,
  filter: { ownerId: number; includeUnlisted: boolean },
  locale: Locale,
): Promise<CompanySummary[]> {
  // Raw SQL: summaryColumns are computed columns over two joined tables.
  const { rows } = await db.execute<SummaryRow>(sql`
    SELECT ${summaryColumns(locale)}
    FROM companies c JOIN categories cat ON cat.id = c.category_id
    WHERE c.owner_id = ${filter.ownerId} AND (${filter.includeUnlisted} OR c.listed)
    ORDER BY c.created_at DESC, c.id DESC`);
  return rows.map(toCompanySummary);
}

/** A company's columns as its owner writes them. */
export type CompanyValues = Omit<typeof companies.$inferInsert, 'ownerId'>;

/** Whether the category exists. */
export async function categoryExists(db: Executor, categoryId: number): Promise<boolean> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return category !== undefined;
}

/** The ids of the category's subcategories among these slugs. */
export async function findSubcategoryIds(
  db: Executor,
  categoryId: number,
  slugs: string[],
): Promise<number[]> {
  const subs = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, categoryId), inArray(subcategories.slug, slugs)));
  return subs.map((s) => s.id);
}

/** Which of these ZIP codes we can place. */
export async function findKnownZips(db: Executor, zips: string[]): Promise<Set<string>> {
  const known = await db
    .select({ zip: zipCodes.zip })
    .from(zipCodes)
    .where(inArray(zipCodes.zip, zips));
  return new Set(known.map((row) => row.zip));
}

/** A new company; its id and service area. */
export async function insertCompany(
  tx: Executor,
  values: CompanyValues & { ownerId: number },
): Promise<{ id: number; serviceArea: ServiceAreaKind }> {
  const [company] = await tx
    .insert(companies)
    .values(values)
    .returning({ id: companies.id, serviceArea: companies.serviceArea });
  return company!;
}

/** Writes the company's columns; its service area (none when there is no such company). */
export async function updateCompanyValues(
  tx: Executor,
  companyId: number,
  values: Partial<CompanyValues>,
): Promise<ServiceAreaKind | undefined> {
  const [company] = await tx
    .update(companies)
    .set(values)
    .where(eq(companies.id, companyId))
    .returning({ serviceArea: companies.serviceArea });
  return company?.serviceArea;
}

/** Replaces the company's subcategories. */
export async function replaceSubcategoryRows(
  tx: Executor,
  companyId: number,
  subcategoryIds: number[],
): Promise<void> {
  await tx.delete(companySubcategories).where(eq(companySubcategories.companyId, companyId));
  await tx
    .insert(companySubcategories)
    .values(subcategoryIds.map((subcategoryId) => ({ companyId, subcategoryId })));
}

/** Replaces the company's service ZIP list (none: emptied). */
export async function replaceServiceZips(
  tx: Executor,
  companyId: number,
  zips: string[] | undefined,
): Promise<void> {
  await tx.delete(companyServiceZips).where(eq(companyServiceZips.companyId, companyId));
  if (zips !== undefined) {
    await tx.insert(companyServiceZips).values(zips.map((zip) => ({ companyId, zip })));
  }
}
