/**
 * The cost-guides module's face: the trades' price guides, recomputed daily from the estimates
 * sent, and their pages.
 */
export { costGuidePages, hasCostGuides } from './cost-guide-repository';
export { registerCostGuideJobs } from './jobs';
export { costGuideRoutes } from './routes';
