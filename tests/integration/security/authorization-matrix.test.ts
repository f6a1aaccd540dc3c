import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '@/server/platform/tokens';
import { publishedGuide } from '../../support/cost-guides';
import { FACTORY_PASSWORD } from '../../support/factories';
import { startFakeStripe, type FakeStripe } from '../../support/fake-stripe';
import { multipart } from '../../support/files';
import { listApiRoutes, routeKey } from '../../support/routes';
import { signInAs } from '../../support/sessions';
import { createTestApp, validSignup, type Agent, type TestApp } from '../../support/test-app';
import { buildWorld, imageForm, LONG_DESCRIPTION, type World } from '../../support/world';

/**
 * Who may call what: every API route, called as each role, and the status each one gets.
 * The table is the documentation. A route the app serves without a row here fails the test.
 * The roles and what they own are described in tests/support/world.ts; in short, the customer
 * sent the owner's company a quote (with a conversation) and reviewed it, the "other" customer
 * and owner are signed in but unrelated, and admins get the dashboard figures and the moderation
 * routes (docs/decisions/024), and nothing more.
 */
const ROLES = [
  'visitor',
  'customer',
  'otherCustomer',
  'owner',
  'otherOwner',
  'unverified',
  'admin',
  'suspended',
] as const;
type Role = (typeof ROLES)[number];
type Cells = [number, number, number, number, number, number, number, number];

/** A new review invitation of the owner's company, as its e-mail would carry it: the link's token. */
async function freshInvitationToken(w: World): Promise<string> {
  const token = randomUUID();
  await t.app.db.execute(sql`
    INSERT INTO review_invitations (company_id, email, name, token_hash, expires_at)
    VALUES (${w.company.id}, ${`${token}@example.com`}, 'Sam', ${hashSecret(token)},
      now() + interval '30 days')`);
  return token;
}

