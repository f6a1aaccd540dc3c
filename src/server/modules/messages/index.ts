/**
 * The messages module's face: writing and reading a conversation's messages, and the e-mails they
 * prompt.
 */
export { registerMessageJobs } from './jobs';
export { deliverMessage } from './message-service';
export { messageRoutes } from './routes';
