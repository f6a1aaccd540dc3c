/** The insights module's face: a business's appearances, views and weekly numbers. */
export { registerListingCounter } from './listing-counter';
export { insightsRoutes } from './routes';
