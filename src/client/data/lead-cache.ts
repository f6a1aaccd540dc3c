import type { RealtimeDomain } from './cache-writing';
import { invalidateAll } from './cache-writing';
import { comparisonKeys } from './estimates';
import { leadKeys } from './leads';
import { conversationKeys } from './message-keys';
import { quoteKeys } from './quotes';

/**
 * Matched requests (docs/decisions/042): their events name what changed and the cache asks for it
 * again.
 */
export const leadRealtime = {
  name: 'leads',
  writers: {
    // A matched request offered to one of my businesses: its leads are asked again.
    new_lead: (client, event) => {
      void client.invalidateQueries({ queryKey: leadKeys.offered(event.companyId) });
    },
    // A business accepted the customer's matched request: the quote's match, its conversations
    // and comparison gain that business (the event names it only).
    lead_accepted: (client, { quoteId }) =>
      invalidateAll(client, [
        quoteKeys.detail(quoteId),
        conversationKeys.list(quoteId),
        comparisonKeys.quote(quoteId),
        quoteKeys.lists,
      ]),
  },
  afterReconnect: [leadKeys.all],
} satisfies RealtimeDomain;
