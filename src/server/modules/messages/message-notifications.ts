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
import {
  customerConversationPath,
  customerQuotePath,
  notify,
  type NotifyDeps,
  vendorConversationPath,
} from '../notifications';
import { findEmailRecipient } from '../users';
import { findMessageToNotify } from './message-repository';

/** At most one message e-mail per conversation and recipient in this window. */
export const EMAIL_WINDOW_SECONDS = 600;

type Delivered = { id: number; quoteId: number; companyId: number };

/**
 * When the e-mail, and the push, of a message go out: after the grace period (still unread then
 * means they were not watching the conversation), at most once per conversation and recipient in
 * the window.
 */
function afterGracePeriod(delaySeconds: number, message: Delivered, recipientId: number) {
  return {
    startAfter: new Date(Date.now() + delaySeconds * 1000),
    singletonKey: `message:${message.quoteId}:${message.companyId}:${recipientId}`,
    singletonSeconds: EMAIL_WINDOW_SECONDS,
  };
}

/** Queued with the message, in its transaction. */
export function queueMessageNotification(
  jobs: JobQueue,
  delaySeconds: number,
  tx: Executor,
  message: Delivered,
  recipientId: number,
): Promise<void> {
  return jobs.enqueue(
    'notify.message',
    { messageId: message.id, recipientId },
    { tx, ...afterGracePeriod(delaySeconds, message, recipientId) },
  );
}

/** A conversation's message notifications are one while unread (docs/decisions/053). */
export const conversationGroupKey = (quoteId: number, companyId: number) =>
  `message:${quoteId}:${companyId}`;

/**
 * The recipient's notification of a message, in its transaction: one per conversation while
 * unread, brought up to date by each message (its sender, its text, its time).
 */
export async function notifyMessageRecipient(
  deps: NotifyDeps,
  tx: Executor,
  message: Delivered,
  recipientId: number,
): Promise<void> {
  const row = await findMessageToNotify(tx, message.id);
  if (!row) return;
  const toVendor = row.senderType === 'user';
  await notify(
    deps,
    tx,
    {
      userId: recipientId,
      kind: 'message',
      title: `New message from ${toVendor ? row.customerFirstName : row.companyName}`,
      body: `${row.quoteName}: ${row.message || '(an image)'}`,
      link: toVendor
        ? vendorConversationPath(row.quoteId, row.companyId)
        : customerConversationPath(row.quoteId, row.companyId),
      groupKey: conversationGroupKey(row.quoteId, row.companyId),
    },
    afterGracePeriod(deps.config.messageEmailDelaySeconds, message, recipientId),
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
  const link = `${deps.config.appUrl}${
    toVendor ? vendorConversationPath(row.quoteId, row.companyId) : customerQuotePath(row.quoteId)
  }`;
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
