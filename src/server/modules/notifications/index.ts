/**
 * The notifications module's face: the bell (notify, its groups), and the app paths notifications
 * and e-mails link to.
 */
export {
  companyReviewsPath,
  customerConversationPath,
  customerQuotePath,
  VENDOR_INBOX_PATH,
  vendorConversationPath,
} from './app-paths';
export { registerNotificationJobs } from './jobs';
export { readNotificationGroup } from './notification-service';
export { notify, type NotifyDeps, reviseNotifications } from './notify';
export { notificationRoutes } from './routes';
