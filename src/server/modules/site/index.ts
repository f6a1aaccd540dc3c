/** The site module's face: robots.txt and the sitemaps. */
export { siteRoutes } from './routes';
