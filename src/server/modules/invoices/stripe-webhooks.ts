import type Stripe from 'stripe';
import { BAD_SIGNATURE_MESSAGE, type DisputeStatus } from '@/contract/card-payment';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, HttpError } from '@/server/platform/errors';
import {
  claimProviderEvent,
  feeOfCheckout,
  findDisputeStatus,
  findInvoiceOfPayment,
  insertProviderLedgerEntry,
  lockInvoice,
  providerPaymentSums,
  updatePaymentAccount,
  upsertDispute,
} from './card-payment-repository';
import { publishInvoice } from './invoice-events';
import { findInvoiceWithOwner, type InvoiceRow } from './invoice-repository';
import { readInvoice } from './invoice-service';
import { settleStatus } from './invoice-status';
import { requireStripe } from './stripe-client';

/** A lost dispute's ledger refund: told apart from refunds, which `charge.refunded` counts. */
export const DISPUTE_LOST_REFERENCE = 'Dispute lost';

/**
 * An event about a payment this app cannot place yet (an event that came before the one that
 * names its invoice): 503, so Stripe delivers it again later, and nothing is marked handled.
 */
const notYet = () => new HttpError(503, 'Event not yet applicable; send it again later.');

/**
 * POST /api/webhooks/stripe: the signature over the raw body is checked with the SDK (a bad one
 * is 400 and changes nothing), then the event is applied in one transaction with the row that
 * marks its id handled, so each event changes money once whatever Stripe redelivers.
 */
export async function receiveStripeEvent(
  deps: { db: Database; config: AppConfig },
  rawBody: Buffer,
  signature: string | undefined,
): Promise<{ received: true; duplicate: boolean }> {
  const { stripe, settings } = requireStripe(deps.config);
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature ?? '', settings.webhookSecret);
  } catch {
    throw badRequest(BAD_SIGNATURE_MESSAGE);
  }
  const fresh = await deps.db.transaction(async (tx) => {
    if (!(await claimProviderEvent(tx, event.id, event.type))) return false;
    const changed = await applyEvent(tx, event);
    if (changed) await settleAndPublish(tx, changed);
    return true;
  });
  return { received: true, duplicate: !fresh };
}

/**
 * The invoice's status from its ledger, then an `invoice` event to its two parties (on commit):
 * once per webhook that changed its money or disputes.
 */
async function settleAndPublish(tx: Executor, invoice: InvoiceRow): Promise<void> {
  await settleStatus(tx, invoice);
  const settled = (await findInvoiceWithOwner(tx, invoice.id, false))!;
  await publishInvoice(
    tx,
    await readInvoice(tx, settled.invoice, settled.companyName),
    settled.ownerId,
  );
}

/** Applies an event; answers the invoice whose money or disputes it changed, if any. */
async function applyEvent(tx: Executor, event: Stripe.Event): Promise<InvoiceRow | undefined> {
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      await updatePaymentAccount(
        tx,
        account.id,
        {
          chargesEnabled: account.charges_enabled ?? false,
          payoutsEnabled: account.payouts_enabled ?? false,
          detailsSubmitted: account.details_submitted ?? false,
        },
        new Date(event.created * 1000),
      );
      return undefined;
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.payment_status !== 'paid' || !session.payment_intent) return undefined;
      const paid = await recordCardPayment(tx, event.id, {
        invoiceId: Number(session.metadata?.invoice_id),
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        // The fee the app asked Stripe for on that session.
        feeCents: (await feeOfCheckout(tx, session.id)) ?? 0,
      });
      return paid?.added ? paid.invoice : undefined;
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      const paid = await recordCardPayment(tx, event.id, {
        invoiceId: Number(intent.metadata.invoice_id),
        paymentIntentId: intent.id,
        amountCents: intent.amount_received,
        feeCents: intent.application_fee_amount ?? 0,
      });
      return paid?.added ? paid.invoice : undefined;
    }
    case 'charge.refunded':
      return recordChargeRefunds(tx, event.id, event.data.object);
    case 'charge.dispute.created':
    case 'charge.dispute.updated':
    case 'charge.dispute.closed':
      return recordDispute(tx, event.id, event.data.object);
    default:
      // Other events are acknowledged and marked handled: nothing here depends on them.
      return undefined;
  }
}

const idOf = (value: string | { id: string }) => (typeof value === 'string' ? value : value.id);

