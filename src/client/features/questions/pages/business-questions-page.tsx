import { MessagesSquare } from 'lucide-react';
import type { RouteComponentProps } from 'wouter';
import { BusinessSettingsPage } from '@/client/components/companies/business-settings-page';
import { QuestionList } from '@/client/components/questions/question-list';
import { useOwnCompanies } from '@/client/data/companies';
import { useCompanyQuestions } from '@/client/data/company-questions';
import { useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';

/**
 * /business/:id/questions: the questions asked about the business, unanswered first (the API's
 * order for its owner), each answered or edited in place (docs/decisions/101).
 */
export function BusinessQuestionsPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const questions = useCompanyQuestions(companyId);
  const company = useOwnCompanies().data?.find((c) => c.id === companyId);
  usePageMeta({ title: t('questions.businessTitle') });
  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={questions}
      icon={MessagesSquare}
      title={t('questions.businessTitle')}
      intro={t('questions.businessIntro')}
      texts={{
        logIn: t('questions.businessLogIn'),
        unavailable: t('questions.businessUnavailable'),
        loadFailed: t('questions.businessLoadFailed'),
      }}
    >
      {(list) =>
        list.length === 0 ? (
          <p className="mt-6 text-gray-700">{t('questions.none')}</p>
        ) : (
          <QuestionList
            questions={list}
            companyName={company?.name ?? ''}
            isOwner={company !== undefined}
            timeZone="local"
          />
        )
      }
    </BusinessSettingsPage>
  );
}
