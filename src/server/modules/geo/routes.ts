import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mapTilesResponseSchema, postalCodeResponseSchema } from '@/contract/geo';
import { access } from '@/server/platform/openapi';
import { lookUpPostalCode } from './ip-geolocation';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geo/postal-code',
    {
      schema: {
        operationId: 'getPostalCodeForVisitor',
        summary: "Estimate the visitor's ZIP code",
        tags: ['directory'],
        security: access.anyone,
        description:
          "The visitor's ZIP code estimated from their network address, when GEOIP_URL is set.",
        response: { 200: postalCodeResponseSchema },
      },
    },
    async (request) => ({
      postalCode: await lookUpPostalCode(app.config.geoIpUrl, request.ip, app.log),
    }),
  );

  app.get(
    '/api/geo/map-tiles',
    {
      schema: {
        operationId: 'getMapTiles',
        summary: "Where the search map's tiles come from",
        tags: ['directory'],
        security: access.anyone,
        description:
          'The raster tile address template (MAP_TILES_URL) and the attribution the map shows.',
        response: { 200: mapTilesResponseSchema },
      },
    },
    // A setting: it changes only with a restart, so browsers may keep it for the hour.
    async (_request, reply) =>
      reply.header('Cache-Control', 'public, max-age=3600').send(app.config.mapTiles),
  );
};
