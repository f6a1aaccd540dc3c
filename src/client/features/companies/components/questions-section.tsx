import { useState, type FormEvent } from 'react';
import type { CompanyDetails } from '@/contract/company';
import { QUESTION_MAX, questionInputSchema } from '@/contract/company-question';
import { QuestionList } from '@/client/components/questions/question-list';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useUser } from '@/client/data/auth';
import { useAskQuestion, useCompanyQuestions } from '@/client/data/company-questions';
import { ApiError } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import type { DisplayZone } from '@/client/lib/format';
import { useContractMessage, useT } from '@/client/lib/i18n';
import { toast, toastError } from '@/client/lib/toast';
import { useBrowserValue } from '@/client/lib/use-browser-value';

/**
 * Questions & answers (#questions, docs/decisions/101): the form to ask (signed in, not the
 * owner), then the questions the reader may see: the answered ones, their own, and for the owner
 * every one, unanswered first.
 */
export function QuestionsSection({ company }: { company: CompanyDetails }) {
  const t = useT();
  // Dates are drawn in UTC on the server and while hydrating, then in the visitor's time zone.
  const timeZone = useBrowserValue<DisplayZone>(() => 'local', 'UTC');
  const { data: user } = useUser();
  const dialogs = useAuthDialogs();
  const questions = useCompanyQuestions(company.id);
  const isOwner = user?.id === company.ownerId;
  const list = questions.data ?? [];
  return (
    <Card title={t('questions.title')} variant="listing" id="questions" className="scroll-mt-24">
      {!user ? (
        <Button variant="outline" className="mt-3" onClick={() => dialogs.show('login')}>
          {t('questions.logInToAsk')}
        </Button>
      ) : isOwner ? null : (
        <AskForm companyId={company.id} />
      )}
      {list.length > 0 ? (
        <QuestionList
          questions={list}
          companyName={company.name}
          isOwner={isOwner}
          timeZone={timeZone}
        />
      ) : (
        <p className="mt-3 text-sm text-gray-700">{t('questions.none')}</p>
      )}
    </Card>
  );
}

function AskForm({ companyId }: { companyId: number }) {
  const t = useT();
  const contractMessage = useContractMessage();
  const ask = useAskQuestion(companyId);
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = questionInputSchema.safeParse({ body });
    if (!parsed.success) {
      setError(contractMessage(parsed.error.issues[0]!.message));
      return;
    }
    ask.mutate(parsed.data.body, {
      onSuccess: () => {
        setBody('');
        setError(null);
        toast({ variant: 'success', title: t('questions.asked') });
      },
      onError: (failure) =>
        failure instanceof ApiError && (failure.status === 400 || failure.status === 409)
          ? setError(failure.serverMessage ?? t('common.tryAgain'))
          : toastError(t('questions.askFailed'), failure, t('common.tryAgain')),
    });
  };
  return (
    <form onSubmit={submit} noValidate className="mt-3 space-y-2">
      <label className="block text-sm font-medium text-gray-900">
        {t('questions.askLabel')}
        <textarea
          rows={3}
          maxLength={QUESTION_MAX}
          value={body}
          onChange={(e) => setBody(e.target.value)}
          aria-invalid={error !== null}
          className="mt-1 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base font-normal aria-[invalid=true]:border-danger-600 sm:text-sm"
        />
      </label>
      <p className="text-xs text-gray-600">{t('questions.askHint')}</p>
      {error ? (
        <p role="alert" className="text-sm text-danger-700">
          {error}
        </p>
      ) : null}
      <Button type="submit" disabled={ask.isPending}>
        {t('questions.ask')}
      </Button>
    </form>
  );
}
