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
