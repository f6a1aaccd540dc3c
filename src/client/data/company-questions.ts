import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';
import type { RealtimeDomain } from './cache-writing';

/** Questions and answers on a company page (docs/decisions/101). */

export const questionKeys = {
  all: ['company-questions'] as const,
  company: (companyId: number) => ['company-questions', companyId] as const,
};

export const companyQuestionsQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: questionKeys.company(companyId),
    queryFn: () =>
      api.GET('/api/companies/{id}/questions', { params: { path: { id: companyId } } }),
  });

/** Not asked for an address that names no company (`/companies/not-a-number`: a 404 page). */
export const useCompanyQuestions = (companyId: number) =>
  useQuery({
    ...companyQuestionsQueryOptions(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });

/**
 * A question asked, answered or deleted: the asker's and the business's open pages ask for the
 * company's questions again (what each may see differs, so the event carries none).
 */
export const questionRealtime = {
  name: 'company-questions',
  writers: {
    company_question: (client, { companyId }) => {
      void client.invalidateQueries({ queryKey: questionKeys.company(companyId) });
    },
  },
  afterReconnect: [questionKeys.all],
} satisfies RealtimeDomain;

function useQuestionMutation<V>(companyId: number, call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionKeys.company(companyId) }),
  });
}

export const useAskQuestion = (companyId: number) =>
  useQuestionMutation(companyId, (body: string) =>
    api.POST('/api/companies/{id}/questions', {
      params: { path: { id: companyId } },
      body: { body },
    }),
  );

export const useAnswerQuestion = (companyId: number) =>
  useQuestionMutation(companyId, ({ id, body }: { id: number; body: string }) =>
    api.PUT('/api/questions/{id}/answer', { params: { path: { id } }, body: { body } }),
  );

export const useDeleteQuestion = (companyId: number) =>
  useQuestionMutation(companyId, (id: number) =>
    api.DELETE('/api/questions/{id}', { params: { path: { id } } }),
  );
