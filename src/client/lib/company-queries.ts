import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyDetails, CompanyImage } from '../../contract/company';
import { api } from './api-client';

export const companyQueryOptions = (companyId: number) =>
  queryOptions({
    queryKey: ['companies', companyId],
    queryFn: () => api<CompanyDetails>(`/api/companies/${companyId}`),
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

export function useCompanyImages(companyId: number) {
  return useQuery({
    ...companyImagesQueryOptions(companyId),
    enabled: Number.isInteger(companyId) && companyId > 0,
  });
}
