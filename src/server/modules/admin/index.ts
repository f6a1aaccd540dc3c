/**
 * The admin module's face: the admin's dashboard, directory, moderation (reports, suspensions,
 * appeals, audit log) and held-message review.
 */
export { messageSafetyRoutes } from './message-safety-routes';
export { adminRoutes } from './routes';
export { appendAuditEntry } from './audit-repository';
export { requireAdmin } from './require-admin';
