import { z } from 'zod';
import { errorResponseSchema } from './common';
import {
  ACTIVE_VISIT_STATUSES,
  BOOKING_MODES,
  VISIT_PARTIES,
  VISIT_STATUSES,
} from './visit-status';

/** Visits on the calendar (issue 34): a business's availability and the visits booked in it. */

export {
  ACTIVE_VISIT_STATUSES,
  BOOKING_MODES,
  VISIT_PARTIES,
  VISIT_STATUSES,
  type BookingMode,
  type VisitParty,
  type VisitStatus,
} from './visit-status';

// Every user-visible message.
export const SLOT_TAKEN_MESSAGE = 'That time was just taken';
export const SLOT_NOT_OFFERED_MESSAGE =
  'That time is not available. Please pick one of the offered times.';
export const VISIT_NOT_FOUND_MESSAGE = 'Visit not found';
export const COMPANY_NOT_FOUND_MESSAGE = 'Company not found';
export const QUOTE_NOT_FOUND_MESSAGE = 'Quote not found';
export const TIME_OFF_NOT_FOUND_MESSAGE = 'Time off not found';
export const OWNER_ONLY_MESSAGE = "Only the business's owner can change its availability.";
export const NO_AVAILABILITY_MESSAGE = 'This business has not set its availability yet.';
export const NOT_REQUESTED_MESSAGE = 'Only a requested visit can be confirmed or declined.';
export const NOT_ACTIVE_MESSAGE = 'This visit is no longer booked.';
export const NOT_ENDED_MESSAGE = 'A visit can be marked done or no-show only once it has ended.';
export const BUSINESS_ONLY_MESSAGE = 'Only the business can do this.';
export const CUSTOMER_ONLY_MESSAGE = 'Only the customer can book a visit.';
export const RANGE_ORDER_MESSAGE = 'Each range must start before it ends.';
export const RANGE_DAY_MESSAGE = 'Each range must lie within one day (00:00 to 24:00).';
export const RANGE_OVERLAP_MESSAGE = 'Ranges on the same day must not overlap.';
export const VISIT_LENGTH_MESSAGE = 'A visit lasts from 15 to 480 minutes.';
export const BUFFER_MESSAGE = 'The buffer is from 0 to 240 minutes.';
export const NOTICE_MESSAGE = 'The minimum notice is from 0 to 336 hours.';
export const DAYS_AHEAD_MESSAGE = 'Bookings may open from 1 to 365 days ahead.';
export const TIME_ZONE_MESSAGE = 'Unknown time zone.';
export const TIME_OFF_ORDER_MESSAGE = 'Time off must end after it starts.';
export const REASON_MESSAGE = 'Please give a reason (at most 500 characters).';
export const STARTS_AT_MESSAGE = 'Please pick a time.';

export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.includes('/') || zone === 'UTC';
  } catch {
    return false;
  }
};

export const weeklyRangeSchema = z
  .object({
    weekday: z.number({ error: RANGE_DAY_MESSAGE }).int().min(0).max(6),
    startMinute: z
      .number({ error: RANGE_DAY_MESSAGE })
      .int()
      .min(0, RANGE_DAY_MESSAGE)
      .max(1440, RANGE_DAY_MESSAGE),
    endMinute: z
      .number({ error: RANGE_DAY_MESSAGE })
      .int()
      .min(0, RANGE_DAY_MESSAGE)
      .max(1440, RANGE_DAY_MESSAGE),
  })
  .refine((r) => r.startMinute < r.endMinute, {
    message: RANGE_ORDER_MESSAGE,
    path: ['endMinute'],
  });
export type WeeklyRange = z.infer<typeof weeklyRangeSchema>;

