import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { lookUpPostalCode } from './ip-geolocation';

export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/geo/postal-code',
    {
      schema: {
        tags: ['directory'],
        description:
          "The visitor's ZIP code estimated from their network address, when GEOIP_URL is set.",
        response: { 200: z.object({ postalCode: z.string().nullable() }) },
      },
    },
    async (request) => ({
      postalCode: await lookUpPostalCode(app.config.geoIpUrl, request.ip, app.log),
    }),
  );
};
