import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { postalCodeResponseSchema } from '@/contract/geo';
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
};
