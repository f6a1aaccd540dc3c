import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import { projectRoot } from './project-root';
import { decorateAdapters, registerDeliveryJobs } from './platform/adapters';
import { registerApiDocument } from './platform/api-document';
import { registerApiNoStore } from './platform/cache-control';
import { registerClient } from './platform/client-pages';
import { registerDatabaseAndJobs } from './platform/database-and-jobs';
import { registerDraining } from './platform/draining';
import { registerErrorHandling } from './platform/errors';
import { registerAnswerTranslation } from './platform/i18n';
import { healthRoutes } from './platform/health';
import { registerInputGuard } from './platform/input-guard';
import { loggerOptions, registerRequestContext, requestLogOptions } from './platform/logging';
import { registerMetrics } from './platform/metrics';
import { registerOriginCheck } from './platform/origin-check';
import { registerRateLimits } from './platform/rate-limits';
import { registerRealtimeHub } from './platform/realtime';
import { responseSerializerCompiler } from './platform/response-serializer';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerSessions } from './platform/session';
import { accountRoutes, registerAccountJobs } from './modules/account';
import { adminRoutes, messageSafetyRoutes } from './modules/admin';
import { authRoutes } from './modules/auth';
import { categoryRoutes } from './modules/categories';
import { companyManagementRoutes, companyRoutes, photoRoutes } from './modules/companies';
import { costGuideRoutes, registerCostGuideJobs } from './modules/cost-guides';
import {
  credentialAdminRoutes,
  credentialRoutes,
  registerCredentialJobs,
} from './modules/credentials';
import { estimateRoutes, registerEstimateJobs } from './modules/estimates';
import { favoriteRoutes } from './modules/favorites';
import { geoRoutes } from './modules/geo';
import { insightsRoutes, registerListingCounter } from './modules/insights';
import { cardPaymentRoutes, invoiceRoutes, registerInvoiceJobs } from './modules/invoices';
import { messageRoutes, registerMessageJobs } from './modules/messages';
import { notificationRoutes, registerNotificationJobs } from './modules/notifications';
import { objectRoutes, registerObjectJobs } from './modules/objects';
import { portfolioRoutes } from './modules/portfolio';
import { pushRoutes, registerPushJobs } from './modules/push';
import { leadRoutes, quoteRoutes, registerQuoteJobs } from './modules/quotes';
import { ratingRoutes } from './modules/ratings';
import { realtimeRoutes } from './modules/realtime';
import { questionRoutes } from './modules/questions';
import { reportRoutes } from './modules/reports';
import { registerReputationJobs } from './modules/reputation';
import { searchRoutes } from './modules/search';
import { siteRoutes } from './modules/site';
import { userRoutes } from './modules/users';
import { registerVisitJobs, visitRoutes } from './modules/visits';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
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

const defaultClientDir = path.join(projectRoot, 'dist/client');

/** The API's routes, in the order they are registered (and listed in the OpenAPI document). */
const moduleRoutes = [
  authRoutes,
  categoryRoutes,
  companyRoutes,
  costGuideRoutes,
  searchRoutes,
  insightsRoutes,
  favoriteRoutes,
  geoRoutes,
  objectRoutes,
  companyManagementRoutes,
  photoRoutes,
  portfolioRoutes,
  credentialRoutes,
  userRoutes,
  accountRoutes,
  quoteRoutes,
  leadRoutes,
  messageRoutes,
  estimateRoutes,
  invoiceRoutes,
  cardPaymentRoutes,
  visitRoutes,
  realtimeRoutes,
  notificationRoutes,
  pushRoutes,
  ratingRoutes,
  questionRoutes,
  reportRoutes,
  adminRoutes,
  messageSafetyRoutes,
  credentialAdminRoutes,
  siteRoutes,
];

export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    ...requestLogOptions(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Response bodies are checked against their schemas everywhere but in production.
  app.setSerializerCompiler(responseSerializerCompiler(config.env !== 'production'));

  // What the app runs on: settings, database and job queue, and the outside world.
  app.decorate('config', config);
  await registerDatabaseAndJobs(app, options.databaseUrl);
  await registerRealtimeHub(app);
  // Search appearances and profile views, counted in memory and written in batches (insights).
  registerListingCounter(app);
  decorateAdapters(app);
  // Each module that defines jobs registers their workers (nodes with JOB_WORKERS off only enqueue).
  if (config.jobWorkers) {
    await registerDeliveryJobs(app);
    await registerMessageJobs(app);
    await registerEstimateJobs(app);
    await registerVisitJobs(app);
    await registerCredentialJobs(app);
    await registerObjectJobs(app);
    await registerReputationJobs(app);
    await registerQuoteJobs(app);
    await registerCostGuideJobs(app);
    await registerAccountJobs(app);
    await registerNotificationJobs(app);
    await registerPushJobs(app);
    await registerInvoiceJobs(app);
  }

  // What every request goes through, in this order.
  registerRequestContext(app);
  registerDraining(app);
  registerErrorHandling(app);
  registerSecurityHeaders(app);
  await app.register(cookie);
  // Multipart bodies are read by the routes that take uploads (modules/objects/upload.ts).
  await app.register(multipart);
  await registerRateLimits(app);
  registerOriginCheck(app, config.appUrl);
  registerInputGuard(app);
  registerSessions(app);
  // API messages in the caller's language (issue 33); English answers untouched.
  registerAnswerTranslation(app);
  registerApiNoStore(app);
  // Measures every request (when metrics are on) and serves /metrics.
  registerMetrics(app);

  // The API: its document first (it sees every route registered after it), then the routes.
  await registerApiDocument(app);
  await app.register(healthRoutes);
  for (const routes of moduleRoutes) await app.register(routes);

  registerClient(app, options.clientDir ?? defaultClientDir);
  return app;
}
