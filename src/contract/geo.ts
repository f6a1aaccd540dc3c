import { z } from 'zod';

/** GET /api/geo/postal-code: the visitor's ZIP code guessed from their address, when configured. */
export const postalCodeResponseSchema = z.object({ postalCode: z.string().nullable() });
export type PostalCodeResponse = z.infer<typeof postalCodeResponseSchema>;
