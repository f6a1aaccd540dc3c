/**
 * On a business's page and in the quote that hired it, once it has left the site (issue 31).
 * Without zod: the company page's chunk takes them (./company.ts re-exports them).
 */
export const NO_LONGER_ON_QUOTELOCAL = 'This business is no longer on QuoteLocal';
export const NO_LONGER_ON_QUOTELOCAL_DETAIL =
  'You hired them through QuoteLocal, so your conversation, estimates and job history with them stay in My Quotes.';