// prettier-ignore
const MATRIX: Array<[route: string, ...cells: Cells]> = [
  // visitor (vis), customer (cust), other customer (oCus), owner (own), other owner (oOwn),
  // unverified (unv), admin (adm), suspended (susp: signed in, then suspended by an admin)
  //                                                                   vis   cust  oCus  own   oOwn  unv   adm   susp
  ['POST /api/auth/signup',                                            201,  201,  201,  201,  201,  201,  201,  201],
  ['POST /api/auth/login',                                             200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/auth/logout',                                            200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/me',                                                      401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/check-email/:email',                                      200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/auth/verify-email',                                       303,  303,  303,  303,  303,  303,  303,  303],
  ['POST /api/auth/resend-verification',                               401,  200,  200,  200,  200,  200,  200,  401],
  ['POST /api/forgot-password',                                        200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/verify-reset-token',                                      400,  400,  400,  400,  400,  400,  400,  400],
  ['POST /api/reset-password',                                         400,  400,  400,  400,  400,  400,  400,  400],
  ['GET /api/admin/stats',                                             401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/reports',                                           401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/reports/:id/dismiss',                              401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/reviews/:id/hide',                                 401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/reviews/:id/restore',                              401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/questions/:id/hide',                               401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/questions/:id/restore',                            401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/answers/:id/hide',                                 401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/answers/:id/restore',                              401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/companies/:id/hide',                               401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/companies/:id/restore',                            401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/users/:id/suspend',                                401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/users/:id/restore',                                401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/appeals',                                           401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/appeals/:id/dismiss',                              401,  403,  403,  403,  403,  403,  200,  401],
  // A suspended person's appeal carries the single-use token of their login, not a session.
  ['POST /api/suspension-appeals',                                     400,  400,  400,  400,  400,  400,  400,  400],
  ['GET /api/admin/audit',                                             401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/users',                                             401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/users/:id',                                         401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/companies',                                         401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/companies/:id',                                     401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/held-messages',                                     401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/held-messages/:id/approve',                         401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/held-messages/:id/reject',                          401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/blocked-words',                                      401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/blocked-words',                                     401,  403,  403,  403,  403,  403,  201,  401],
  ['DELETE /api/admin/blocked-words/:id',                               401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/admin/credentials',                                       401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/credentials/:id/verify',                           401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/admin/credentials/:id/reject',                           401,  403,  403,  403,  403,  403,  200,  401],
  ['GET /api/openapi.json',                                            200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/health',                                                  200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/ready',                                                   200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /ws',                                                          401,  404,  404,  404,  404,  404,  404,  401],
  ['GET /robots.txt',                                                  200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /sitemap.xml',                                                 200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /sitemaps/:file',                                              200,  200,  200,  200,  200,  200,  200,  200],

  ['GET /api/categories',                                              200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/categories/with-subcategories',                           200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/cost-guides/:categorySlug',                               200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/categories/:categoryId/companies',                        200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/companies/category/:slug',                                200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/search',                                                  200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/geo/postal-code',                                         200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/geo/map-tiles',                                           200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/companies/:id',                                           200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/companies/:id/images',                                    200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/users/:id/companies',                                     200,  200,  200,  200,  200,  200,  200,  200],

  ['POST /api/companies',                                              401,  201,  201,  201,  201,  403,  201,  401],
  ['GET /api/companies/user',                                          401,  200,  200,  200,  200,  200,  200,  401],
  ['PUT /api/companies/:id',                                           401,  403,  403,  200,  403,  403,  403,  401],
  ['PATCH /api/companies/:id/logo',                                    401,  403,  403,  200,  403,  403,  403,  401],
  ['PATCH /api/companies/:id/active',                                  401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/companies/:id/images',                                   401,  403,  403,  201,  403,  403,  403,  401],
  ['PATCH /api/companies/:id/images/:imageId',                         401,  403,  403,  200,  403,  403,  403,  401],
  ['DELETE /api/companies/:id/images/:imageId',                        401,  403,  403,  204,  403,  403,  403,  401],
  // A business's projects: anyone reads a listed company's; only its owner changes them.
  ['GET /api/companies/:id/projects',                                  200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/companies/:id/projects/:projectId',                       200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/companies/:id/projects',                                 401,  403,  403,  201,  403,  403,  403,  401],
  ['PUT /api/companies/:id/projects/order',                            401,  403,  403,  200,  403,  403,  403,  401],
  ['PUT /api/companies/:id/projects/:projectId',                       401,  403,  403,  200,  403,  403,  403,  401],
  ['DELETE /api/companies/:id/projects/:projectId',                    401,  403,  403,  204,  403,  403,  403,  401],
  ['POST /api/companies/:id/projects/:projectId/photos',               401,  403,  403,  201,  403,  403,  403,  401],
  ['DELETE /api/companies/:id/projects/:projectId/photos/:photoId',    401,  403,  403,  200,  403,  403,  403,  401],
  ['GET /api/companies/:id/credentials',                               401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/companies/:id/credentials',                              401,  403,  403,  201,  403,  403,  403,  401],
  ['DELETE /api/companies/:id/credentials/:credentialId',              401,  403,  403,  204,  403,  403,  403,  401],
  ['POST /api/companies/:id/credentials/:credentialId/renew',          401,  403,  403,  201,  403,  403,  403,  401],
  // A credential's document: its business's owner and admins; to anyone else it does not exist.
  ['GET /api/companies/:id/credentials/:credentialId/document',         401,  404,  404,  200,  404,  404,  200,  401],

  ['PUT /api/users/:id',                                               401,  200,  403,  403,  403,  403,  403,  401],
  ['GET /api/me/export',                                               401,  200,  200,  200,  200,  200,  200,  401],
  // Called with a wrong password (the account stays): refused for everyone signed in.
  ['DELETE /api/me',                                                   401,  403,  403,  403,  403,  403,  403,  401],
  // Anyone chooses a language (a cookie); signed in, it is saved on the account too.
  ['PUT /api/me/locale',                                               204,  204,  204,  204,  204,  204,  204,  204],
  // One's own calendar feed; the feed itself answers only to its secret (a made-up one: 404).
  ['POST /api/me/calendar-feed',                                        401,  201,  201,  201,  201,  201,  201,  401],
  ['DELETE /api/me/calendar-feed',                                      401,  204,  204,  204,  204,  204,  204,  401],
  ['GET /api/calendar/:file',                                           404,  404,  404,  404,  404,  404,  404,  404],
  ['POST /api/upload/single',                                          401,  201,  201,  201,  201,  201,  201,  401],
  ['GET /api/objects/:objectId',                                       404,  200,  404,  404,  404,  404,  404,  404],

  ['GET /api/favorites',                                               401,  200,  200,  200,  200,  200,  200,  401],
  ['POST /api/favorites/:companyId',                                   401,  200,  200,  200,  200,  200,  200,  401],
  ['DELETE /api/favorites/:companyId',                                 401,  200,  200,  200,  200,  200,  200,  401],
  // Push is off in this app (no VAPID keys): a subscription is refused with a 409 once signed in.
  ['GET /api/push/config',                                            200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/push/subscriptions',                                     401,  409,  409,  409,  409,  409,  409,  401],
  ['DELETE /api/push/subscriptions',                                   401,  204,  204,  204,  204,  204,  204,  401],

  ['GET /api/ratings/company/:id',                                     200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/ratings/user/:userId/company/:companyId',                 200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/companies/:id/can-rate',                                  200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/companies/:id/ratings',                                  401,  201,  403,  403,  403,  403,  403,  401],
  ['PUT /api/ratings/:id',                                             401,  200,  403,  403,  403,  403,  403,  401],
  ['DELETE /api/ratings/:id',                                          401,  204,  403,  403,  403,  403,  403,  401],
  ['PUT /api/ratings/:id/reply',                                       401,  403,  403,  200,  403,  403,  403,  401],
  ['DELETE /api/ratings/:id/reply',                                    401,  403,  403,  204,  403,  403,  403,  401],
  ['GET /api/ratings/company/:id/breakdown',                           200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/companies/:id/review-invitations',                       401,  403,  403,  201,  403,  403,  403,  401],
  ['GET /api/companies/:id/review-invitations',                        401,  403,  403,  200,  403,  403,  403,  401],
  // The customer already reviewed the owner's company (one review each); the owner may not review it.
  ['GET /api/review-invitations/:token',                               200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/review-invitations/:token/accept',                       401,  409,  200,  403,  200,  200,  200,  401],
  // Questions on a company page (decision 101): anyone signed in asks another's business; only
  // the business answers; only the asker deletes (while unanswered).
  ['GET /api/companies/:id/questions',                                 200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/companies/:id/questions',                                401,  201,  201,  403,  201,  201,  201,  401],
  ['PUT /api/questions/:id/answer',                                    401,  403,  403,  200,  403,  403,  403,  401],
  ['DELETE /api/questions/:id',                                        401,  204,  403,  403,  403,  403,  403,  401],

  // Reporting the owner's (listed) company: anyone signed in but its owner (404: as if not there).
  ['POST /api/reports',                                                401,  201,  201,  404,  201,  201,  201,  401],

  ['POST /api/quotes',                                                 401,  201,  201,  400,  201,  201,  201,  401],
  ['POST /api/quotes/matched',                                         401,  201,  201,  201,  201,  201,  201,  401],
  ['GET /api/quotes',                                                  401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/quotes/:id',                                              401,  200,  403,  403,  403,  403,  403,  401],
  ['PUT /api/quotes/:id',                                              401,  200,  403,  403,  403,  403,  403,  401],
  // A draft is its owner's to delete or change; anyone else's is answered as not there (404).
  ['DELETE /api/quotes/:id',                                           401,  204,  404,  404,  404,  404,  404,  401],
  ['DELETE /api/quotes/:id/companies/:companyId',                      401,  200,  404,  404,  404,  404,  404,  401],
  ['POST /api/quotes/:id/submit',                                      401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:id/complete',                                    401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:id/withdraw',                                    401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:id/images',                                      401,  201,  403,  403,  403,  403,  403,  401],
  ['DELETE /api/quotes/:id/images/:imageId',                           401,  204,  403,  403,  403,  403,  403,  401],

  // Matched requests (docs/decisions/042): a business's leads are its owner's alone.
  ['GET /api/companies/:id/leads',                                     401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/leads/:id/accept',                                       401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/leads/:id/pass',                                         401,  403,  403,  200,  403,  403,  403,  401],
  // Insights (docs/decisions/050): anyone's visit counts (204; the owner's is not counted), the
  // numbers are the owner's alone.
  ['POST /api/companies/:id/views',                                    204,  204,  204,  204,  204,  204,  204,  204],
  ['GET /api/companies/:id/insights',                                  401,  403,  403,  200,  403,  403,  403,  401],
  ['GET /api/companies/:id/insights.csv',                              401,  403,  403,  200,  403,  403,  403,  401],

  ['GET /api/quotes/:quoteId/conversations',                           401,  200,  403,  403,  403,  403,  403,  401],
  ['GET /api/quotes/:quoteId/companies/:companyId/messages',           401,  200,  403,  200,  403,  403,  403,  401],
  ['POST /api/quotes/:quoteId/companies/:companyId/messages',          401,  201,  403,  201,  403,  403,  403,  401],
  ['POST /api/quotes/:quoteId/companies/:companyId/messages/mark-read',401,  200,  403,  200,  403,  403,  403,  401],
  ['GET /api/quotes/:quoteId/companies/:companyId/estimates',          401,  200,  403,  200,  403,  403,  403,  401],
  ['POST /api/quotes/:quoteId/companies/:companyId/estimates',         401,  403,  403,  201,  403,  403,  403,  401],
  ['GET /api/quotes/:id/comparison',                                   401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:id/hire',                                        401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:id/job-done',                                    401,  200,  403,  403,  403,  403,  403,  401],
  ['POST /api/quotes/:quoteId/companies/:companyId/job-done',          401,  403,  403,  204,  403,  403,  403,  401],
  ['GET /api/vendor-quotes',                                           401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/quotes/:quoteId/unread-count',                            401,  200,  403,  403,  403,  403,  403,  401],
  ['GET /api/quotes/:quoteId/companies/:companyId/unread-count',       401,  200,  403,  200,  403,  403,  403,  401],
  ['GET /api/quotes/:quoteId/companies/:companyId/job',                401,  200,  403,  200,  403,  403,  403,  401],
  ['GET /api/user-quotes/unread-count',                                401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/vendor-quotes/unread-count',                              401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/users/unread-messages-count',                             401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/messages/unread-count',                                   401,  200,  200,  200,  200,  200,  200,  401],
  // Visits (issue 34): availability is the owner's; a visit is its two parties' (others: 404).
  ['GET /api/companies/:id/availability',                              401,  403,  403,  200,  403,  403,  403,  401],
  ['PUT /api/companies/:id/availability',                              401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/companies/:id/time-off',                                 401,  403,  403,  201,  403,  403,  403,  401],
  ['DELETE /api/companies/:id/time-off/:timeOffId',                    401,  403,  403,  204,  403,  403,  403,  401],
  // A listed company's "Next available" is public, like its page.
  ['GET /api/companies/:id/next-available',                            200,  200,  200,  200,  200,  200,  200,  200],
  ['GET /api/quotes/:quoteId/companies/:companyId/slots',              401,  200,  404,  200,  404,  404,  404,  401],
  ['POST /api/quotes/:quoteId/companies/:companyId/visits',            401,  201,  404,  403,  404,  404,  404,  401],
  ['GET /api/quotes/:quoteId/visits',                                  401,  200,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/confirm',                                     401,  403,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/decline',                                     401,  403,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/done',                                        401,  403,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/no-show',                                     401,  403,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/cancel',                                      401,  200,  404,  200,  404,  404,  404,  401],
  ['POST /api/visits/:id/reschedule',                                  401,  200,  404,  200,  404,  404,  404,  401],
  // Invoices (issue 35): the hired business's owner and, once sent, the customer; others: 404.
  ['POST /api/quotes/:quoteId/companies/:companyId/invoices',          401,  403,  404,  201,  404,  404,  404,  401],
  ['GET /api/quotes/:quoteId/invoices',                                401,  200,  404,  200,  404,  404,  404,  401],
  ['GET /api/invoices/:id',                                            401,  200,  404,  200,  404,  404,  404,  401],
  ['GET /api/invoices/:id/pdf',                                        401,  200,  404,  200,  404,  404,  404,  401],
  // A draft is the business's alone: to the customer it is not there.
  ['PUT /api/invoices/:id',                                            401,  404,  404,  200,  404,  404,  404,  401],
  ['POST /api/invoices/:id/send',                                      401,  404,  404,  200,  404,  404,  404,  401],
  ['POST /api/invoices/:id/void',                                      401,  403,  404,  200,  404,  404,  404,  401],
  ['POST /api/invoices/:id/payments',                                  401,  403,  404,  201,  404,  404,  404,  401],
  ['POST /api/invoices/:id/payment-claims',                            401,  201,  404,  403,  404,  404,  404,  401],
  ['POST /api/invoices/:id/payment-claims/:claimId/confirm',           401,  403,  404,  200,  404,  404,  404,  401],
  // Card payments (the app runs with the loopback Stripe): the business's account is its owner's;
  // the customer pays, the business or an admin refunds; Stripe's webhook is signed, not signed in.
  ['GET /api/companies/:id/payment-account',                           401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/companies/:id/payment-account',                          401,  403,  403,  200,  403,  403,  403,  401],
  ['POST /api/invoices/:id/checkout',                                  401,  201,  404,  403,  404,  404,  404,  401],
  ['POST /api/invoices/:id/refunds',                                   401,  403,  404,  202,  404,  404,  202,  401],
  ['GET /api/admin/disputes',                                          401,  403,  403,  403,  403,  403,  200,  401],
  ['POST /api/webhooks/stripe',                                        200,  200,  200,  200,  200,  200,  200,  200],
  ['POST /api/invoices/:id/payment-claims/:claimId/decline',           401,  403,  404,  200,  404,  404,  404,  401],
  // The notification centre (docs/decisions/052): each user's own; another's id is not there.
  ['GET /api/notifications',                                           401,  200,  200,  200,  200,  200,  200,  401],
  ['GET /api/notifications/unread-count',                              401,  200,  200,  200,  200,  200,  200,  401],
  ['POST /api/notifications/read-all',                                 401,  200,  200,  200,  200,  200,  200,  401],
  ['POST /api/notifications/:id/read',                                 401,  200,  404,  404,  404,  404,  404,  401],
  // Last: it ends every session of the caller, also those the world's fixtures were made with.
  ['POST /api/auth/logout-everywhere',                                 401,  200,  200,  200,  200,  200,  200,  401],
];

type Call = Pick<InjectOptions, 'url' | 'payload' | 'headers'>;

const daysFromNow = (days: number) =>
  new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);

const businessBody = (w: World, name: string) => ({
  name,
  description: 'Leaks fixed and water heaters installed, the same week.',
  categoryId: w.company.categoryId,
  subcategories: ['plumber'],
  phone: '(415) 555-0199',
  email: 'hi@pipes.example',
  address: '1 Pier Way',
  city: 'San Francisco',
  state: 'CA',
  zip: '94103',
});

const MODERATION_REASON = { reason: 'Checked by the authorization matrix' };

/**
 * An open lead of the owner's company: the customer's matched request in its trade, submitted (and
 * offered to the trade's best matches), and offered to the owner's company whatever its rank.
 */
async function freshLead(w: World): Promise<number> {
  const asCustomer = await signInAs(t.app.db, t.agent(), w.users.customer.id);
  const draft = await asCustomer.post('/api/quotes/matched', { categorySlug: 'plumbing-services' });
  const quoteId = draft.json().id as number;
  const submit = `/api/quotes/${quoteId}/submit`;
  await asCustomer.post(submit, { description: LONG_DESCRIPTION, jobZip: '94110' });
  const { rows } = await t.app.db.execute<{ id: number }>(sql`
    INSERT INTO leads (quote_id, company_id, score, expires_at)
    VALUES (${quoteId}, ${w.company.id}, 1, now() + interval '1 day')
    ON CONFLICT (quote_id, company_id) DO UPDATE SET score = leads.score RETURNING id`);
  return rows[0]!.id;
}

/** A licence submission for the owner's company, with a PDF as its document. */
const credentialForm = (w: World) => ({
  url: `/api/companies/${w.company.id}/credentials`,
  ...multipart(
    {
      kind: 'licence',
      trade: 'Plumbing',
      issuingState: 'CA',
      licenceNumber: 'MATRIX-1',
      expiresOn: daysFromNow(365),
    },
    {
      document: {
        bytes: Buffer.from('%PDF-1.7\n%%EOF\n'),
        filename: 'l.pdf',
        contentType: 'application/pdf',
      },
    },
  ),
});
/**
 * A question of the customer's about the owner's company, written as the API would (not through
 * it, and two days old: the customer's daily limit would bite), in the state given; its id.
 */
async function freshQuestion(
  w: World,
  state: { answered?: boolean; hidden?: boolean; answerHidden?: boolean } = {},
): Promise<number> {
  const answer =
    state.answered || state.answerHidden ? sql`'Yes.', now(), now()` : sql`NULL, NULL, NULL`;
  const { rows } = await t.app.db.execute<{ id: number }>(sql`
    INSERT INTO company_questions (company_id, asker_id, body, answer, answered_at, answer_updated_at,
      hidden_at, answer_hidden_at, created_at)
    VALUES (${w.company.id}, ${w.users.customer.id}, 'Open on Sundays?', ${answer},
      ${state.hidden ? sql`now()` : sql`NULL`}, ${state.answerHidden ? sql`now()` : sql`NULL`},
      now() - interval '2 days')
    RETURNING id`);
  return rows[0]!.id;
}

/** A pending credential of the owner's company (its only one, so the cap never bites); its id. */
async function freshCredential(w: World): Promise<number> {
  await t.app.db.execute(sql`DELETE FROM business_credentials WHERE company_id = ${w.company.id}`);
  const owner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
  const answer = await owner.request({ method: 'POST', ...credentialForm(w) });
  if (answer.statusCode !== 201) throw new Error(`credential: ${answer.body}`);
  return answer.json<{ id: number }>().id;
}

/**
 * The only project of the owner's company (so the cap never bites), in one of its trades, with a
 * photo: its id, its trade's and its photo's.
 */
async function freshProject(
  w: World,
): Promise<{ projectId: number; subcategoryId: number; photoId: number }> {
  await t.app.db.execute(sql`DELETE FROM company_projects WHERE company_id = ${w.company.id}`);
  const { rows } = await t.app.db.execute<{ id: number }>(sql`
    INSERT INTO company_subcategories (company_id, subcategory_id)
    SELECT ${w.company.id}, id FROM subcategories WHERE category_id = ${w.company.categoryId}
    ORDER BY id LIMIT 1
    ON CONFLICT DO NOTHING RETURNING subcategory_id AS id`);
  const subcategoryId =
    rows[0]?.id ??
    (
      await t.app.db.execute<{ id: number }>(
        sql`SELECT subcategory_id AS id FROM company_subcategories WHERE company_id = ${w.company.id} LIMIT 1`,
      )
    ).rows[0]!.id;
  const owner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
  const project = await owner.post(`/api/companies/${w.company.id}/projects`, {
    ...projectBody,
    subcategoryId,
  });
  if (project.statusCode !== 201) throw new Error(`project: ${project.body}`);
  const projectId = project.json<{ id: number }>().id;
  const photo = await owner.request({
    method: 'POST',
    url: `/api/companies/${w.company.id}/projects/${projectId}/photos`,
    ...(await imageForm('image')),
  });
  if (photo.statusCode !== 201) throw new Error(`project photo: ${photo.body}`);
  const photoId = photo.json<{ photos: Array<{ id: number }> }>().photos[0]!.id;
  return { projectId, subcategoryId, photoId };
}
const projectBody = {
  title: 'New kitchen sink',
  description: 'A deep farmhouse sink and a new tap.',
  city: 'San Francisco',
  costMinCents: null,
  costMaxCents: null,
  completedMonth: null,
};

/** How each route is called: its address (with the world's ids) and body. Absent: the bare path. */
const CALLS: Record<string, (w: World) => Call | Promise<Call>> = {
  'POST /api/auth/signup': () => ({ url: '/api/auth/signup', payload: validSignup() }),
  'POST /api/auth/login': (w) => ({
    url: '/api/auth/login',
    payload: { email: w.users.otherCustomer.email, password: FACTORY_PASSWORD },
  }),
  'GET /api/check-email/:email': (w) => ({
    url: `/api/check-email/${encodeURIComponent(w.users.owner.email)}`,
  }),
  'GET /api/auth/verify-email': () => ({ url: '/api/auth/verify-email?token=forged' }),
  'POST /api/forgot-password': () => ({
    url: '/api/forgot-password',
    payload: { email: 'nobody@example.com' },
  }),
  'GET /api/verify-reset-token': () => ({ url: '/api/verify-reset-token?token=forged' }),
  'GET /sitemaps/:file': () => ({ url: '/sitemaps/companies-1.xml' }),
  'POST /api/reset-password': () => ({
    url: '/api/reset-password',
    payload: { token: 'forged', password: 'a long new password' },
  }),

  'GET /api/categories/:categoryId/companies': (w) => ({
    url: `/api/categories/${w.company.categoryId}/companies`,
  }),
  'GET /api/companies/category/:slug': () => ({ url: '/api/companies/category/plumbing-services' }),
  'GET /api/cost-guides/:categorySlug': async () => {
    await publishedGuide(t.app.db, 'plumbing-services');
    return { url: '/api/cost-guides/plumbing-services' };
  },
  'GET /api/search': () => ({ url: '/api/search?q=plumbing' }),
  'GET /api/companies/:id': (w) => ({ url: `/api/companies/${w.company.id}` }),
  'GET /api/companies/:id/images': (w) => ({ url: `/api/companies/${w.company.id}/images` }),
  'GET /api/users/:id/companies': (w) => ({ url: `/api/users/${w.users.owner.id}/companies` }),

  'POST /api/companies': (w) => ({ url: '/api/companies', payload: businessBody(w, 'New Pipes') }),
  'PUT /api/companies/:id': (w) => ({
    url: `/api/companies/${w.company.id}`,
    payload: businessBody(w, 'Renamed Pipes'),
  }),
  'PATCH /api/companies/:id/logo': (w) => ({
    url: `/api/companies/${w.company.id}/logo`,
    payload: { logoObjectId: w.ownerObjectId },
  }),
  'PATCH /api/companies/:id/active': (w) => ({
    url: `/api/companies/${w.company.id}/active`,
    payload: { isActive: true },
  }),
  'POST /api/companies/:id/images': async (w) => ({
    url: `/api/companies/${w.company.id}/images`,
    ...(await imageForm('image', { caption: 'Our van' })),
  }),
  'PATCH /api/companies/:id/images/:imageId': (w) => ({
    url: `/api/companies/${w.company.id}/images/${w.photoId}`,
    payload: { caption: 'Finished bathroom' },
  }),
  'DELETE /api/companies/:id/images/:imageId': async (w) => {
    const { companyId, imageId } = await w.fresh.photo();
    return { url: `/api/companies/${companyId}/images/${imageId}` };
  },
  'GET /api/companies/:id/credentials': (w) => ({
    url: `/api/companies/${w.company.id}/credentials`,
  }),
  'GET /api/companies/:id/projects': (w) => ({ url: `/api/companies/${w.company.id}/projects` }),
  'GET /api/companies/:id/projects/:projectId': async (w) => ({
    url: `/api/companies/${w.company.id}/projects/${(await freshProject(w)).projectId}`,
  }),
  'POST /api/companies/:id/projects': async (w) => ({
    url: `/api/companies/${w.company.id}/projects`,
    payload: { ...projectBody, subcategoryId: (await freshProject(w)).subcategoryId },
  }),
  'PUT /api/companies/:id/projects/order': async (w) => ({
    url: `/api/companies/${w.company.id}/projects/order`,
    payload: { projectIds: [(await freshProject(w)).projectId] },
  }),
  'PUT /api/companies/:id/projects/:projectId': async (w) => {
    const { projectId, subcategoryId } = await freshProject(w);
    return {
      url: `/api/companies/${w.company.id}/projects/${projectId}`,
      payload: { ...projectBody, title: 'Renamed sink', subcategoryId },
    };
  },
  'DELETE /api/companies/:id/projects/:projectId': async (w) => ({
    url: `/api/companies/${w.company.id}/projects/${(await freshProject(w)).projectId}`,
  }),
  'POST /api/companies/:id/projects/:projectId/photos': async (w) => ({
    url: `/api/companies/${w.company.id}/projects/${(await freshProject(w)).projectId}/photos`,
    ...(await imageForm('image')),
  }),
  'DELETE /api/companies/:id/projects/:projectId/photos/:photoId': async (w) => {
    const { projectId, photoId } = await freshProject(w);
    return { url: `/api/companies/${w.company.id}/projects/${projectId}/photos/${photoId}` };
  },
  'POST /api/companies/:id/credentials': (w) => credentialForm(w),
  'DELETE /api/companies/:id/credentials/:credentialId': async (w) => ({
    url: `/api/companies/${w.company.id}/credentials/${await freshCredential(w)}`,
  }),
  'POST /api/companies/:id/credentials/:credentialId/renew': async (w) => {
    const id = await freshCredential(w);
    await t.app.db.execute(sql`UPDATE business_credentials
      SET status = 'verified', verified_on = current_date, verified_how = 'state register'
      WHERE id = ${id}`);
    return {
      url: `/api/companies/${w.company.id}/credentials/${id}/renew`,
      ...multipart(
        { expiresOn: daysFromNow(730) },
        {
          document: {
            bytes: Buffer.from('%PDF-1.7\n%%EOF\n'),
            filename: 'r.pdf',
            contentType: 'application/pdf',
          },
        },
      ),
    };
  },
  'POST /api/admin/credentials/:id/verify': async (w) => ({
    url: `/api/admin/credentials/${await freshCredential(w)}/verify`,
    payload: { verifiedOn: daysFromNow(0), verifiedHow: 'state register' },
  }),
  'POST /api/admin/credentials/:id/reject': async (w) => ({
    url: `/api/admin/credentials/${await freshCredential(w)}/reject`,
    payload: MODERATION_REASON,
  }),
  'GET /api/companies/:id/credentials/:credentialId/document': async (w) => ({
    url: `/api/companies/${w.company.id}/credentials/${await freshCredential(w)}/document`,
  }),

  'PUT /api/users/:id': (w) => ({
    url: `/api/users/${w.users.customer.id}`,
    payload: { emailNotifications: true },
  }),
  'DELETE /api/me': () => ({ url: '/api/me', payload: { password: 'not-the-password' } }),
  'PUT /api/me/locale': () => ({ url: '/api/me/locale', payload: { locale: 'en' } }),
  'POST /api/me/calendar-feed': () => ({ url: '/api/me/calendar-feed' }),
  'DELETE /api/me/calendar-feed': () => ({ url: '/api/me/calendar-feed' }),
  'GET /api/calendar/:file': () => ({ url: `/api/calendar/${'A'.repeat(43)}.ics` }),
  'POST /api/upload/single': async () => ({
    url: '/api/upload/single',
    ...(await imageForm('file')),
  }),
  'GET /api/objects/:objectId': (w) => ({ url: `/api/objects/${w.privateObjectId}` }),

  'POST /api/favorites/:companyId': (w) => ({ url: `/api/favorites/${w.company.id}` }),
  'DELETE /api/favorites/:companyId': (w) => ({ url: `/api/favorites/${w.company.id}` }),
  'POST /api/push/subscriptions': () => ({
    url: '/api/push/subscriptions',
    payload: {
      endpoint: 'https://fcm.googleapis.com/fcm/send/matrix',
      keys: { p256dh: 'BPublicKey', auth: 'secret' },
    },
  }),
  'DELETE /api/push/subscriptions': () => ({
    url: '/api/push/subscriptions',
    payload: { endpoint: 'https://fcm.googleapis.com/fcm/send/matrix' },
  }),

  'GET /api/ratings/company/:id': (w) => ({ url: `/api/ratings/company/${w.company.id}` }),
  'GET /api/ratings/user/:userId/company/:companyId': (w) => ({
    url: `/api/ratings/user/${w.users.customer.id}/company/${w.company.id}`,
  }),
  'GET /api/companies/:id/can-rate': (w) => ({ url: `/api/companies/${w.company.id}/can-rate` }),
  'POST /api/companies/:id/ratings': async (w) => ({
    url: `/api/companies/${await w.fresh.quotedCompany()}/ratings`,
    payload: { rating: 4.5, comment: 'Quick and tidy.' },
  }),
  'PUT /api/ratings/:id': (w) => ({
    url: `/api/ratings/${w.ratingId}`,
    payload: { rating: 3.5, comment: 'Good, a little late.' },
  }),
  'DELETE /api/ratings/:id': async (w) => ({ url: `/api/ratings/${await w.fresh.rating()}` }),
  'PUT /api/ratings/:id/reply': (w) => ({
    url: `/api/ratings/${w.ratingId}/reply`,
    payload: { body: 'Thank you, we were glad to help.' },
  }),
  'DELETE /api/ratings/:id/reply': async (w) => {
    // A fresh review of one of the owner's companies, with the owner's reply to delete.
    const url = `/api/ratings/${await w.fresh.rating()}/reply`;
    const asOwner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
    await asOwner.request({ method: 'PUT', url, payload: { body: 'Thank you!' } });
    return { url };
  },

  'GET /api/companies/:id/questions': (w) => ({ url: `/api/companies/${w.company.id}/questions` }),
  'POST /api/companies/:id/questions': (w) => ({
    url: `/api/companies/${w.company.id}/questions`,
    payload: { body: 'Do you work on Sundays?' },
  }),
  'PUT /api/questions/:id/answer': async (w) => ({
    url: `/api/questions/${await freshQuestion(w)}/answer`,
    payload: { body: 'Yes, by appointment.' },
  }),
  'DELETE /api/questions/:id': async (w) => ({ url: `/api/questions/${await freshQuestion(w)}` }),
  'POST /api/admin/questions/:id/hide': async (w) => ({
    url: `/api/admin/questions/${await freshQuestion(w)}/hide`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/questions/:id/restore': async (w) => ({
    url: `/api/admin/questions/${await freshQuestion(w, { hidden: true })}/restore`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/answers/:id/hide': async (w) => ({
    url: `/api/admin/answers/${await freshQuestion(w, { answered: true })}/hide`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/answers/:id/restore': async (w) => ({
    url: `/api/admin/answers/${await freshQuestion(w, { answerHidden: true })}/restore`,
    payload: MODERATION_REASON,
  }),

  'GET /api/ratings/company/:id/breakdown': (w) => ({
    url: `/api/ratings/company/${w.company.id}/breakdown`,
  }),
  'POST /api/companies/:id/review-invitations': (w) => ({
    url: `/api/companies/${w.company.id}/review-invitations`,
    payload: { email: `${randomUUID()}@example.com`, name: 'Sam' },
  }),
  'GET /api/companies/:id/review-invitations': (w) => ({
    url: `/api/companies/${w.company.id}/review-invitations`,
  }),
  'GET /api/review-invitations/:token': async (w) => ({
    url: `/api/review-invitations/${await freshInvitationToken(w)}`,
  }),
  'POST /api/review-invitations/:token/accept': async (w) => ({
    url: `/api/review-invitations/${await freshInvitationToken(w)}/accept`,
  }),

  'POST /api/reports': (w) => ({
    url: '/api/reports',
    payload: { targetType: 'company', targetId: w.company.id, reason: 'scam' },
  }),

  // A ZIP of its own: the world's drafts to this company are for 94110, and Start Quote would
  // answer the customer's open draft of the same request (200) rather than start one.
  'POST /api/quotes': (w) => ({
    url: '/api/quotes',
    payload: { companyIds: [w.company.id], jobZip: '94103' },
  }),
  'POST /api/quotes/matched': () => ({
    url: '/api/quotes/matched',
    payload: { categorySlug: 'plumbing-services' },
  }),
  'GET /api/companies/:id/leads': (w) => ({ url: `/api/companies/${w.company.id}/leads` }),
  'POST /api/companies/:id/views': (w) => ({ url: `/api/companies/${w.company.id}/views` }),
  'GET /api/companies/:id/insights': (w) => ({ url: `/api/companies/${w.company.id}/insights` }),
  'GET /api/companies/:id/insights.csv': (w) => ({
    url: `/api/companies/${w.company.id}/insights.csv`,
  }),
  'POST /api/leads/:id/accept': async (w) => ({ url: `/api/leads/${await freshLead(w)}/accept` }),
  'POST /api/leads/:id/pass': async (w) => ({
    url: `/api/leads/${await freshLead(w)}/pass`,
    payload: { reason: 'too_busy' },
  }),
  'GET /api/quotes/:id': (w) => ({ url: `/api/quotes/${w.quoteId}` }),
  'PUT /api/quotes/:id': (w) => ({
    url: `/api/quotes/${w.draftId}`,
    payload: { quoteName: 'Kitchen faucet', description: LONG_DESCRIPTION },
  }),
  'DELETE /api/quotes/:id': async (w) => ({ url: `/api/quotes/${await w.fresh.draft()}` }),
  'DELETE /api/quotes/:id/companies/:companyId': async (w) => {
    const { quoteId, companyId } = await w.fresh.draftTo();
    return { url: `/api/quotes/${quoteId}/companies/${companyId}` };
  },
  'POST /api/quotes/:id/submit': async (w) => ({
    url: `/api/quotes/${await w.fresh.draft()}/submit`,
    payload: {},
  }),
  'POST /api/quotes/:id/complete': async (w) => ({
    url: `/api/quotes/${await w.fresh.submittedQuote()}/complete`,
  }),
  'POST /api/quotes/:id/withdraw': async (w) => ({
    url: `/api/quotes/${await w.fresh.submittedQuote()}/withdraw`,
    payload: { reason: 'no_longer_needed' },
  }),
  'POST /api/quotes/:id/images': async (w) => ({
    url: `/api/quotes/${w.draftId}/images`,
    ...(await imageForm('image')),
  }),
  'DELETE /api/quotes/:id/images/:imageId': async (w) => {
    const { quoteId, imageId } = await w.fresh.quoteImage();
    return { url: `/api/quotes/${quoteId}/images/${imageId}` };
  },

  'GET /api/quotes/:quoteId/conversations': (w) => ({
    url: `/api/quotes/${w.quoteId}/conversations`,
  }),
  'GET /api/quotes/:quoteId/companies/:companyId/messages': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/messages`,
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/messages': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/messages`,
    ...multipart({ message: 'Is Thursday morning possible?' }),
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/messages/mark-read': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/messages/mark-read`,
  }),
  'GET /api/quotes/:quoteId/companies/:companyId/estimates': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/estimates`,
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/estimates': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/estimates`,
    payload: {
      priceType: 'fixed',
      priceCents: 45_000,
      includes: 'Faucet, two valves, parts and labour.',
      earliestStart: daysFromNow(2),
      validUntil: daysFromNow(30),
    },
  }),
  'GET /api/quotes/:id/comparison': (w) => ({ url: `/api/quotes/${w.quoteId}/comparison` }),
  'POST /api/quotes/:id/hire': async (w) => ({
    url: `/api/quotes/${await w.fresh.submittedQuote()}/hire`,
    payload: { companyId: w.company.id },
  }),
  'GET /api/quotes/:quoteId/companies/:companyId/job': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/job`,
  }),
  'POST /api/quotes/:id/job-done': async (w) => ({
    url: `/api/quotes/${await w.fresh.hiredQuote()}/job-done`,
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/job-done': async (w) => ({
    url: `/api/quotes/${await w.fresh.hiredQuote()}/companies/${w.company.id}/job-done`,
  }),
  'GET /api/quotes/:quoteId/unread-count': (w) => ({
    url: `/api/quotes/${w.quoteId}/unread-count`,
  }),
  'POST /api/admin/reports/:id/dismiss': async (w) => ({
    url: `/api/admin/reports/${await w.fresh.report()}/dismiss`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/reviews/:id/hide': async (w) => ({
    url: `/api/admin/reviews/${await w.fresh.rating()}/hide`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/reviews/:id/restore': async (w) => ({
    url: `/api/admin/reviews/${await w.fresh.hiddenRating()}/restore`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/companies/:id/hide': async (w) => ({
    url: `/api/admin/companies/${await w.fresh.company()}/hide`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/companies/:id/restore': async (w) => ({
    url: `/api/admin/companies/${await w.fresh.hiddenCompany()}/restore`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/users/:id/suspend': async (w) => ({
    url: `/api/admin/users/${await w.fresh.user()}/suspend`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/users/:id/restore': async (w) => ({
    url: `/api/admin/users/${await w.fresh.suspendedUser()}/restore`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/appeals/:id/dismiss': async (w) => {
    const userId = await w.fresh.suspendedUser();
    const { rows } = await t.app.db.execute<{ id: number }>(sql`
      INSERT INTO suspension_appeals (user_id, message) VALUES (${userId}, 'Please look again.')
      RETURNING id`);
    return { url: `/api/admin/appeals/${rows[0]!.id}/dismiss`, payload: MODERATION_REASON };
  },
  'POST /api/suspension-appeals': () => ({
    url: '/api/suspension-appeals',
    payload: { token: 'forged', message: 'Please look again.' },
  }),
  'POST /api/admin/held-messages/:id/approve': async (w) => ({
    url: `/api/admin/held-messages/${await w.fresh.heldMessage()}/approve`,
  }),
  'POST /api/admin/held-messages/:id/reject': async (w) => ({
    url: `/api/admin/held-messages/${await w.fresh.heldMessage()}/reject`,
    payload: MODERATION_REASON,
  }),
  'POST /api/admin/blocked-words': () => ({
    url: '/api/admin/blocked-words',
    payload: { word: `matrix ${Math.random().toString(36).slice(2, 10)}` },
  }),
  'DELETE /api/admin/blocked-words/:id': async (w) => ({
    url: `/api/admin/blocked-words/${await w.fresh.blockedWord()}`,
  }),
  'GET /api/admin/users/:id': (w) => ({ url: `/api/admin/users/${w.users.customer.id}` }),
  'GET /api/admin/companies/:id': (w) => ({ url: `/api/admin/companies/${w.company.id}` }),
  'GET /api/quotes/:quoteId/companies/:companyId/unread-count': (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${w.company.id}/unread-count`,
  }),
  'GET /api/companies/:id/availability': async (w) => ({
    url: `/api/companies/${await visitReady(w)}/availability`,
  }),
  'PUT /api/companies/:id/availability': async (w) => ({
    url: `/api/companies/${await visitReady(w)}/availability`,
    payload: VISIT_SETTINGS,
  }),
  'POST /api/companies/:id/time-off': async (w) => ({
    url: `/api/companies/${await visitReady(w)}/time-off`,
    payload: { startsAt: '2020-01-01T00:00:00Z', endsAt: '2020-01-02T00:00:00Z', note: 'Past' },
  }),
  'DELETE /api/companies/:id/time-off/:timeOffId': async (w) => {
    const { rows } = await t.app.db.execute<{ id: number }>(sql`
      INSERT INTO company_time_off (company_id, starts_at, ends_at)
      VALUES (${await visitReady(w)}, '2020-01-01', '2020-01-02') RETURNING id`);
    return { url: `/api/companies/${w.company.id}/time-off/${rows[0]!.id}` };
  },
  'GET /api/companies/:id/next-available': async (w) => ({
    url: `/api/companies/${await visitReady(w)}/next-available`,
  }),
  'GET /api/quotes/:quoteId/companies/:companyId/slots': async (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${await visitReady(w)}/slots?days=2`,
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/visits': async (w) => ({
    url: `/api/quotes/${w.quoteId}/companies/${await visitReady(w)}/visits`,
    payload: { startsAt: nextVisitTime() },
  }),
  'GET /api/quotes/:quoteId/visits': async (w) => {
    await visitReady(w);
    return { url: `/api/quotes/${w.quoteId}/visits` };
  },
  'POST /api/visits/:id/confirm': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'requested')}/confirm`,
  }),
  'POST /api/visits/:id/decline': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'requested')}/decline`,
  }),
  'POST /api/visits/:id/done': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'confirmed', true)}/done`,
  }),
  'POST /api/visits/:id/no-show': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'confirmed', true)}/no-show`,
  }),
  'POST /api/visits/:id/cancel': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'confirmed')}/cancel`,
    payload: { reason: 'Checked by the authorization matrix' },
  }),
  'POST /api/visits/:id/reschedule': async (w) => ({
    url: `/api/visits/${await freshVisit(w, 'confirmed')}/reschedule`,
    payload: { startsAt: nextVisitTime(), reason: 'Checked by the authorization matrix' },
  }),
  'POST /api/quotes/:quoteId/companies/:companyId/invoices': async (w) => ({
    url: `/api/quotes/${await hiredWithEstimate(w)}/companies/${w.company.id}/invoices`,
    payload: {},
  }),
  'GET /api/quotes/:quoteId/invoices': async (w) => ({
    url: `/api/quotes/${(await sharedInvoice(w)).quoteId}/invoices`,
  }),
  'GET /api/invoices/:id': async (w) => ({
    url: `/api/invoices/${(await sharedInvoice(w)).id}`,
  }),
  'GET /api/invoices/:id/pdf': async (w) => ({
    url: `/api/invoices/${(await sharedInvoice(w)).id}/pdf`,
  }),
  'PUT /api/invoices/:id': async (w) => ({
    url: `/api/invoices/${await freshInvoice(w, 'draft')}`,
    payload: {
      lines: [{ description: 'Faucet and valves', quantity: 1, unitPriceCents: 45_000 }],
      taxRateBp: 0,
      discountCents: 0,
      notes: '',
      dueDate: null,
    },
  }),
  'POST /api/invoices/:id/send': async (w) => ({
    url: `/api/invoices/${await freshInvoice(w, 'draft')}/send`,
  }),
  'POST /api/invoices/:id/void': async (w) => ({
    url: `/api/invoices/${await freshInvoice(w, 'sent')}/void`,
  }),
  'POST /api/invoices/:id/payments': async (w) => ({
    url: `/api/invoices/${await freshInvoice(w, 'sent')}/payments`,
    payload: { method: 'cash', amountCents: 1_000, receivedOn: daysFromNow(0) },
  }),
  'POST /api/invoices/:id/payment-claims': async (w) => ({
    url: `/api/invoices/${await freshInvoice(w, 'sent')}/payment-claims`,
    payload: { note: 'Paid in cash' },
  }),
  'POST /api/invoices/:id/payment-claims/:claimId/confirm': async (w) => {
    const id = await freshInvoice(w, 'sent');
    const customer = await signInAs(t.app.db, t.agent(), w.users.customer.id);
    const claimed = await customer.post(`/api/invoices/${id}/payment-claims`, { note: 'Paid' });
    return { url: `/api/invoices/${id}/payment-claims/${claimed.json().claims[0].id}/confirm` };
  },
  'POST /api/invoices/:id/payment-claims/:claimId/decline': async (w) => {
    const id = await freshInvoice(w, 'sent');
    const customer = await signInAs(t.app.db, t.agent(), w.users.customer.id);
    const claimed = await customer.post(`/api/invoices/${id}/payment-claims`, { note: 'Paid' });
    return {
      url: `/api/invoices/${id}/payment-claims/${claimed.json().claims[0].id}/decline`,
      payload: { reason: 'Nothing arrived yet' },
    };
  },
  'GET /api/companies/:id/payment-account': async (w) => ({
    url: `/api/companies/${w.company.id}/payment-account`,
  }),
  'POST /api/companies/:id/payment-account': async (w) => ({
    url: `/api/companies/${w.company.id}/payment-account`,
  }),
  'POST /api/invoices/:id/checkout': async (w) => ({
    url: `/api/invoices/${await cardInvoice(w)}/checkout`,
  }),
  'POST /api/invoices/:id/refunds': async (w) => {
    const id = await cardInvoice(w);
    await stripeEvent('payment_intent.succeeded', {
      id: `pi_matrix_${id}`,
      object: 'payment_intent',
      amount_received: 45_000,
      application_fee_amount: 0,
      metadata: { invoice_id: String(id) },
    });
    return { url: `/api/invoices/${id}/refunds`, payload: { idempotencyKey: randomUUID() } };
  },
  'POST /api/webhooks/stripe': async () => {
    const { payload, signature } = stripe.signed({
      id: `evt_matrix_${randomUUID()}`,
      type: 'ping',
      object: {},
    });
    return { url: '/api/webhooks/stripe', payload, headers: { 'stripe-signature': signature } };
  },
  'POST /api/notifications/:id/read': async (w) => {
    const { rows } = await t.app.db.execute<{ id: number }>(sql`
      INSERT INTO notifications (user_id, kind, title, link)
      VALUES (${w.users.customer.id}, 'message', 'New message', '/quotes') RETURNING id`);
    return { url: `/api/notifications/${rows[0]!.id}/read` };
  },
};

/** The world's company open around the clock in UTC, 15-minute visits booked on request. */
const VISIT_SETTINGS = {
  bookingMode: 'request',
  visitMinutes: 15,
  bufferMinutes: 0,
  minNoticeHours: 0,
  maxDaysAhead: 365,
  timeZone: 'UTC',
  weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, startMinute: 0, endMinute: 1440 })),
};
let visitSettingsSaved = false;
/** Saves the world company's availability once; its id. */
async function visitReady(w: World): Promise<number> {
  if (!visitSettingsSaved) {
    const owner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
    const put = await owner.request({
      method: 'PUT',
      url: `/api/companies/${w.company.id}/availability`,
      payload: VISIT_SETTINGS,
    });
    if (put.statusCode !== 200) throw new Error(`availability answered ${put.statusCode}`);
    visitSettingsSaved = true;
  }
  return w.company.id;
}
let visitCounter = 0;
/** A slot no other call used: the next quarter hour of a day in a week's time, in UTC. */
function nextVisitTime(): string {
  const day = new Date(Date.now() + 7 * 24 * 3600 * 1000).toISOString().slice(0, 10);
  return new Date(Date.parse(`${day}T00:00:00Z`) + visitCounter++ * 15 * 60_000).toISOString();
}
/** A visit of the world's quote with the owner's company (ended when `past`). */
async function freshVisit(w: World, status: 'requested' | 'confirmed', past = false) {
  await visitReady(w);
  const startsAt = past
    ? new Date(Date.now() - (visitCounter++ + 2) * 3600_000).toISOString()
    : nextVisitTime();
  const { rows } = await t.app.db.execute<{ id: number }>(sql`
    INSERT INTO visits (quote_id, company_id, customer_id, starts_at, ends_at, blocked_until, status)
    VALUES (${w.quoteId}, ${w.company.id}, ${w.users.customer.id}, ${startsAt}::timestamptz,
      ${startsAt}::timestamptz + interval '15 minutes',
      ${startsAt}::timestamptz + interval '15 minutes', ${status}) RETURNING id`);
  return rows[0]!.id;
}

