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
 * order for its owner), each answered or edited in place (docs/decisions/101). Its owner's only:
 * the API answers anyone with the public questions, so the page waits for the owner's businesses
 * and shows anyone else the page's refusal.
 */
export function BusinessQuestionsPage({ params }: RouteComponentProps<{ id: string }>) {
  const t = useT();
  const companyId = Number(params.id);
  const known = Number.isInteger(companyId) && companyId > 0;
  const questions = useCompanyQuestions(companyId);
  const ownCompanies = useOwnCompanies();
  const company = ownCompanies.data?.find((c) => c.id === companyId);
  usePageMeta({ title: t('questions.businessTitle') });
  return (
    <BusinessSettingsPage
      companyId={companyId}
      known={known}
      query={{
        isPending: questions.isPending || ownCompanies.isPending,
        data: company ? questions.data : undefined,
        error: questions.error,
      }}
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
            isOwner
            timeZone="local"
          />
        )
      }
    </BusinessSettingsPage>
  );
}
