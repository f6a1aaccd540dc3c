import { randomUUID } from 'node:crypto';
import {
  NOT_CONNECTED_MESSAGE,
  NOTHING_TO_REFUND_MESSAGE,
  type PaymentAccount,
} from '@/contract/card-payment';
import {
  INVOICE_NOT_FOUND_MESSAGE,
  mulDivRoundingHalfUp,
  NOT_PAYABLE_MESSAGE,
} from '@/contract/invoice';
import type { AppConfig } from '@/server/config';
import type { Database } from '@/server/db/client';
import { conflict, notFound } from '@/server/platform/errors';
import { isAdmin, type SessionUser } from '@/server/platform/session';
import { requireCompanyOwner } from '../companies';
import { customerQuotePath } from '../notifications';
import {
  findOpenCheckout,
  findPaymentAccount,
  insertCheckout,
  insertPaymentAccount,
  listOpenDisputes,
  nextCheckoutId,
  type PaymentAccountRow,
  refundableCardPayments,
} from './card-payment-repository';
import { findInvoiceWithOwner } from './invoice-repository';
import { invoiceNumber, readInvoice, requireInvoice } from './invoice-service';
import { requireStripe } from './stripe-client';

type Deps = { db: Database; config: AppConfig };

function toPaymentAccount(row: PaymentAccountRow | undefined): PaymentAccount {
  if (!row) {
    return {
      status: 'not_connected',
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    };
  }
  return {
    status: row.chargesEnabled ? 'active' : 'pending',
    chargesEnabled: row.chargesEnabled,
    payoutsEnabled: row.payoutsEnabled,
    detailsSubmitted: row.detailsSubmitted,
  };
}

/** The owner's view of their business's Stripe account, as the last `account.updated` said. */
export async function getPaymentAccount(deps: Deps, user: SessionUser, companyId: number) {
  requireStripe(deps.config);
  await requireCompanyOwner(deps.db, companyId, user);
  return toPaymentAccount(await findPaymentAccount(deps.db, companyId));
}

/**
 * The owner starts (or resumes) Stripe onboarding: the business's connected account is made once
 * (an idempotency key per business, and the first stored one kept), and a fresh onboarding link
 * is returned each time (Stripe's links are single-use).
 */
export async function startOnboarding(deps: Deps, user: SessionUser, companyId: number) {
  const { stripe } = requireStripe(deps.config);
  await requireCompanyOwner(deps.db, companyId, user);
  let account = await findPaymentAccount(deps.db, companyId);
  if (!account) {
    const created = await stripe.accounts.create(
      {
        type: 'express',
        email: user.email,
        capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
        metadata: { company_id: String(companyId) },
      },
      { idempotencyKey: `connect-account-company-${companyId}` },
    );
    account = await insertPaymentAccount(deps.db, companyId, created.id);
  }
  const back = `${deps.config.appUrl}/profile`;
  const link = await stripe.accountLinks.create(
    { account: account.accountId, type: 'account_onboarding', refresh_url: back, return_url: back },
    { idempotencyKey: `account-link-${companyId}-${randomUUID()}` },
  );
  return { ...toPaymentAccount(account), onboardingUrl: link.url };
}

/** How long a Checkout page stays open (Stripe's minimum is 30 minutes). */
const CHECKOUT_SECONDS = 3600;

/**
 * The customer pays the invoice's balance through Stripe Checkout: a destination charge to the
 * business's account with the platform's fee as the application fee. The page for the same
 * balance is handed out again while it is open; a new one is made with the id of its row as the
 * idempotency key. Nothing is paid until Stripe's webhook says so.
 */
