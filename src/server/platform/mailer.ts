import nodemailer from 'nodemailer';
import { writeToOutbox } from './outbox';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** The default: each message becomes a JSON file in the outbox that a person or a test can read. */
export function createOutboxMailer(outboxDir: string, log?: (line: string) => void): Mailer {
  return {
    async send(mail) {
      const file = await writeToOutbox(outboxDir, { channel: 'email', ...mail });
      log?.(`[mail] "${mail.subject}" to ${mail.to} -> ${file}`);
    },
  };
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
