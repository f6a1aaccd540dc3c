import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VendorQuote } from '@/contract/message';
import { api } from '@/client/lib/api-client';

export const vendorQuotesQueryOptions = queryOptions({
  queryKey: ['vendor-quotes'],
  queryFn: () => api<VendorQuote[]>('/api/vendor-quotes'),
});

export function useVendorQuotes(enabled: boolean) {
  return useQuery({ ...vendorQuotesQueryOptions, enabled });
}
