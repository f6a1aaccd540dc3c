/**
 * The reputation rules' numbers (docs/decisions/032), zod-free so that the pages showing the badge
 * do not load zod: the server's SQL, the badge and the docs all read these.
 */

/** Requests of the last `windowDays` days answered within `withinHours`; shown from `minRequests`. */
export const RESPONSE_RATE = { windowDays: 90, withinHours: 24, minRequests: 5 } as const;

/**
 * Top Pro (docs/decisions/032), recomputed daily for every business: an average of at least
 * `minRating` from at least `minVerifiedHires` visible reviews by verified hires written in the last
 * `reviewMonths` months, a response rate of at least `minResponsePercent`% (as RESPONSE_RATE, from
 * its minimum of requests), a verified licence or insurance that has not expired
 * (docs/decisions/098), and no upheld report about the business resolved in the last `reportDays`
 * days. The server's SQL, the badge and the docs all read these numbers; what the badge says on
 * hover or tap is the client catalog's `topPro.rule` with them.
 */
export const TOP_PRO_RULE = {
  minRating: 4.8,
  minVerifiedHires: 5,
  reviewMonths: 12,
  minResponsePercent: 75,
  reportDays: 90,
} as const;
