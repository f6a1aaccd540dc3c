import { z } from 'zod';

/**
 * A business's insights (issue 22, docs/decisions/017, 049): its listing and its requests, per
 * week (Monday to Sunday, UTC) over the last INSIGHTS_WEEKS weeks, oldest first, the current week
 * last.
 */
export const INSIGHTS_WEEKS = 12;

export const insightsWeekSchema = z.object({
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: z.string(),
  /** Times the business was on a page of search results. */
  appearances: z.number().int(),
  /** Times its page was opened (not by its owner). */
  profileViews: z.number().int(),
  /** Requests sent to it (picked by the customer or matched and accepted). */
  requestsReceived: z.number().int(),
  /** Of those, the ones it replied to (a message or an estimate). */
  requestsAnswered: z.number().int(),
  /** Minutes from a request to its first reply, median; null with no reply that week. */
  medianResponseMinutes: z.number().nullable(),
  estimatesSent: z.number().int(),
  hires: z.number().int(),
  /** hires / requests answered, 0 to 1; null with no request answered. */
  winRate: z.number().nullable(),
  /** USD cents: the latest estimate of each conversation estimated that week (range midpoints; hourly rates count one hour). */
  valueQuotedCents: z.number().int(),
  /** USD cents: the hired estimates' value, by the week of the hire. */
  valueWonCents: z.number().int(),
  /** USD cents: the invoices sent that week (not void), at their totals. */
  invoicedCents: z.number().int(),
  /** USD cents: what the ledger says was paid that week (the day received), less refunds. */
  collectedCents: z.number().int(),
  /** USD cents: at the week's end, the balance of the invoices sent by then (not void or refunded). */
  outstandingCents: z.number().int(),
});
export type InsightsWeek = z.infer<typeof insightsWeekSchema>;

/** GET /api/companies/{id}/insights (the owner only); GET …/insights.csv gives the same as CSV. */
export const insightsResponseSchema = z.object({
  companyId: z.number().int(),
  companyName: z.string(),
  weeks: z.array(insightsWeekSchema),
});
export type InsightsResponse = z.infer<typeof insightsResponseSchema>;
