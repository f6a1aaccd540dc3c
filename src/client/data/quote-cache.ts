import type { QueryClient } from '@tanstack/react-query';
import type { Outcome, VendorQuote } from '@/contract/message';
import type { JobDone, Quote, QuoteListResponse, QuoteStage, QuoteStatus } from '@/contract/quote';
import type { Withdrawal } from '@/contract/withdrawal';
import { patch, patchAll, type RealtimeDomain } from './cache-writing';
import { quoteKeys } from './quotes';
import { vendorQuoteKeys } from './vendor';

/**
 * A quote's lifecycle events written into the cache: a hire, a job done, a request closed before
 * a hire (docs/decisions/012, 020). The customer's quote and My Quotes, the business's inbox.
 */

/** The inbox with one request changed by `change`; undefined when it is not listed. */
export function withInboxEntry(
  inbox: readonly VendorQuote[],
  quoteId: number,
  companyId: number,
  change: (entry: VendorQuote) => VendorQuote,
): VendorQuote[] | undefined {
  const matches = (r: VendorQuote) => r.quoteId === quoteId && r.companyId === companyId;
  return inbox.some(matches) ? inbox.map((r) => (matches(r) ? change(r) : r)) : undefined;
}

/** My Quotes with one quote changed, on every cached page. */
export function patchQuoteLists(
  client: QueryClient,
  quoteId: number,
  change: (item: QuoteListResponse['data'][number]) => QuoteListResponse['data'][number],
): void {
  patchAll<QuoteListResponse>(client, quoteKeys.lists, (page) => ({
    ...page,
    data: page.data.map((q) => (q.id === quoteId ? change(q) : q)),
  }));
}

/** What `quote_hired`, `quote_closed` and `job_done` may say; each says some of it. */
interface QuoteChange {
  quoteId: number;
  /** The conversation's business (to a business), or the hired one (to the customer). */
  companyId?: number | undefined;
  status?: QuoteStatus | undefined;
  stage?: QuoteStage | undefined;
  hiredAt?: string | undefined;
  outcome?: Outcome | undefined;
  jobDone?: JobDone | undefined;
  withdrawal?: Withdrawal | undefined;
  customerGone?: boolean | undefined;
}

/**
 * A hire, a job done or a request closed before a hire (withdrawn, or its customer gone): the
 * quote (customer) and the inbox entry (business), where cached.
 */
function applyQuoteChange(client: QueryClient, change: QuoteChange): void {
  const { quoteId, companyId, status, stage, hiredAt, outcome, jobDone, withdrawal, customerGone } =
    change;
  patch<Quote>(client, quoteKeys.detail(quoteId), (quote) => ({
    ...quote,
    status: status ?? quote.status,
    stage: stage ?? quote.stage,
    ...(hiredAt && companyId !== undefined ? { hiredCompanyId: companyId, hiredAt } : {}),
    ...(jobDone !== undefined ? { jobDone } : {}),
    ...(withdrawal ? { withdrawal } : {}),
  }));
  // Stages and their counts change: My Quotes asks again (only a list on screen refetches).
  void client.invalidateQueries({ queryKey: quoteKeys.lists });
  if (companyId === undefined) return;
  patch<VendorQuote[]>(client, vendorQuoteKeys.all, (inbox) =>
    withInboxEntry(inbox, quoteId, companyId, (r) => ({
      ...r,
      status: status ?? r.status,
      outcome: outcome ?? r.outcome,
      jobDone: jobDone !== undefined ? jobDone : r.jobDone,
      withdrawal: withdrawal ?? r.withdrawal,
      customerGone: customerGone ?? r.customerGone,
    })),
  );
  // The hired business now sees the job's address.
  if (outcome === 'hired') {
    void client.invalidateQueries({ queryKey: vendorQuoteKeys.job(quoteId, companyId) });
  }
}

export const quoteRealtime = {
  name: 'quotes',
  writers: {
    quote_hired: (client, event) => applyQuoteChange(client, event),
    quote_closed: (client, event) => applyQuoteChange(client, event),
    job_done: (client, event) => applyQuoteChange(client, event),
  },
  afterReconnect: [quoteKeys.all, vendorQuoteKeys.all],
} satisfies RealtimeDomain;
