import { MessageSquareReply, Pencil, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { ANSWER_MAX, answerInputSchema, type CompanyQuestion } from '@/contract/company-question';
import { ReportButton } from '@/client/components/reports/report-dialog';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/data/auth';
import { useAnswerQuestion, useDeleteQuestion } from '@/client/data/company-questions';
import { ApiError } from '@/client/lib/api-client';
import { longDateParts, type DisplayZone } from '@/client/lib/format';
import { useContractMessage, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';

/**
 * A company's questions as the reader may see them (docs/decisions/101): each with the business's
 * answer, or, for the business, a form to answer it, and for its asker a way to delete it while
 * unanswered. The company page and the business's own list show the same.
 */
export function QuestionList({
  questions,
  companyName,
  isOwner,
  timeZone,
}: {
  questions: CompanyQuestion[];
  companyName: string;
  isOwner: boolean;
  timeZone: DisplayZone;
}) {
  const t = useT();
  return (
    <ul className="mt-4 space-y-4" aria-label={t('questions.list')}>
      {questions.map((q) => (
        <QuestionItem
          key={q.id}
          question={q}
          companyName={companyName}
          isOwner={isOwner}
          timeZone={timeZone}
        />
      ))}
    </ul>
  );
}

function QuestionItem({
  question: q,
  companyName,
  isOwner,
  timeZone,
}: {
  question: CompanyQuestion;
  companyName: string;
  isOwner: boolean;
  timeZone: DisplayZone;
}) {
  const t = useT();
  const { data: user } = useUser();
  const [answering, setAnswering] = useState(false);
  const remove = useDeleteQuestion(q.companyId);
  const mine = user?.id === q.askerId;
  return (
    <li className="border-t border-gray-100 pt-4">
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-gray-600">
        <span className="font-medium text-gray-900">
          {t('questions.askedBy', { name: q.askerFirstName })}
        </span>
        <span>{t('format.longDate', longDateParts(q.createdAt, timeZone))}</span>
        {user && !mine ? (
          <ReportButton
            item={{ type: 'question', id: q.id }}
            label={t('questions.reportQuestion', { name: q.askerFirstName })}
            className="ml-auto"
          />
        ) : null}
      </p>
      <p className="mt-1 whitespace-pre-line break-words font-medium text-gray-900">{q.body}</p>
      {answering ? (
        <AnswerForm question={q} companyName={companyName} onDone={() => setAnswering(false)} />
      ) : q.answer ? (
        <div className="mt-3 rounded-r-lg border-l-4 border-brand-200 bg-gray-50 px-4 py-3 sm:ml-6">
          <p className="flex flex-wrap items-center gap-x-2 text-sm">
            <span className="font-medium text-gray-900">
              {t('questions.answerFrom', { name: q.answer.companyName })}
            </span>
            <span className="text-gray-600">
              {t('format.longDate', longDateParts(q.answer.createdAt, timeZone))}
            </span>
            {user && !isOwner ? (
              <ReportButton
                item={{ type: 'answer', id: q.id }}
                label={t('questions.reportAnswer', { name: q.answer.companyName })}
                className="ml-auto"
              />
            ) : null}
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-gray-800">{q.answer.body}</p>
        </div>
      ) : (
        <p className="mt-2 text-sm italic text-gray-700">{t('questions.awaiting')}</p>
      )}
      {isOwner && !answering ? (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={() => setAnswering(true)}
          aria-label={t(q.answer ? 'questions.editAnswerTo' : 'questions.answerTo', {
            question: q.body,
          })}
        >
          {q.answer ? (
            <Pencil className="h-4 w-4" aria-hidden />
          ) : (
            <MessageSquareReply className="h-4 w-4" aria-hidden />
          )}{' '}
          {t(q.answer ? 'questions.editAnswer' : 'questions.answer')}
        </Button>
      ) : null}
      {mine && !q.answer ? (
        <Button
          variant="ghost"
          size="sm"
          className="mt-2 text-danger-700"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(q.id, {
              onSuccess: () => toast({ variant: 'success', title: t('questions.deleted') }),
              onError: (error) =>
                toastError(t('questions.deleteFailed'), error, t('common.tryAgain')),
            })
          }
        >
          <Trash2 className="h-4 w-4" aria-hidden /> {t('questions.delete')}
        </Button>
      ) : null}
    </li>
  );
}

/** The business's answer, written or edited in place under the question. */
function AnswerForm({
  question,
  companyName,
  onDone,
}: {
  question: CompanyQuestion;
  companyName: string;
  onDone: () => void;
}) {
  const t = useT();
  const contractMessage = useContractMessage();
  const save = useAnswerQuestion(question.companyId);
  const [body, setBody] = useState(question.answer?.body ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = answerInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(contractMessage(parsed.error.issues[0]!.message));
      return;
    }
    save.mutate(
      { id: question.id, body: parsed.data.body },
      {
        onSuccess: () => {
          toast({ variant: 'success', title: t('questions.answerSaved') });
          onDone();
        },
        onError: (failure) =>
          failure instanceof ApiError && failure.status === 400
            ? setError(failure.serverMessage ?? t('common.tryAgain'))
            : toastError(t('questions.answerFailed'), failure, t('common.tryAgain')),
      },
    );
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2 rounded-lg bg-gray-50 p-4 sm:ml-6">
      <label className="block text-sm font-medium text-gray-900">
        {t('questions.yourAnswerAs', { name: companyName })}
        <textarea
          rows={3}
          maxLength={ANSWER_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error !== null}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base font-normal aria-[invalid=true]:border-danger-600 sm:text-sm"
        />
      </label>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('questions.postAnswer')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