/** A quote of the customer's to the owner's company, estimated by it and then hired; its id. */
async function hiredWithEstimate(w: World): Promise<number> {
  const quoteId = await w.fresh.submittedQuote();
  const owner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
  const customer = await signInAs(t.app.db, t.agent(), w.users.customer.id);
  const estimated = await owner.post(`/api/quotes/${quoteId}/companies/${w.company.id}/estimates`, {
    priceType: 'fixed',
    priceCents: 45_000,
    includes: 'Faucet, two valves, parts and labour.',
    earliestStart: daysFromNow(2),
    validUntil: daysFromNow(30),
  });
  const hired = await customer.post(`/api/quotes/${quoteId}/hire`, { companyId: w.company.id });
  if (estimated.statusCode !== 201 || hired.statusCode !== 200) throw new Error('hire failed');
  return quoteId;
}
/** An invoice of a new hired job, a draft or sent; its id. */
async function freshInvoice(w: World, status: 'draft' | 'sent'): Promise<number> {
  const quoteId = await hiredWithEstimate(w);
  const owner = await signInAs(t.app.db, t.agent(), w.users.owner.id);
  const invoice = await owner.post(`/api/quotes/${quoteId}/companies/${w.company.id}/invoices`, {});
  const id = invoice.json().id as number;
  if (status === 'sent') await owner.post(`/api/invoices/${id}/send`);
  return id;
}
let shared: { id: number; quoteId: number } | undefined;
/** One sent invoice the reading rows share. */
async function sharedInvoice(w: World) {
  if (!shared) {
    const id = await freshInvoice(w, 'sent');
    const { rows } = await t.app.db.execute<{ quote_id: number }>(
      sql`SELECT quote_id FROM invoices WHERE id = ${id}`,
    );
    shared = { id, quoteId: rows[0]!.quote_id };
  }
  return shared;
}

