/** The ratings module's face: reviews, replies, and each company's rating aggregates. */
export { lockCompanies, recomputeCompanyAggregates } from './rating-repository';
export { ratingRoutes } from './routes';