export async function startCheckout(deps: Deps, user: SessionUser, invoiceId: number) {
  const { stripe, settings } = requireStripe(deps.config);
  return deps.db.transaction(async (tx) => {
    const { invoice, companyName } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'customer',
    });
    if (invoice.status !== 'sent' && invoice.status !== 'partly_paid') {
      throw conflict(NOT_PAYABLE_MESSAGE);
    }
    const account = await findPaymentAccount(tx, invoice.companyId);
    if (!account?.chargesEnabled) throw conflict(NOT_CONNECTED_MESSAGE);
    const { balanceCents } = await readInvoice(tx, invoice, companyName);
    const open = await findOpenCheckout(tx, invoiceId, balanceCents);
    if (open)
      return { url: open.url, amountCents: open.amountCents, expiresAt: iso(open.expiresAt) };

    const id = await nextCheckoutId(tx);
    const feeCents = mulDivRoundingHalfUp(balanceCents, settings.feeBasisPoints, 10_000);
    const back = `${deps.config.appUrl}${customerQuotePath(invoice.quoteId)}`;
    const metadata = { invoice_id: String(invoiceId) };
    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: String(invoiceId),
        customer_email: user.email,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: invoice.currency.toLowerCase(),
              unit_amount: balanceCents,
              product_data: { name: `${invoiceNumber(invoice)} · ${companyName}` },
            },
          },
        ],
        payment_intent_data: {
          application_fee_amount: feeCents,
          transfer_data: { destination: account.accountId },
          metadata,
        },
        metadata,
        // The conversation named, so the page keeps the address (and its notice) as it opens.
        success_url: `${back}?company=${invoice.companyId}&payment=done`,
        cancel_url: back,
        expires_at: Math.floor(Date.now() / 1000) + CHECKOUT_SECONDS,
      },
      { idempotencyKey: `invoice-checkout-${id}` },
    );
    const expiresAt = new Date(session.expires_at * 1000);
    await insertCheckout(tx, {
      id,
      invoiceId,
      amountCents: balanceCents,
      feeCents,
      providerSessionId: session.id,
      url: session.url!,
      expiresAt,
    });
    return { url: session.url!, amountCents: balanceCents, expiresAt: iso(expiresAt) };
  });
}

const iso = (date: Date) => date.toISOString();

/**
 * The business (or an admin) refunds card payments of an invoice, the newest first, all that is
 * left of them when no amount is given. Each refund's idempotency key comes from the caller's key,
 * so a retried request refunds once; the ledger shows a refund when Stripe's webhook confirms it.
 */
export async function refundCardPayments(
  deps: Deps,
  user: SessionUser,
  invoiceId: number,
  input: { amountCents?: number | undefined; idempotencyKey: string },
) {
  const { stripe } = requireStripe(deps.config);
  if (isAdmin(user, deps.config.adminEmails)) {
    if (!(await findInvoiceWithOwner(deps.db, invoiceId, false))) {
      throw notFound(INVOICE_NOT_FOUND_MESSAGE);
    }
  } else {
    await requireInvoice(deps.db, user, invoiceId, { only: 'business' });
  }
  const payments = await refundableCardPayments(deps.db, invoiceId);
  const refundable = payments.reduce((sum, p) => sum + Math.max(p.refundable, 0), 0);
  const amount = input.amountCents ?? refundable;
  if (amount <= 0 || amount > refundable) throw conflict(NOTHING_TO_REFUND_MESSAGE);

  const refunds = [];
  let left = amount;
  for (const payment of payments) {
    const part = Math.min(left, payment.refundable);
    if (part <= 0) continue;
    const refund = await stripe.refunds.create(
      {
        payment_intent: payment.providerPaymentId,
        amount: part,
        // A destination charge: the business's transfer comes back with it; the fee stays.
        reverse_transfer: true,
        metadata: { invoice_id: String(invoiceId) },
      },
      {
        idempotencyKey: `invoice-refund-${invoiceId}-${input.idempotencyKey}-${payment.providerPaymentId}`,
      },
    );
    refunds.push({ id: refund.id, amountCents: refund.amount, status: refund.status ?? 'pending' });
    left -= part;
    if (left === 0) break;
  }
  return refunds;
}

/** The admins' queue of open card disputes, oldest first. */
export async function listDisputes(db: Database) {
  const rows = await listOpenDisputes(db);
  return rows.map(({ dispute, invoice, companyName }) => ({
    id: dispute.providerDisputeId,
    status: dispute.status,
    amountCents: dispute.amountCents,
    reason: dispute.reason,
    openedAt: iso(dispute.openedAt),
    invoiceId: invoice.id,
    invoiceNumber: invoiceNumber(invoice),
    companyId: invoice.companyId,
    companyName,
    customerId: invoice.customerId,
  }));
}
