import type { AppConfig } from '@/server/config';
import type { Executor } from '@/server/db/client';
import type { JobQueue } from '@/server/platform/jobs';
import { publishRealtime } from '@/server/platform/realtime';
import { newRequestNotices } from './request-notices';
import type { Offer } from './matching-repository';

export interface OfferDeps {
  jobs: JobQueue;
  config: AppConfig;
}

/**
 * Tells each business a request was just offered to, inside the transaction that offered it: its
 * owner's inbox refreshes (realtime) and gets the e-mail and text of a new request, as its
 * settings allow, worded as a lead to accept or pass.
 */
export async function announceOffers(
  tx: Executor,
  deps: OfferDeps,
  offers: Offer[],
): Promise<void> {
  const byQuote = new Map<number, Offer[]>();
  for (const offer of offers) {
    byQuote.set(offer.quoteId, [...(byQuote.get(offer.quoteId) ?? []), offer]);
    await publishRealtime(tx, [offer.ownerId], {
      type: 'new_lead',
      quoteId: offer.quoteId,
      companyId: offer.companyId,
    });
  }
  for (const [quoteId, offered] of byQuote) {
    const companyIds = offered.map((o) => o.companyId);
    const notices = await newRequestNotices(tx, deps, quoteId, companyIds, 'lead');
    await deps.jobs.enqueueAll(notices, { tx });
  }
}
