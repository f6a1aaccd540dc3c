import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '@/server/config';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';
import { createOutboxSms, createWebhookSms, type SmsSender } from './sms';
import { createLocalStorage, createS3Storage, type ObjectStorage } from './storage/object-storage';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    storage: ObjectStorage;
    sms: SmsSender;
  }
}

/**
 * The outside world, as configured: SMTP, S3-compatible storage and an SMS webhook when their
 * settings are given, otherwise an outbox and the local disk under the data directory.
 */
export function decorateAdapters(app: FastifyInstance): void {
  const { config } = app;
  app.decorate(
    'mailer',
    config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(
          path.join(config.dataDir, 'outbox'),
          config.env === 'development' ? (line) => app.log.info(line) : undefined,
        ),
  );
  app.decorate('storage', objectStorageOf(config));
  app.decorate(
    'sms',
    config.smsWebhookUrl
      ? createWebhookSms(config.smsWebhookUrl)
      : createOutboxSms(path.join(config.dataDir, 'outbox')),
  );
}

/** Where objects are kept: an S3-compatible bucket when configured, else the data directory. */
export function objectStorageOf(config: AppConfig): ObjectStorage {
  return config.s3
    ? createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'objects'));
}

/** E-mails and text messages go out through jobs: a failing provider is retried with backoff. */
export async function registerDeliveryJobs(app: FastifyInstance): Promise<void> {
  await app.jobs.work('deliver.email', (mail) => app.mailer.send(mail));
  await app.jobs.work('deliver.sms', (text) => app.sms.send(text));
}
