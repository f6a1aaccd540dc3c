import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppConfig } from './config';
import { connectDatabase, type Database } from './db/client';
import { registerApiNoStore } from './platform/cache-control';
import { registerClient } from './platform/client-pages';
import { errorBody, registerErrorHandling } from './platform/errors';
import { startJobQueue, type JobQueue } from './platform/jobs';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './platform/mailer';
import { registerInputGuard } from './platform/input-guard';
import { loggerOptions } from './platform/logging';
import { access, documentPlatformErrors, securitySchemes } from './platform/openapi';
import { registerOriginCheck } from './platform/origin-check';
import { postgresRateLimitStore } from './platform/rate-limit-store';
import { registerSessions } from './platform/session';
import { createOutboxSms, createWebhookSms, type SmsSender } from './platform/sms';
import {
  createLocalStorage,
  createS3Storage,
  type ObjectStorage,
} from './platform/storage/object-storage';
import { authRoutes } from './modules/auth/routes';
import { categoryRoutes } from './modules/categories/routes';
import { companyManagementRoutes } from './modules/companies/manage-routes';
import { photoRoutes } from './modules/companies/photo-routes';
import { companyRoutes } from './modules/companies/routes';
import { favoriteRoutes } from './modules/favorites/routes';
import { geoRoutes } from './modules/geo/routes';
import { objectRoutes } from './modules/objects/routes';
import { sweepUploads } from './modules/objects/upload-sweep';
import { notifyUnreadMessage } from './modules/messages/message-notifications';
import { messageRoutes } from './modules/messages/routes';
import { adminRoutes } from './modules/admin/routes';
import { inviteReview } from './modules/estimates/hire-service';
import { confirmJobDoneAutomatically } from './modules/estimates/job-done-service';
import { estimateRoutes } from './modules/estimates/routes';
import { quoteRoutes } from './modules/quotes/routes';
import { ratingRoutes } from './modules/ratings/routes';
import { realtimeRoutes } from './modules/realtime/routes';
import { searchRoutes } from './modules/search/routes';
import { siteRoutes } from './modules/site/routes';
import { userRoutes } from './modules/users/routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Database;
    mailer: Mailer;
    storage: ObjectStorage;
    sms: SmsSender;
    jobs: JobQueue;
    databaseUrl: string;
  }
}

export interface BuildOptions {
  config: AppConfig;
  /** The database to use (the embedded server's or an external one). */
  databaseUrl: string;
  /** Where the built client lives; served with an SPA fallback when present. */
  clientDir?: string;
  /** Where log lines go (standard output when absent). */
  logStream?: NodeJS.WritableStream;
}

const defaultClientDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../dist/client',
);

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const database = connectDatabase(options.databaseUrl);
  app.decorate('config', config);
  app.decorate('db', database.db);
  app.decorate('databaseUrl', options.databaseUrl);
  app.decorate(
    'mailer',
    config.smtpUrl
      ? createSmtpMailer(config.smtpUrl, config.mailFrom)
      : createOutboxMailer(
          path.join(config.dataDir, 'outbox'),
          config.env === 'development' ? (line) => app.log.info(line) : undefined,
        ),
  );
  app.decorate(
    'storage',
    config.s3
      ? createS3Storage(config.s3)
      : createLocalStorage(path.join(config.dataDir, 'objects')),
  );
  app.decorate(
    'sms',
    config.smsWebhookUrl
      ? createWebhookSms(config.smsWebhookUrl)
      : createOutboxSms(path.join(config.dataDir, 'outbox')),
  );
  const jobs = await startJobQueue(options.databaseUrl, app.log);
  app.decorate('jobs', jobs);
  if (config.jobWorkers) {
    await jobs.work('deliver.email', (mail) => app.mailer.send(mail));
    await jobs.work('deliver.sms', (text) => app.sms.send(text));
    await jobs.work('notify.message', (data) =>
      notifyUnreadMessage({ db: app.db, config, send: (mail) => app.mailer.send(mail) }, data),
    );
    await jobs.work('notify.review-invite', (data) =>
      inviteReview({ db: app.db, config, send: (mail) => app.mailer.send(mail) }, data),
    );
    await jobs.work('quote.confirm-job-done', (data) =>
      confirmJobDoneAutomatically({ db: app.db, jobs, config }, data),
    );
    await jobs.work('maintenance.sweep-uploads', async () => {
      const swept = await sweepUploads(app.db, app.storage);
      app.log.info(swept, 'upload sweep');
    });
    await jobs.schedule('maintenance.sweep-uploads', '17 * * * *', {});
  }
  app.addHook('onClose', async () => {
    await jobs.stop();
    await database.close();
  });

  registerErrorHandling(app);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameSrc: ['https://www.google.com', 'https://maps.google.com'],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    hsts: config.appUrl.startsWith('https:'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cookie);
  // Multipart bodies are read by the routes that take uploads (modules/objects/upload.ts).
  await app.register(multipart);
  await app.register(rateLimit, {
    global: false,
    store: postgresRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      ...errorBody(`Too many attempts. Please try again in ${context.after}.`),
    }),
  });
  registerOriginCheck(app, config.appUrl);
  registerInputGuard(app);
  registerSessions(app);
  registerApiNoStore(app);

  documentPlatformErrors(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'QuoteLocal API',
        version: '1.0.0',
        description: 'Local-business directory and quote marketplace',
      },
      servers: [{ url: config.appUrl, description: 'This deployment (APP_URL)' }],
      components: { securitySchemes },
    },
    transform: jsonSchemaTransform,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  // No database, no session: what the framework and our hooks cost (load balancers, benchmarks).
  app.get(
    '/api/health',
    {
      schema: {
        operationId: 'getHealth',
        summary: 'Check that the API is up',
        tags: ['platform'],
        security: access.anyone,
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  await app.register(authRoutes);
  await app.register(categoryRoutes);
  await app.register(companyRoutes);
  await app.register(searchRoutes);
  await app.register(favoriteRoutes);
  await app.register(geoRoutes);
  await app.register(objectRoutes);
  await app.register(companyManagementRoutes);
  await app.register(photoRoutes);
  await app.register(userRoutes);
  await app.register(quoteRoutes);
  await app.register(messageRoutes);
  await app.register(estimateRoutes);
  await app.register(realtimeRoutes);
  await app.register(ratingRoutes);
  await app.register(adminRoutes);
  await app.register(siteRoutes);

  registerClient(app, options.clientDir ?? defaultClientDir);
  return app;
}
