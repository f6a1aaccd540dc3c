/**
 * The quotes module's face: a customer's requests (drafts, submit, job details, withdrawal),
 * matching, and a business's leads.
 */
export { MILES_FROM_JOB_ZIP } from './job-repository';
export { registerQuoteJobs } from './jobs';
export { leadRoutes } from './lead-routes';
export { STAGE_OF_Q } from './quote-repository';
export { getQuote } from './quote-service';
export { quoteRoutes } from './routes';
