/**
 * Where the app shows what a notification or an e-mail tells of: paths, which notifications link
 * to as they are and e-mails after APP_URL.
 */

/** The customer's quote, with its conversations and estimates. */
export const customerQuotePath = (quoteId: number) => `/quotes/${quoteId}/edit`;

/** The customer's quote with one business's conversation open. */
export const customerConversationPath = (quoteId: number, companyId: number) =>
  `${customerQuotePath(quoteId)}?company=${companyId}`;

/** One conversation in the business's inbox. */
export const vendorConversationPath = (quoteId: number, companyId: number) =>
  `/vendorquotes?quoteId=${quoteId}&companyId=${companyId}`;

/** The business's inbox, where its leads are answered. */
export const VENDOR_INBOX_PATH = '/vendorquotes';

/** A company page's reviews. */
export const companyReviewsPath = (companyId: number) => `/companies/${companyId}#reviews`;
