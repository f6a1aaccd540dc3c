import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Helmet's headers on every answer, with a Content-Security-Policy that lets the pages load only
 * their own scripts, styles, fonts and images (and a Google map in a frame); HSTS once the app is
 * served over HTTPS. Served images get a stricter policy of their own (modules/objects/routes.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: app.config.appUrl.startsWith('https:'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}