export const availabilityInputSchema = z
  .object({
    bookingMode: z.enum(BOOKING_MODES),
    visitMinutes: z
      .number({ error: VISIT_LENGTH_MESSAGE })
      .int()
      .min(15, VISIT_LENGTH_MESSAGE)
      .max(480, VISIT_LENGTH_MESSAGE),
    bufferMinutes: z
      .number({ error: BUFFER_MESSAGE })
      .int()
      .min(0, BUFFER_MESSAGE)
      .max(240, BUFFER_MESSAGE),
    minNoticeHours: z
      .number({ error: NOTICE_MESSAGE })
      .int()
      .min(0, NOTICE_MESSAGE)
      .max(336, NOTICE_MESSAGE),
    maxDaysAhead: z
      .number({ error: DAYS_AHEAD_MESSAGE })
      .int()
      .min(1, DAYS_AHEAD_MESSAGE)
      .max(365, DAYS_AHEAD_MESSAGE),
    timeZone: z.string().refine(isTimeZone, TIME_ZONE_MESSAGE),
    weekly: z.array(weeklyRangeSchema).max(70),
  })
  .superRefine((value, ctx) => {
    const sorted = [...value.weekly].sort(
      (a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute,
    );
    for (let i = 1; i < sorted.length; i++) {
      const previous = sorted[i - 1]!;
      const range = sorted[i]!;
      if (previous.weekday === range.weekday && range.startMinute < previous.endMinute) {
        ctx.addIssue({ code: 'custom', message: RANGE_OVERLAP_MESSAGE, path: ['weekly'] });
        return;
      }
    }
  });
export type AvailabilityInput = z.infer<typeof availabilityInputSchema>;

export const availabilitySchema = z.object({
  companyId: z.number().int(),
  bookingMode: z.enum(BOOKING_MODES),
  visitMinutes: z.number().int(),
  bufferMinutes: z.number().int(),
  minNoticeHours: z.number().int(),
  maxDaysAhead: z.number().int(),
  timeZone: z.string(),
  weekly: z.array(weeklyRangeSchema),
  timeOff: z.array(
    z.object({ id: z.number().int(), startsAt: z.string(), endsAt: z.string(), note: z.string() }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const timeOffInputSchema = z
  .object({
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(200).default(''),
  })
  .refine((t) => Date.parse(t.startsAt) < Date.parse(t.endsAt), {
    message: TIME_OFF_ORDER_MESSAGE,
    path: ['endsAt'],
  });

export const slotsQuerySchema = z.object({
  from: z.iso.date().optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});

export const slotsSchema = z.object({
  timeZone: z.string(),
  visitMinutes: z.number().int(),
  bookingMode: z.enum(BOOKING_MODES),
  /** Free start times, ISO instants (UTC). */
  slots: z.array(z.string()),
});
export type Slots = z.infer<typeof slotsSchema>;

export const bookVisitSchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: STARTS_AT_MESSAGE }),
});
export const cancelVisitSchema = z.object({
  reason: z
    .string({ error: REASON_MESSAGE })
    .trim()
    .min(1, REASON_MESSAGE)
    .max(500, REASON_MESSAGE),
});
export const rescheduleVisitSchema = bookVisitSchema.extend({
  reason: cancelVisitSchema.shape.reason,
});

export const visitSchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  companyId: z.number().int(),
  customerId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(VISIT_STATUSES),
  cancelledBy: z.enum(VISIT_PARTIES).nullable(),
  cancelReason: z.string().nullable(),
  /** Who last moved the visit and why (null until it is rescheduled). */
  rescheduledBy: z.enum(VISIT_PARTIES).nullable(),
  rescheduleReason: z.string().nullable(),
  lateCancellation: z.boolean(),
  sequence: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Visit = z.infer<typeof visitSchema>;
export const visitsSchema = z.object({ visits: z.array(visitSchema) });

/**
 * A quote's next visit on the lists (My Quotes, the vendor inbox): the earliest requested or
 * confirmed one that has not ended, with the business's zone it is shown in.
 */
export const nextVisitSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(ACTIVE_VISIT_STATUSES),
  timeZone: z.string(),
});
export type NextVisit = z.infer<typeof nextVisitSchema>;

/**
 * How many days ahead (from today in its zone) a business's calendar must offer a free time to
 * count as open soon: "Next available" and matching's calendar penalty.
 */
export const SOON_DAYS = 14;

/**
 * "Next available: Thu": the first free visit time of a business that takes visits, within
 * SOON_DAYS, with the business's zone, in which its day is named.
 */
export const nextAvailableSchema = z.object({ startsAt: z.string(), timeZone: z.string() });
export type NextAvailable = z.infer<typeof nextAvailableSchema>;

/** GET /api/companies/{id}/next-available: null when it takes no visits or has no free time soon. */
export const companyNextAvailableSchema = z.object({
  nextAvailable: nextAvailableSchema.nullable(),
});

/** The 409 of a lost race: the message and the slots still free. */
export const slotTakenSchema = errorResponseSchema.extend({ slots: z.array(z.string()) });

/** POST /api/me/calendar-feed: the private feed's address, shown once (only its hash is kept). */
export const calendarFeedSchema = z.object({ url: z.string() });
export const FEED_NOT_FOUND_MESSAGE = 'Calendar feed not found';
