import {
  ANSWER_HIDDEN,
  QUESTION_BLOCKED_WORD,
  QUESTION_LIMIT_REACHED,
  QUESTIONS_PER_DAY,
  type CompanyQuestion,
} from '@/contract/company-question';
import type { Database, Executor } from '@/server/db/client';
import { conflict, forbidden, notFound, badRequest } from '@/server/platform/errors';
import { lockLimits } from '@/server/platform/limit-locks';
import { publishRealtime } from '@/server/platform/realtime';
import type { SessionUser } from '@/server/platform/session';
import { notify, type NotifyDeps } from '../notifications';
import { hasBlockedWord } from '../safety';
import { findEmailRecipient } from '../users';
import { questionAnsweredEmail } from './emails';
import {
  countQuestionsSince,
  deleteQuestionRow,
  findAskableCompany,
  findCompanyQuestions,
  findShownQuestion,
  insertQuestion,
  lockShownQuestion,
  updateHidden,
  writeAnswer,
  type LockedQuestion,
  type QuestionRow,
} from './question-repository';

/** Questions and answers on a company page (docs/decisions/101). */

const DAY_MS = 24 * 60 * 60 * 1000;

/** A company page's questions section, where notifications and e-mails lead. */
export const companyQuestionsPath = (companyId: number) => `/companies/${companyId}#questions`;

function toQuestion(row: QuestionRow): CompanyQuestion {
  return {
    id: row.id,
    companyId: row.company_id,
    askerId: row.asker_id,
    askerFirstName: row.first_name,
    body: row.body,
    createdAt: new Date(row.created_at).toISOString(),
    answer:
      row.answer === null
        ? null
        : {
            body: row.answer,
            companyName: row.company_name,
            createdAt: new Date(row.answered_at!).toISOString(),
            updatedAt: new Date(row.answer_updated_at!).toISOString(),
          },
  };
}

/** What the viewer may see of a company's questions (the owner: all of them, unanswered first). */
export async function listCompanyQuestions(
  db: Executor,
  viewer: SessionUser | null,
  companyId: number,
): Promise<CompanyQuestion[]> {
  return (await findCompanyQuestions(db, companyId, viewer?.id ?? null)).map(toQuestion);
}

/** The asker's and the business's open pages ask for the company's questions again. */
const announce = (tx: Executor, userIds: number[], question: { id: number; companyId: number }) =>
  publishRealtime(tx, userIds, {
    type: 'company_question',
    companyId: question.companyId,
    questionId: question.id,
  });

async function refuseBlockedWords(tx: Executor, text: string): Promise<void> {
  if (await hasBlockedWord(tx, text)) throw badRequest(QUESTION_BLOCKED_WORD);
}

/**
 * A new question; its business is notified. At most QUESTIONS_PER_DAY a rolling day per asker,
 * counted under the asker's limit lock in the inserting transaction, so concurrent asks take turns.
 */
export async function askQuestion(
  deps: NotifyDeps & { db: Database },
  user: SessionUser,
  companyId: number,
  body: string,
): Promise<CompanyQuestion> {
  const id = await deps.db.transaction(async (tx) => {
    await lockLimits(tx, 'user', [user.id]);
    const company = await findAskableCompany(tx, companyId);
    if (!company) throw notFound('Company not found');
    if (company.owner_id === user.id)
      throw forbidden('You cannot ask your own business a question.');
    await refuseBlockedWords(tx, body);
    if (
      (await countQuestionsSince(tx, user.id, new Date(Date.now() - DAY_MS))) >= QUESTIONS_PER_DAY
    )
      throw conflict(QUESTION_LIMIT_REACHED);
    const questionId = await insertQuestion(tx, { companyId, askerId: user.id, body });
    await notify(deps, tx, {
      userId: company.owner_id,
      kind: 'question',
      title: `New question about ${company.name}`,
      body,
      link: companyQuestionsPath(companyId),
    });
    await announce(tx, [company.owner_id, user.id], { id: questionId, companyId });
    return questionId;
  });
  return toQuestion((await findShownQuestion(deps.db, id))!);
}

/** The shown question, locked; 404 when there is none. */
async function requireQuestion(tx: Executor, id: number): Promise<LockedQuestion> {
  const question = await lockShownQuestion(tx, id);
  if (!question) throw notFound('Question not found');
  return question;
}

/**
 * Writes or rewrites the business's answer (only its owner). The first answer notifies the asker,
 * in the bell and by e-mail in their language, and reaches their open page at once.
 */
export async function saveAnswer(
  deps: NotifyDeps & { db: Database },
  user: SessionUser,
  questionId: number,
  body: string,
): Promise<CompanyQuestion> {
  await deps.db.transaction(async (tx) => {
    const question = await requireQuestion(tx, questionId);
    if (question.owner_id !== user.id)
      throw forbidden('Only the business can answer questions about it.');
    if (question.answer_hidden_at !== null) throw conflict(ANSWER_HIDDEN);
    await refuseBlockedWords(tx, body);
    await writeAnswer(tx, { questionId, authorId: user.id, body });
    await announce(tx, [question.asker_id, question.owner_id], {
      id: questionId,
      companyId: question.company_id,
    });
    if (question.answered_at !== null) return;
    const path = companyQuestionsPath(question.company_id);
    await notify(deps, tx, {
      userId: question.asker_id,
      kind: 'question_answer',
      title: `${question.company_name} answered your question`,
      body,
      link: path,
    });
    const asker = await findEmailRecipient(tx, question.asker_id, 'any');
    if (!asker) return;
    const mail = questionAnsweredEmail(asker, {
      companyName: question.company_name,
      question: question.body,
      answer: body,
      link: `${deps.config.appUrl}${path}`,
    });
    await deps.jobs.enqueue('deliver.email', mail, { tx });
  });
  return toQuestion((await findShownQuestion(deps.db, questionId))!);
}

/** The asker deletes their question while it is unanswered. */
export async function deleteQuestion(
  db: Database,
  user: SessionUser,
  questionId: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const question = await requireQuestion(tx, questionId);
    if (question.asker_id !== user.id) throw forbidden('Only its asker can delete a question.');
    if (question.answered_at !== null) throw conflict('An answered question cannot be deleted.');
    await deleteQuestionRow(tx, questionId);
    await announce(tx, [question.owner_id, user.id], {
      id: questionId,
      companyId: question.company_id,
    });
  });
}

const HIDE_MESSAGES = {
  question: {
    missing: 'Question not found',
    hidden: 'This question is already hidden.',
    shown: 'This question is not hidden.',
  },
  answer: {
    missing: 'Answer not found',
    hidden: 'This answer is already hidden.',
    shown: 'This answer is not hidden.',
  },
} as const;

/**
 * A moderator hides or restores a question or its answer (the admin module's actions, in their
 * transaction): 404 when there is no such item, 409 when it is already in that state.
 */
export async function setQuestionPartHidden(
  tx: Executor,
  id: number,
  part: 'question' | 'answer',
  hidden: boolean,
): Promise<void> {
  const outcome = await updateHidden(tx, id, part, hidden);
  const messages = HIDE_MESSAGES[part];
  if (outcome === 'missing') throw notFound(messages.missing);
  if (outcome === 'already') throw conflict(hidden ? messages.hidden : messages.shown);
}
