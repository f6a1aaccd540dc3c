import nodemailer from 'nodemailer';
import type { Locale } from '@/contract/locale';
import { writeToOutbox } from './outbox';

/** A file sent with an e-mail, as text (a calendar invitation); nodemailer's own shape. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * The default: each message becomes a JSON file in the outbox that a person or a test can read
 * (attachments with it, their content as text).
 */
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

/*
 * The look every e-mail's HTML shares: the page, a heading, the one button, a quoted block and the
 * small print. Text is escaped here; `htmlPage` and `htmlQuote` take HTML.
 */

export const htmlPage = (content: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#1f2937;max-width:560px;margin:auto">\n${content}</body></html>`;

export const htmlHeading = (text: string) => `<h1 style="font-size:20px">${escapeHtml(text)}</h1>`;

export const htmlButton = (label: string, href: string) =>
  `<p><a href="${escapeHtml(href)}" style="background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export const htmlQuote = (html: string) =>
  `<blockquote style="border-left:4px solid #bfdbfe;margin:0;padding:8px 12px;background:#eff6ff">${html}</blockquote>`;

export const htmlSmallPrint = (text: string) =>
  `<p style="font-size:12px;color:#6b7280">${escapeHtml(text)}</p>`;

/** The shared frame of our e-mails: greeting, paragraphs, one button, why they got it. */
export function emailLayout(parts: {
  firstName: string;
  paragraphs: string[];
  quoted?: string[];
  button: { label: string; href: string };
  why: string;
  /** The recipient's language (issue 33): only the greeting is the frame's own words. */
  locale?: Locale;
}): { text: string; html: string } {
  const quoted = parts.quoted ?? [];
  const hi = parts.locale === 'es' ? 'Hola, ' : 'Hi ';
  const comma = parts.locale === 'es' ? ':' : ',';
  const text = [
    `${hi}${parts.firstName}${comma}`,
    ...parts.paragraphs,
    ...(quoted.length ? [quoted.join('\n')] : []),
    `${parts.button.label}: ${parts.button.href}`,
    parts.why,
  ].join('\n\n');
  const html = htmlPage(
    `<p>${hi}${escapeHtml(parts.firstName)}${comma}</p>${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${
      quoted.length ? htmlQuote(quoted.map(escapeHtml).join('<br>')) : ''
    }\n${htmlButton(parts.button.label, parts.button.href)}\n${htmlSmallPrint(parts.why)}`,
  );
  return { text, html };
}

/** A day (YYYY-MM-DD) written out in the recipient's language: "December 29, 2026". */
export const longDate = (isoDate: string, locale: Locale) =>
  new Date(`${isoDate}T12:00:00Z`).toLocaleDateString(locale === 'es' ? 'es-US' : 'en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
