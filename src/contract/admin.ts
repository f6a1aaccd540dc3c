import { z } from 'zod';

export const adminStatsSchema = z.object({
  users: z.number().int(),
  companies: z.number().int(),
  activeCompanies: z.number().int(),
  categories: z.number().int(),
  ratings: z.number().int(),
  /** Reports waiting for a moderator (docs/decisions/024). */
  openReports: z.number().int(),
  /** Messages waiting for an admin's review (docs/decisions/028). */
  heldMessages: z.number().int(),
  /** Suspended accounts' appeals waiting for an answer (docs/decisions/021). */
  openAppeals: z.number().int(),
  quotes: z.object({
    draft: z.number().int(),
    submitted: z.number().int(),
    in_progress: z.number().int(),
    completed: z.number().int(),
  }),
  messagesLast7Days: z.number().int(),
  /** Money through the marketplace (issue 35), from the payment ledger, all time, USD cents. */
  payments: z.object({
    /** Every payment recorded: card payments and the offline ones the businesses recorded. */
    volumeCents: z.number().int(),
    /** The platform's fees on card payments. */
    platformFeesCents: z.number().int(),
    /** Given back: card refunds and lost disputes. */
    refundsCents: z.number().int(),
    /** Card disputes not closed yet (GET /api/admin/disputes lists them). */
    openDisputes: z.number().int(),
  }),
  recentActivity: z.array(
    z.object({
      kind: z.enum(['signup', 'listing', 'quote', 'review']),
      text: z.string(),
      at: z.string(),
    }),
  ),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;
