import { z } from 'zod';

/** Every error response: `error` and `message` carry the same human-readable text
 * (the spec's callers read one or the other), `fields` names the offending inputs. */
export const errorResponseSchema = z.object({
  error: z.string(),
  message: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const successResponseSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});

/** Line breaks (Unicode's line and paragraph separators too) and tabs: a space in a one-line field. */
const LINE_BREAKS = /[\t\n\v\f\r\u2028\u2029]+/g;
/** The other control characters, C0, DEL and C1 (Unicode's Cc): removed. */
const CONTROLS = /\p{Cc}/gu;

/**
 * A single-line text field (names, titles, addresses): line breaks and tabs become a space, the
 * other control characters (C0, DEL, C1) are removed, then it is trimmed; chain `.min`/`.max` on
 * it. A stored name never carries a CR/LF into a header, a log line, a CSV or an e-mail subject.
 * Multi-line fields (descriptions, messages, reviews) keep their newlines: not for them.
 */
export const singleLine = (params?: { error: string }) =>
  z
    .string(params)
    .overwrite((text) => text.replace(LINE_BREAKS, ' ').replace(CONTROLS, ''))
    .trim();

/** A positive integer id taken from a path segment. */
export const idParam = z
  .string({ error: 'Invalid id' })
  .regex(/^[1-9]\d{0,9}$/, 'Invalid id')
  .transform(Number)
  .pipe(z.number().max(2_147_483_647, 'Invalid id'));

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
  totalPages: z.number().int(),
  /** There are more matches than `total`: lists show "1,000+" (counting stops there). */
  totalCapped: z.boolean(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Whether a YYYY-MM-DD string names a day of the calendar (never throws, whatever it is given). */
export function isRealDay(isoDate: string): boolean {
  const parsed = new Date(`${isoDate}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === isoDate;
}