/**
 * A card payment into the ledger with the platform's fee, once per PaymentIntent whichever event
 * tells of it first (the Checkout session's or the PaymentIntent's): its locked invoice, and
 * whether this event added it. A payment that names no invoice of this app (made elsewhere on the
 * Stripe account) is skipped: undefined.
 */
async function recordCardPayment(
  tx: Executor,
  eventId: string,
  payment: { invoiceId: number; paymentIntentId: string; amountCents: number; feeCents: number },
): Promise<{ invoice: InvoiceRow; added: boolean } | undefined> {
  if (!Number.isSafeInteger(payment.invoiceId)) return undefined;
  const invoice = await lockInvoice(tx, payment.invoiceId);
  if (!invoice) return undefined;
  const row = {
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    currency: invoice.currency,
    providerPaymentId: payment.paymentIntentId,
    providerEventId: eventId,
  };
  const added = await insertProviderLedgerEntry(tx, {
    ...row,
    kind: 'payment',
    amountCents: payment.amountCents,
    reference: 'Card',
  });
  if (added && payment.feeCents > 0) {
    await insertProviderLedgerEntry(tx, {
      ...row,
      kind: 'fee',
      amountCents: payment.feeCents,
      reference: 'Platform fee',
    });
  }
  return { invoice, added };
}

/**
 * The refunds Stripe made of a charge (its cumulative `amount_refunded`) beyond those recorded:
 * the invoice when this event added a row.
 */
async function recordChargeRefunds(
  tx: Executor,
  eventId: string,
  charge: Stripe.Charge,
): Promise<InvoiceRow | undefined> {
  if (!charge.payment_intent) return undefined;
  const paymentIntentId = idOf(charge.payment_intent);
  const invoiceId =
    (await findInvoiceOfPayment(tx, paymentIntentId)) ?? Number(charge.metadata.invoice_id);
  // A refund before the payment's own event: the charge says the payment happened.
  const paid = await recordCardPayment(tx, eventId, {
    invoiceId,
    paymentIntentId,
    amountCents: charge.amount_captured,
    feeCents: charge.application_fee_amount ?? 0,
  });
  if (!paid) return undefined;
  const { invoice } = paid;
  const { refunded } = await providerPaymentSums(tx, paymentIntentId, DISPUTE_LOST_REFERENCE);
  // An older charge.refunded after a newer one asks for less than is recorded: nothing to add.
  if (charge.amount_refunded <= refunded) return paid.added ? invoice : undefined;
  await insertProviderLedgerEntry(tx, {
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    currency: invoice.currency,
    kind: 'refund',
    amountCents: charge.amount_refunded - refunded,
    providerPaymentId: paymentIntentId,
    providerEventId: eventId,
    reference: 'Card refund',
  });
  return invoice;
}

const DISPUTE_OUTCOMES: Partial<Record<Stripe.Dispute.Status, DisputeStatus>> = {
  won: 'won',
  warning_closed: 'won',
  lost: 'lost',
};

/**
 * A dispute opened, changed or closed: the invoice is `disputed` while one is open (its status is
 * settled after); a lost one gives the disputed amount back to the customer in the ledger, once.
 */
async function recordDispute(
  tx: Executor,
  eventId: string,
  dispute: Stripe.Dispute,
): Promise<InvoiceRow> {
  if (!dispute.payment_intent) throw notYet();
  const paymentIntentId = idOf(dispute.payment_intent);
  const invoiceId = await findInvoiceOfPayment(tx, paymentIntentId);
  const invoice = invoiceId === undefined ? undefined : await lockInvoice(tx, invoiceId);
  if (!invoice) throw notYet();
  const status = DISPUTE_OUTCOMES[dispute.status] ?? 'open';
  const before = await findDisputeStatus(tx, dispute.id);
  await upsertDispute(tx, {
    providerDisputeId: dispute.id,
    invoiceId: invoice.id,
    providerPaymentId: paymentIntentId,
    status,
    amountCents: dispute.amount,
    reason: dispute.reason,
    openedAt: new Date(dispute.created * 1000),
    closed: status !== 'open',
  });
  if (status === 'lost' && before !== 'lost' && before !== 'won') {
    await insertProviderLedgerEntry(tx, {
      companyId: invoice.companyId,
      invoiceId: invoice.id,
      currency: invoice.currency,
      kind: 'refund',
      amountCents: dispute.amount,
      providerPaymentId: paymentIntentId,
      providerEventId: eventId,
      reference: DISPUTE_LOST_REFERENCE,
    });
  }
  return invoice;
}
