import type { FastifyInstance } from 'fastify';

export interface RouteInfo {
  method: string;
  /** The route's path as registered, e.g. `/api/quotes/:id/submit`. */
  url: string;
}

/** A route's identity whatever its parameters are called: `POST /api/quotes/:/submit`. */
export const routeKey = (method: string, url: string) => `${method} ${url.replace(/:[^/]+/g, ':')}`;

/** The site files for crawlers (src/server/modules/site/routes.ts), served beside the API. */
const SITE_FILES = /^\/(robots\.txt|sitemap\.xml|sitemaps\/)/;

/**
 * Every API route the app serves (paths under /api/ and the /ws socket, and the site files),
 * read from Fastify's own router: `printRoutes` draws the radix tree, and a route's path is the
 * labels along its branch. HEAD routes that Fastify adds beside each GET are left out, and so are
 * the built client's files.
 */
export function listApiRoutes(app: FastifyInstance): RouteInfo[] {
  const routes: RouteInfo[] = [];
  const branch: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)(?:[├└]── )(.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    branch.length = depth;
    branch.push(match[2]!);
    const url = branch.join('');
    if (!match[3] || !(url.startsWith('/api/') || url === '/ws' || SITE_FILES.test(url))) continue;
    for (const method of match[3].split(', ')) {
      if (method !== 'HEAD') routes.push({ method, url });
    }
  }
  return routes;
}
