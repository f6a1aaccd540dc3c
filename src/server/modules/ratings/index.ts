/** The ratings module's face: reviews, replies, and each company's rating aggregates. */
export { ratingRoutes } from './routes';
