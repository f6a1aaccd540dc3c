/** The push module's face: web push subscriptions and their delivery. */
export { registerPushJobs } from './jobs';
export { pushRoutes } from './routes';
export { deleteUserSubscriptions } from './subscription-repository';
