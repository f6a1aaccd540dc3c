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
} from '@/contract/auth';
import { errorResponseSchema, successResponseSchema } from '@/contract/common';
import {
  ACCOUNT_SUSPENDED,
  loginRefusedResponseSchema,
  APPEAL_SENT,
  appealInputSchema,
} from '@/contract/moderation';
import { userSchema } from '@/contract/user';
import { HttpError } from '@/server/platform/errors';
import { requestLocale } from '@/server/platform/locale';
import { access, noBody } from '@/server/platform/openapi';
import { endSession, requireUser, SESSION_COOKIE, startSession } from '@/server/platform/session';
import { endAccountAccess } from './account-access';
import * as auth from './auth-service';
import { DEVICE_COOKIE, rememberDevice } from './known-devices';
import { SignInBackoffError } from './login-backoff';
import { submitAppeal, suspensionNotice } from './suspension-appeal';
import { toUserResponse } from './user-response';

const errors = { 400: errorResponseSchema, 429: errorResponseSchema };

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
        operationId: 'signUp',
        summary: 'Create an account and sign in',
        tags: ['auth'],
        security: access.anyone,
        body: signupSchema,
        response: { 201: authUserResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.signup(deps(), request.body, requestLocale(request));
      await rememberDevice(app.db, request, reply, user.id);
      await startSession(app.db, request, reply, user.id, false);
      return reply.status(201).send({ success: true, user: present(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      config: limit(authLimit),
      schema: {
        operationId: 'logIn',
        summary: 'Sign in',
        tags: ['auth'],
        security: access.anyone,
        body: loginSchema,
        response: {
          200: authUserResponseSchema,
          401: errorResponseSchema,
          403: loginRefusedResponseSchema.describe(
            'The account is suspended (said only after the right password): `suspension` gives the reason and the appeal token. Also a cross-site request, without it',
          ),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { email, password, rememberMe } = request.body;
      let user;
      try {
        user = await auth.authenticate(
          app.db,
          { email, password },
          { deviceToken: request.cookies[DEVICE_COOKIE], backoff: app.config.loginBackoff },
        );
      } catch (error) {
        if (error instanceof SignInBackoffError) {
          reply.header('Retry-After', String(error.retryAfterSeconds));
        }
        // The password was right: the admin's reason and the way to appeal, beside the message.
        if (error instanceof auth.AccountSuspendedError) {
          return reply.status(403).send({
            error: ACCOUNT_SUSPENDED,
            message: ACCOUNT_SUSPENDED,
            suspension: await suspensionNotice(app.db, error.userId),
          });
        }
        throw error;
      }
      await rememberDevice(app.db, request, reply, user.id);
      // Last: starting the session ends this browser's previous one, whose sockets are closed at
      // once and whose pages then ask who is signed in; the new cookie must already be on its way.
      await startSession(app.db, request, reply, user.id, rememberMe === true);
      return { success: true as const, user: present(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        operationId: 'logOut',
        summary: 'Sign out (ends the session, if any)',
        tags: ['auth'],
        security: access.anyoneOrSignedIn,
        response: { 200: successResponseSchema },
      },
    },
    async (request, reply) => {
      await endSession(app.db, request, reply);
      return { success: true as const };
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    {
      schema: {
        operationId: 'logOutEverywhere',
        summary: 'Sign out everywhere',
        description:
          'Ends every session of the account (this one too), closes their realtime sockets and removes every device’s push subscription: what a password reset ends, without changing the password.',
        tags: ['auth'],
        security: access.signedIn,
        response: { 200: successResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await app.db.transaction((tx) => endAccountAccess(tx, user.id));
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return { success: true as const };
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        operationId: 'getMe',
        summary: 'The signed-in user',
        tags: ['auth'],
        security: access.signedIn,
        response: { 200: userSchema, 401: errorResponseSchema },
      },
    },
    async (request) => present(requireUser(request)),
  );

  app.get(
    '/api/check-email/:email',
    {
      config: limit(authLimit),
      schema: {
        operationId: 'checkEmail',
        summary: 'Whether an account uses this e-mail address',
        tags: ['auth'],
        security: access.anyone,
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
        operationId: 'verifyEmail',
        summary: 'Verify an e-mail address',
        tags: ['auth'],
        security: access.anyone,
        description:
          'The link of the verification e-mail: marks the address verified and lands on the site.',
        querystring: z.object({ token: z.string().max(200).optional() }),
        response: {
          303: noBody(
            'To the site: `/?verified=1`; `/?verified=already` for a used or lapsed link of an account verified by now; `/?verified=0` for a bad or expired link',
          ),
        },
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const outcome = token ? await auth.verifyEmail(app.db, token) : 'invalid';
      const landing = { verified: '1', 'already-verified': 'already', invalid: '0' }[outcome];
      return reply.redirect(`/?verified=${landing}`, 303);
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      config: limit(resetLimit),
      schema: {
        operationId: 'resendVerificationEmail',
        summary: 'Send the verification e-mail again',
        tags: ['auth'],
        security: access.signedIn,
        response: { 200: successResponseSchema, ...errors },
      },
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
        operationId: 'requestPasswordReset',
        summary: 'E-mail a password-reset link',
        tags: ['auth'],
        security: access.anyone,
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
        operationId: 'verifyResetToken',
        summary: 'Check a password-reset token',
        tags: ['auth'],
        security: access.anyone,
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
        operationId: 'resetPassword',
        summary: 'Set a new password with a reset token',
        tags: ['auth'],
        security: access.anyone,
        body: resetPasswordSchema,
        response: { 200: successResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const userId = await auth.resetPassword(app.db, request.body.token, request.body.password);
      // Following the e-mailed link proves the account is theirs: this browser becomes a known one.
      await rememberDevice(app.db, request, reply, userId);
      return { success: true as const, message: PASSWORD_RESET_DONE };
    },
  );
  app.post(
    '/api/suspension-appeals',
    {
      config: limit(resetLimit),
      schema: {
        operationId: 'appealSuspension',
        summary: 'Appeal a suspension',
        description:
          'With the single-use token that a suspended account’s login answers (403) after the right password: the appeal waits in the admin queue. One open appeal per account.',
        tags: ['auth'],
        security: access.anyone,
        body: appealInputSchema,
        response: { 201: successResponseSchema, 409: errorResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      await submitAppeal(app.db, request.body);
      return reply.status(201).send({ success: true as const, message: APPEAL_SENT });
    },
  );
};
