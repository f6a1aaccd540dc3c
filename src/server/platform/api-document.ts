import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { documentPlatformErrors, securitySchemes } from './openapi';

/**
 * The OpenAPI document of every route registered after this, served at /api/openapi.json (the
 * routes' zod schemas, with the platform's error answers and access added: platform/openapi.ts).
 */
export async function registerApiDocument(app: FastifyInstance): Promise<void> {
  documentPlatformErrors(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'QuoteLocal API',
        version: '1.0.0',
        description: 'Local-business directory and quote marketplace',
      },
      servers: [{ url: app.config.appUrl, description: 'This deployment (APP_URL)' }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
