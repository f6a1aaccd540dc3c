import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanySummary } from '@/contract/company';
import { api } from './api-client';
import { useUser } from './auth';

/** The signed-in user's companies, inactive ones included. */
export const ownCompaniesQueryOptions = queryOptions({
  queryKey: ['companies', 'mine'],
  queryFn: async () =>
    (await api<{ companies: CompanySummary[] }>('/api/companies/user')).companies,
});

export function useOwnCompanies() {
  const { data: user } = useUser();
  return useQuery({ ...ownCompaniesQueryOptions, enabled: Boolean(user) });
}

/** Whether the signed-in user lists a business (inactive ones count): an owner's screens. */
export function useOwnsCompany(): boolean {
  return (useOwnCompanies().data?.length ?? 0) > 0;
}
