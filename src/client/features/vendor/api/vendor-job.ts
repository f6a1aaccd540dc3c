import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorJob } from '@/contract/job';
import { api } from '@/client/lib/api-client';

export const vendorJobQueryOptions = (quoteId: number, companyId: number) =>
  queryOptions({
    queryKey: ['vendor-quotes', 'job', quoteId, companyId],
    queryFn: () => api<VendorJob>(`/api/quotes/${quoteId}/companies/${companyId}/job`),
  });

/** The job of one request as this business sees it (the address once it is hired). */
export function useVendorJob(quoteId: number, companyId: number) {
  return useQuery(vendorJobQueryOptions(quoteId, companyId));
}
