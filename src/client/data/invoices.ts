import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceInput, OfflinePayment } from '@/contract/invoice';
import { api } from '@/client/lib/api-client';
import type { RealtimeDomain } from './cache-writing';

/** A quote's invoices (issue 35): the customer's sent ones, or the business's own, drafts too. */
export const invoiceKeys = {
  all: ['invoices'] as const,
  quote: (quoteId: number) => ['invoices', 'quote', quoteId] as const,
};

/** An invoice changed on the other side: the quote's invoices are asked again. */
export const invoiceRealtime = {
  name: 'invoices',
  writers: {
    invoice: (client, { quoteId }) => {
      void client.invalidateQueries({ queryKey: invoiceKeys.quote(quoteId) });
    },
  },
  afterReconnect: [invoiceKeys.all],
} satisfies RealtimeDomain;

export function useQuoteInvoices(quoteId: number) {
  return useQuery({
    queryKey: invoiceKeys.quote(quoteId),
    queryFn: () => api.GET('/api/quotes/{quoteId}/invoices', { params: { path: { quoteId } } }),
  });
}

/** Every invoice action answers the invoice as it now is: it replaces its copy in the list. */
function useInvoiceMutation<V>(quoteId: number, call: (variables: V) => Promise<Invoice>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (invoice) =>
      queryClient.setQueryData<Invoice[]>(invoiceKeys.quote(quoteId), (list = []) =>
        list.some((i) => i.id === invoice.id)
          ? list.map((i) => (i.id === invoice.id ? invoice : i))
          : [...list, invoice],
      ),
  });
}

const byId = (id: number) => ({ params: { path: { id } } });
const claimPath = (id: number, claimId: number) => ({ params: { path: { id, claimId } } });

/** The business's actions on its invoices of one quote. */
export function useBusinessInvoiceActions(quoteId: number, companyId: number) {
  return {
    create: useInvoiceMutation(quoteId, () =>
      api.POST('/api/quotes/{quoteId}/companies/{companyId}/invoices', {
        params: { path: { quoteId, companyId } },
        body: {},
      }),
    ),
    update: useInvoiceMutation(quoteId, ({ id, body }: { id: number; body: InvoiceInput }) =>
      api.PUT('/api/invoices/{id}', { ...byId(id), body }),
    ),
    send: useInvoiceMutation(quoteId, (id: number) =>
      api.POST('/api/invoices/{id}/send', byId(id)),
    ),
    void: useInvoiceMutation(quoteId, (id: number) =>
      api.POST('/api/invoices/{id}/void', byId(id)),
    ),
    recordPayment: useInvoiceMutation(
      quoteId,
      ({ id, body }: { id: number; body: OfflinePayment }) =>
        api.POST('/api/invoices/{id}/payments', { ...byId(id), body }),
    ),
    confirmClaim: useInvoiceMutation(quoteId, ({ id, claimId }: { id: number; claimId: number }) =>
      api.POST('/api/invoices/{id}/payment-claims/{claimId}/confirm', claimPath(id, claimId)),
    ),
    declineClaim: useInvoiceMutation(
      quoteId,
      ({ id, claimId, reason }: { id: number; claimId: number; reason: string }) =>
        api.POST('/api/invoices/{id}/payment-claims/{claimId}/decline', {
          ...claimPath(id, claimId),
          body: { reason },
        }),
    ),
  };
}

/** The customer's "I paid" (for the balance), with a note for the business. */
export function useClaimPayment(quoteId: number) {
  return useInvoiceMutation(quoteId, ({ id, note }: { id: number; note: string }) =>
    api.POST('/api/invoices/{id}/payment-claims', { ...byId(id), body: { note } }),
  );
}

/**
 * The customer pays the balance by card: the server makes the Stripe Checkout page and the browser
 * goes there. The invoice changes only when Stripe's webhook says it was paid.
 */
export function useStartCheckout() {
  return useMutation({
    mutationFn: (id: number) => api.POST('/api/invoices/{id}/checkout', byId(id)),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}

/** Where an invoice's PDF is read (the two parties only; the browser sends the session). */
export const invoicePdfUrl = (id: number) => `/api/invoices/${id}/pdf`;
