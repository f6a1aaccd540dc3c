import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/platform/jobs';
import {
  escapeHtml,
  htmlButton,
  htmlPage,
  htmlQuote,
  htmlSmallPrint,
  type Mail,
} from '@/server/platform/mailer';
import { findEmailRecipient } from '../users/user-repository';
import { findMessageToNotify } from './message-repository';

/** At most one message e-mail per conversation and recipient in this window. */
export const EMAIL_WINDOW_SECONDS = 600;

/** Queued with the message, in its transaction. */
export function queueMessageNotification(
  jobs: JobQueue,
  delaySeconds: number,
  tx: Executor,
  message: { id: number; quoteId: number; companyId: number },
  recipientId: number,
): Promise<void> {
  return jobs.enqueue(
    'notify.message',
    { messageId: message.id, recipientId },
    {
      tx,
      // Still unread after the delay means they were not watching the conversation.
      startAfter: new Date(Date.now() + delaySeconds * 1000),
      singletonKey: `message:${message.quoteId}:${message.companyId}:${recipientId}`,
      singletonSeconds: EMAIL_WINDOW_SECONDS,
    },
  );
}

/**
 * Runs when the grace period is over: e-mails the recipient if the message is still unread and
 * they want message e-mails.
 */
export async function notifyUnreadMessage(
  deps: { db: Database; config: AppConfig; send: (mail: Mail) => Promise<void> },
  data: { messageId: number; recipientId: number },
): Promise<void> {
  const row = await findMessageToNotify(deps.db, data.messageId);
  if (!row || row.isRead) return;
  const to = await findEmailRecipient(deps.db, data.recipientId, 'messages');
  if (!to) return;
  const toVendor = row.senderType === 'user';
  const from = toVendor ? row.customerFirstName : row.companyName;
  const link = toVendor
    ? `${deps.config.appUrl}/vendorquotes?quoteId=${row.quoteId}&companyId=${row.companyId}`
    : `${deps.config.appUrl}/quotes/${row.quoteId}/edit`;
  const text = row.message || '(an image)';
  await deps.send({
    to: to.email,
    subject: `New message from ${from} about "${row.quoteName}"`,
    text: `Hi ${to.firstName},\n\n${from} wrote:\n\n${text}\n\nReply on QuoteLocal: ${link}\n`,
    html: htmlPage(
      `<p>Hi ${escapeHtml(to.firstName)},</p><p>${escapeHtml(from)} wrote about <strong>${escapeHtml(row.quoteName)}</strong>:</p>
${htmlQuote(escapeHtml(text))}
${htmlButton('Reply', link)}
${htmlSmallPrint('You get this e-mail because message e-mails are on in your QuoteLocal profile.')}`,
    ),
  });
}
