/**
 * A visit's booking modes, statuses and parties (issue 34), without zod: the search, category and
 * company pages show "Next available" and must not load the schemas (docs/performance.md "First
 * load").
 */

export const BOOKING_MODES = ['instant', 'request'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const VISIT_STATUSES = [
  'requested',
  'confirmed',
  'cancelled',
  'declined',
  'done',
  'no_show',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** The statuses that hold their time: no two of a company's may overlap (an exclusion constraint). */
export const ACTIVE_VISIT_STATUSES = ['requested', 'confirmed'] as const;

export const VISIT_PARTIES = ['customer', 'business'] as const;
export type VisitParty = (typeof VISIT_PARTIES)[number];