/** A sent invoice of the world's company, which takes card payments. */
async function cardInvoice(w: World): Promise<number> {
  await t.app.db.execute(sql`
    INSERT INTO company_payment_accounts (company_id, account_id, charges_enabled)
    VALUES (${w.company.id}, 'acct_matrix', true)
    ON CONFLICT (company_id) DO UPDATE SET charges_enabled = true`);
  return freshInvoice(w, 'sent');
}

/** Stripe delivers a signed event. */
async function stripeEvent(type: string, object: object) {
  const { payload, signature } = stripe.signed({ id: `evt_${randomUUID()}`, type, object });
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    payload,
  });
  if (answer.statusCode !== 200) throw new Error(`webhook: ${answer.body}`);
}

let t: TestApp;
let world: World;
let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await createTestApp({ stripe: stripe.settings });
  world = await buildWorld(t);
});
afterAll(async () => {
  await t.close();
  await stripe.close();
});

/** A fresh session for every cell: some calls (login, signup, logout) end the caller's session. */
async function agentFor(role: Role): Promise<Agent> {
  const agent = t.agent();
  return role === 'visitor' ? agent : signInAs(t.app.db, agent, world.users[role].id);
}

describe('the authorization matrix', () => {
  it('has exactly one row per route the app serves, and a way to call each', () => {
    const served = listApiRoutes(t.app).map((r) => routeKey(r.method, r.url));
    const rows = MATRIX.map(([route]) => route);
    const normalise = (route: string) => routeKey(...(route.split(' ') as [string, string]));
    expect(served.length).toBeGreaterThan(50);
    expect(new Set(rows).size, 'a route has two rows').toBe(rows.length);
    expect([...served].sort(), 'routes served vs rows in the table').toEqual(
      rows.map(normalise).sort(),
    );
    const withParams = rows.filter((route) => route.includes(':'));
    expect(
      withParams.filter((route) => !CALLS[route]),
      'rows with ids but no call',
    ).toEqual([]);
  });

  it.each(MATRIX)('%s', async (route, ...cells) => {
    const [method, path] = route.split(' ') as [InjectOptions['method'], string];
    const expected: Partial<Record<Role, number>> = {};
    const actual: Partial<Record<Role, number>> = {};
    for (const [i, role] of ROLES.entries()) {
      const call = (await CALLS[route]?.(world)) ?? { url: path };
      const response = await (await agentFor(role)).request({ method, ...call });
      expected[role] = cells[i];
      actual[role] = response.statusCode;
      expect(response.statusCode, `${role}: ${response.body}`).toBeLessThan(500);
    }
    expect(actual).toEqual(expected);
  });
});
