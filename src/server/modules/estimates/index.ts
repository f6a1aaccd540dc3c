/**
 * The estimates module's face: estimates in a conversation, the comparison, hiring, the job done
 * and review invitations.
 */
export { estimateCents } from './estimate-value';
export { registerEstimateJobs } from './jobs';
export { estimateRoutes } from './routes';
