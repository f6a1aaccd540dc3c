/** The reputation module's face: Top Pro, recomputed daily. */
export { registerReputationJobs } from './jobs';
export { recomputeTopPro } from './top-pro-repository';
