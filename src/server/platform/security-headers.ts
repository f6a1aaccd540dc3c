import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer, with a Content-Security-Policy that lets the pages load only
 * their own scripts, styles, fonts and images (and the search map's tiles, and a Google map in a
 * frame); HSTS once the app is served over HTTPS. Served images get a stricter policy of their own (modules/objects/routes.ts).
 * None of them depends on the request: they are worked out once, not by helmet on every answer.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', tileSource(app.config.mapTiles.url)],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        // The service worker (/sw.js) and the web app manifest, both the app's own (decision 054).
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}

/**
 * The map tiles' origin as a CSP source (config.ts checked the template): Leaflet's `{s}`
 * subdomain label becomes the wildcard label.
 */
export function tileSource(template: string): string {
  const origin = /^https?:\/\/[^/]+/i.exec(template)?.[0] ?? '';
  return origin.replace('{s}', '*');
}

/**
 * The headers helmet sets with these options, in its order. (It also removes X-Powered-By, which
 * neither Node nor Fastify sends.)
 */
export function helmetHeaders(options: HelmetOptions): Array<[string, string]> {
  const headers: Array<[string, string]> = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}
