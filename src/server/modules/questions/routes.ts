import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParam } from '@/contract/common';
import {
  answerInputSchema,
  companyQuestionListSchema,
  companyQuestionSchema,
  questionInputSchema,
} from '@/contract/company-question';
import { ROW_ROUTE_ERRORS } from '@/server/platform/errors';
import { access } from '@/server/platform/openapi';
import { requireUser } from '@/server/platform/session';
import * as questions from './question-service';

export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = () => ({ db: app.db, jobs: app.jobs, config: app.config });

  app.get(
    '/api/companies/:id/questions',
    {
      schema: {
        operationId: 'listCompanyQuestions',
        summary:
          "A company's questions: the answered ones and the caller's own; its owner sees all, unanswered first",
        tags: ['questions'],
        security: access.anyoneOrSignedIn,
        params: z.object({ id: idParam }),
        response: { 200: companyQuestionListSchema },
      },
    },
    async (request) =>
      questions.listCompanyQuestions(app.db, request.user ?? null, request.params.id),
  );

  app.post(
    '/api/companies/:id/questions',
    {
      schema: {
        operationId: 'askCompanyQuestion',
        summary: 'Ask a company a public question (a few a day per account)',
        tags: ['questions'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: questionInputSchema,
        response: { 201: companyQuestionSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await questions.askQuestion(
            deps(),
            requireUser(request),
            request.params.id,
            request.body.body,
          ),
        ),
  );

  app.put(
    '/api/questions/:id/answer',
    {
      schema: {
        operationId: 'answerCompanyQuestion',
        summary: "Write or edit the business's public answer to a question (its owner)",
        tags: ['questions'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        body: answerInputSchema,
        response: { 200: companyQuestionSchema, ...ROW_ROUTE_ERRORS },
      },
    },
    async (request) =>
      questions.saveAnswer(deps(), requireUser(request), request.params.id, request.body.body),
  );

  app.delete(
    '/api/questions/:id',
    {
      schema: {
        operationId: 'deleteCompanyQuestion',
        summary: 'Delete an unanswered question (its asker)',
        tags: ['questions'],
        security: access.signedIn,
        params: z.object({ id: idParam }),
        response: { 204: z.null(), ...ROW_ROUTE_ERRORS },
      },
    },
    async (request, reply) => {
      await questions.deleteQuestion(app.db, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
