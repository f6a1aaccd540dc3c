import { describeTiming, labelledAnswers } from '@/contract/job';
import { LEAD_EXPIRY_HOURS } from '@/contract/lead';
import type { Executor } from '@/server/db/client';
import type { AnyJob } from '@/server/platform/jobs';
import { roundMiles } from '../geo';
import {
  notify,
  type NotifyDeps,
  VENDOR_INBOX_PATH,
  vendorConversationPath,
} from '../notifications';
import { objectUrl } from '../objects';
import { allowsEmail } from '../users';
import { quoteRequestEmail, quoteRequestText } from './emails';
import { findRequestQuote, findRequestRecipients } from './job-repository';
import { findQuoteImages } from './quote-repository';

/**
 * How a business hears of a new request: a quote its customer sent it ('quote'), or a matched
 * request offered to it as a lead it accepts or passes (docs/decisions/042).
 */
export type RequestKind = 'quote' | 'lead';

/**
 * Tells the owners of these businesses about a submitted request (unlisted businesses are
 * skipped): each gets a notification, and the e-mails and texts their settings want are returned.
 * Read inside the transaction that sends the request (after its job is saved), so the
 * notifications are written and the jobs queued in it too.
 */
export async function newRequestNotices(
  tx: Executor,
  deps: NotifyDeps,
  quoteId: number,
  companyIds: number[],
  kind: RequestKind,
): Promise<AnyJob[]> {
  if (companyIds.length === 0) return [];
  const quote = await findRequestQuote(tx, quoteId);
  if (!quote) return [];
  const images = await findQuoteImages(tx, quoteId);
  const recipients = await findRequestRecipients(tx, companyIds, quote.job_zip);
  // In the order given (the quote's businesses in the order chosen, leads best match first).
  recipients.sort((a, b) => companyIds.indexOf(a.companyId) - companyIds.indexOf(b.companyId));

  const notices: AnyJob[] = [];
  for (const { companyId, companyName, ownerId, place, milesAway, owner } of recipients) {
    const distance = roundMiles(milesAway);
    // A lead is answered among the business's leads; a quote in its conversation.
    const path = kind === 'lead' ? VENDOR_INBOX_PATH : vendorConversationPath(quoteId, companyId);
    await notify(deps, tx, {
      userId: ownerId,
      kind: kind === 'lead' ? 'lead' : 'request',
      title:
        kind === 'lead'
          ? `New lead for ${companyName}`
          : `New request from ${quote.customer_first_name}`,
      body: quote.quote_name,
      link: path,
    });
    const request = {
      companyName,
      customerFirstName: quote.customer_first_name,
      quoteName: quote.quote_name,
      description: quote.description,
      link: `${deps.config.appUrl}${path}`,
      where: place
        ? `${quote.job_zip} (${place})${distance === null ? '' : `, ${distance} mi from ${companyName}`}`
        : null,
      when: describeTiming(quote.timing, quote.timing_date, owner.locale),
      answers: labelledAnswers(quote.category_slug, quote.answers, owner.locale),
      photoLinks: images.map((i) => `${deps.config.appUrl}${objectUrl(i.objectId)}`),
      ...(kind === 'lead' ? { answerWithinHours: LEAD_EXPIRY_HOURS } : {}),
    };
    if (allowsEmail(owner, 'quotes')) {
      notices.push({
        name: 'deliver.email',
        data: quoteRequestEmail(owner.email, owner.firstName, request, owner.locale),
      });
    }
    if (owner.textNotifications && owner.phoneNumber) {
      notices.push({
        name: 'deliver.sms',
        data: { to: owner.phoneNumber, text: quoteRequestText(request, owner.locale) },
      });
    }
  }
  return notices;
}
