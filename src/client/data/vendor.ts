import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/client/lib/api-client';

const vendorQuoteRoot = ['vendor-quotes'] as const;

export const vendorQuoteKeys = {
  /** The business owner's inbox of quote requests, and the prefix of each request's job. */
  all: vendorQuoteRoot,
  job: (quoteId: number, companyId: number) =>
    [...vendorQuoteRoot, 'job', quoteId, companyId] as const,
};

export const vendorQuotesQueryOptions = queryOptions({
  queryKey: vendorQuoteKeys.all,
  queryFn: () => api.GET('/api/vendor-quotes'),
});

export function useVendorQuotes(enabled: boolean) {
  return useQuery({ ...vendorQuotesQueryOptions, enabled });
}

export const vendorJobQueryOptions = (quoteId: number, companyId: number) =>
  queryOptions({
    queryKey: vendorQuoteKeys.job(quoteId, companyId),
    queryFn: () =>
      api.GET('/api/quotes/{quoteId}/companies/{companyId}/job', {
        params: { path: { quoteId, companyId } },
      }),
  });

/** The job of one request as this business sees it (the address once it is hired). */
export function useVendorJob(quoteId: number, companyId: number) {
  return useQuery(vendorJobQueryOptions(quoteId, companyId));
}
