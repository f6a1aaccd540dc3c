/**
 * The limits of matched requests (docs/decisions/042), without zod: pages that only show them
 * (the "Get quotes from up to 5 pros" button) stay free of the schemas' code.
 */
export const MAX_MATCHED_PROS = 5;
/** An offer not answered within this many hours goes to the next match. */
export const LEAD_EXPIRY_HOURS = 24;
