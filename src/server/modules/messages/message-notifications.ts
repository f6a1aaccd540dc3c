import type { Locale } from '@/contract/locale';
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
  const words = MESSAGE_EMAIL[to.locale];
  const text = row.message || words.image;
  await deps.send({
    to: to.email,
    subject: words.subject(from, row.quoteName),
    text: `${words.hi(to.firstName)}\n\n${from} ${words.wrote}:\n\n${text}\n\n${words.replyOn}: ${link}\n`,
    html: htmlPage(
      `<p>${escapeHtml(words.hi(to.firstName))}</p><p>${escapeHtml(from)} ${words.wroteAbout} <strong>${escapeHtml(row.quoteName)}</strong>:</p>
${htmlQuote(escapeHtml(text))}
${htmlButton(words.reply, link)}
${htmlSmallPrint(words.why)}`,
    ),
  });
}

/** The message e-mail's words in the recipient's language (issue 33). */
const MESSAGE_EMAIL = {
  en: {
    image: '(an image)',
    subject: (from: string, quoteName: string) => `New message from ${from} about "${quoteName}"`,
    hi: (firstName: string) => `Hi ${firstName},`,
    wrote: 'wrote',
    wroteAbout: 'wrote about',
    replyOn: 'Reply on QuoteLocal',
    reply: 'Reply',
    why: 'You get this e-mail because message e-mails are on in your QuoteLocal profile.',
  },
  es: {
    image: '(una imagen)',
    subject: (from: string, quoteName: string) => `Nuevo mensaje de ${from} sobre "${quoteName}"`,
    hi: (firstName: string) => `Hola, ${firstName}:`,
    wrote: 'escribió',
    wroteAbout: 'escribió sobre',
    replyOn: 'Responde en QuoteLocal',
    reply: 'Responder',
    why: 'Recibes este correo porque los correos de mensajes están activados en tu perfil de QuoteLocal.',
  },
} satisfies Record<Locale, unknown>;
