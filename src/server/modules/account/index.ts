/**
 * The account module's face: a person's own data (the export archive) and leaving (deleting the
 * account, anonymised 30 days later).
 */
export { registerAccountJobs } from './jobs';
export { accountRoutes } from './routes';
