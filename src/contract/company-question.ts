import { z } from 'zod';

/**
 * Questions and answers on a company page (issue 36 item 6, docs/decisions/101): a signed-in user
 * asks in public, the business answers. Everyone sees the answered questions; an unanswered one
 * only its asker and the business.
 */

export const QUESTION_MAX = 500;
export const ANSWER_MAX = 2000;
/** Questions one account may ask in a rolling day, over all companies. */
export const QUESTIONS_PER_DAY = 5;

export const QUESTION_LIMIT_REACHED = `You can ask at most ${QUESTIONS_PER_DAY} questions a day. Try again tomorrow.`;
export const QUESTION_BLOCKED_WORD =
  'Your text contains a word that is not allowed on QuoteLocal. Please rephrase it.';
export const ANSWER_HIDDEN = 'A moderator hid this answer. It cannot be changed.';

/** POST /api/companies/{id}/questions */
export const questionInputSchema = z.object({
  body: z
    .string({ error: 'Write a question.' })
    .trim()
    .min(1, 'Write a question.')
    .max(QUESTION_MAX, `Questions can be at most ${QUESTION_MAX} characters.`),
});
export type QuestionInput = z.input<typeof questionInputSchema>;

/** PUT /api/questions/{id}/answer: writes or rewrites the business's answer. */
export const answerInputSchema = z.object({
  body: z
    .string({ error: 'Write an answer.' })
    .trim()
    .min(1, 'Write an answer.')
    .max(ANSWER_MAX, `Answers can be at most ${ANSWER_MAX} characters.`),
});
export type AnswerInput = z.input<typeof answerInputSchema>;

export const companyAnswerSchema = z.object({
  body: z.string(),
  /** The answer speaks for the company. */
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CompanyAnswer = z.infer<typeof companyAnswerSchema>;

export const companyQuestionSchema = z.object({
  id: z.number().int(),
  companyId: z.number().int(),
  askerId: z.number().int(),
  /** The asker's first name: questions show no more of them. */
  askerFirstName: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** Null until the business answers (or when a moderator hid the answer). */
  answer: companyAnswerSchema.nullable(),
});
export type CompanyQuestion = z.infer<typeof companyQuestionSchema>;

/**
 * GET /api/companies/{id}/questions: what the caller may see, newest first: the answered ones,
 * and the unanswered ones they asked; the business sees all of them, unanswered first.
 */
export const companyQuestionListSchema = z.array(companyQuestionSchema);
