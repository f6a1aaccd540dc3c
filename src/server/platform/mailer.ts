import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

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
      await fs.mkdir(outboxDir, { recursive: true });
      const file = path.join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`,
      );
      const record = { channel: 'email', sentAt: new Date().toISOString(), ...mail };
      await fs.writeFile(file, JSON.stringify(record, null, 2));
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

/** Sends after the caller's transaction has committed; a failing mail server never fails the request. */
export function sendInBackground(
  mailer: Mailer,
  mail: Mail,
  onError: (error: unknown) => void,
): void {
  mailer.send(mail).catch(onError);
}

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}
