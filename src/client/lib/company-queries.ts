import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetails, CompanyImage } from '@/contract/company';
import { api, ApiError } from './api-client';

/**
 * The company, or null when there is none with this id: an answer the page shows ('Company Not
 * Found'), not a failure, so a page rendered on the server hydrates from it (docs/decisions/010).
 */
export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId],
    queryFn: async () => {
      try {
        return await api<CompanyDetails>(`/api/companies/${companyId}`);
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });

export function useCompany(companyId: number) {
  return useQuery({
    ...companyQueryOptions(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });
}

export const companyImagesQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId, 'images'],
    queryFn: () => api<CompanyImage[]>(`/api/companies/${companyId}/images`),
  });

/** `enabled` false: not needed (the company is known not to exist). */
export function useCompanyImages(companyId: number, enabled = true) {
  return useQuery({
    ...companyImagesQueryOptions(companyId),
    enabled: enabled && Number.isInteger(companyId) && companyId > 0,
  });
}
