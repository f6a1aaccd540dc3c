import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserResponseSchema,
  checkEmailResponseSchema,
  FORGOT_PASSWORD_SENT,
  forgotPasswordSchema,
  INVALID_RESET_TOKEN,
  loginSchema,
  PASSWORD_RESET_DONE,
  resetPasswordSchema,
  resetTokenField,
  signupSchema,
} from '../../../contract/auth';
import { errorResponseSchema, successResponseSchema } from '../../../contract/common';
import { userSchema } from '../../../contract/user';
import { HttpError } from '../../platform/errors';
import { endSession, requireUser, startSession } from '../../platform/session';
import * as auth from './auth-service';
import { toUserResponse } from './user-response';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = (): auth.AuthDeps => ({
    db: app.db,
    jobs: app.jobs,
    config: app.config,
    log: app.log,
  });
  const present = (user: Parameters<typeof toUserResponse>[0]) =>
    toUserResponse(user, app.config.adminEmails);
  const { auth: authLimit, passwordReset: resetLimit } = app.config.rateLimits;
  const limit = (rule: typeof authLimit) => ({
    rateLimit: { max: rule.max, timeWindow: rule.timeWindowMs },
  });

  app.post(
    '/api/auth/signup',
    {
      config: limit(authLimit),
      schema: {
        tags: ['auth'],
        body: signupSchema,
        response: { 201: authUserResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.signup(deps(), request.body);
      await startSession(app.db, request, reply, user.id, false);
      return reply.status(201).send({ success: true, user: present(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: limit(authLimit),
      schema: {
        tags: ['auth'],
        body: loginSchema,
        response: { 200: authUserResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      const user = await auth.authenticate(app.db, email, password);
      await startSession(app.db, request, reply, user.id, rememberMe === true);
      return { success: true as const, user: present(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags: ['auth'], response: { 200: successResponseSchema } } },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { success: true as const };
    },
  );

  app.get(
    '/api/me',
    { schema: { tags: ['auth'], response: { 200: userSchema, 401: errorResponseSchema } } },
    async (request) => present(requireUser(request)),
  );

  app.get(
    '/api/check-email/:email',
    {
      config: limit(authLimit),
      schema: {
        tags: ['auth'],
        params: z.object({ email: z.string().max(254) }),
        response: { 200: checkEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({ exists: await auth.emailExists(app.db, request.params.email) }),
  );

  app.get(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        description:
          'The link of the verification e-mail: marks the address verified and lands on the site.',
        querystring: z.object({ token: z.string().max(200).optional() }),
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const verified = token ? await auth.verifyEmail(app.db, token) : false;
      return reply.redirect(verified ? '/?verified=1' : '/?verified=0', 303);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: limit(resetLimit),
      schema: { tags: ['auth'], response: { 200: successResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.resendVerification(deps(), requireUser(request));
      return {
        success: true as const,
        message: 'Verification email sent. Please check your inbox.',
      };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      config: limit(resetLimit),
      schema: {
        tags: ['auth'],
        body: forgotPasswordSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      auth.requestPasswordReset(deps(), request.body.email);
      return { success: true as const, message: FORGOT_PASSWORD_SENT };
    },
  );

  app.get(
    '/api/verify-reset-token',
    {
      config: limit(resetLimit),
      schema: {
        tags: ['auth'],
        querystring: z.object({ token: resetTokenField }),
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await auth.isResetTokenValid(app.db, request.query.token))) {
        throw new HttpError(400, INVALID_RESET_TOKEN);
      }
      return { success: true as const };
    },
  );

  app.post(
    '/api/reset-password',
    {
      config: limit(resetLimit),
      schema: {
        tags: ['auth'],
        body: resetPasswordSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(app.db, request.body.token, request.body.password);
      return { success: true as const, message: PASSWORD_RESET_DONE };
    },
  );
};
