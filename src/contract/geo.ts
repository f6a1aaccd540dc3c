import { z } from 'zod';

/** GET /api/geo/postal-code: the visitor's ZIP code guessed from their address, when configured. */
export const postalCodeResponseSchema = z.object({ postalCode: z.string().nullable() });
export type PostalCodeResponse = z.infer<typeof postalCodeResponseSchema>;

/** GET /api/geo/map-tiles: where the search map's tiles come from (MAP_TILES_URL). */
export const mapTilesResponseSchema = z.object({
  /** Leaflet's address template: `{z}`, `{x}`, `{y}` and maybe `{s}`. */
  url: z.string(),
  /** The credit the tiles' provider asks for, as HTML. */
  attribution: z.string(),
});
export type MapTilesResponse = z.infer<typeof mapTilesResponseSchema>;
