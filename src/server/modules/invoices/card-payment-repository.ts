import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LedgerKind } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import {
  companies,
  companyPaymentAccounts,
  invoiceCheckouts,
  invoiceDisputes,
  invoices,
  paymentLedger,
  paymentProviderEvents,
} from '@/server/db/schema';

export const STRIPE = 'stripe';

export type PaymentAccountRow = typeof companyPaymentAccounts.$inferSelect;
export type DisputeRow = typeof invoiceDisputes.$inferSelect;

export async function findPaymentAccount(db: Executor, companyId: number) {
  const [row] = await db
    .select()
    .from(companyPaymentAccounts)
    .where(eq(companyPaymentAccounts.companyId, companyId));
  return row;
}

/** Keeps the first account stored for the company (a concurrent onboarding made the same one). */
export async function insertPaymentAccount(
  db: Executor,
  companyId: number,
  accountId: string,
): Promise<PaymentAccountRow> {
  await db.insert(companyPaymentAccounts).values({ companyId, accountId }).onConflictDoNothing();
  return (await findPaymentAccount(db, companyId))!;
}

/** The account's flags as of an event, unless a later event already set them (out of order). */
export async function updatePaymentAccount(
  db: Executor,
  accountId: string,
  flags: Pick<PaymentAccountRow, 'chargesEnabled' | 'payoutsEnabled' | 'detailsSubmitted'>,
  asOf: Date,
): Promise<void> {
  await db
    .update(companyPaymentAccounts)
    .set({ ...flags, flagsAsOf: asOf, updatedAt: sql`now()` })
    .where(
      and(
        eq(companyPaymentAccounts.accountId, accountId),
        sql`(${companyPaymentAccounts.flagsAsOf} IS NULL OR ${companyPaymentAccounts.flagsAsOf} <= ${asOf.toISOString()}::timestamptz)`,
      ),
    );
}

/** The newest Checkout page of the invoice for this amount that is still open for a while. */
export async function findOpenCheckout(db: Executor, invoiceId: number, amountCents: number) {
  const [row] = await db
    .select()
    .from(invoiceCheckouts)
    .where(
      and(
        eq(invoiceCheckouts.invoiceId, invoiceId),
        eq(invoiceCheckouts.amountCents, amountCents),
        gt(invoiceCheckouts.expiresAt, sql`now() + interval '5 minutes'`),
      ),
    )
    .orderBy(desc(invoiceCheckouts.id))
    .limit(1);
  return row;
}

/** The id the next checkout row will have: the idempotency key of the call that makes it. */
export async function nextCheckoutId(db: Executor): Promise<number> {
  const { rows } = await db.execute<{ nextval: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('invoice_checkouts', 'id'))`,
  );
  return Number(rows[0]!.nextval);
}

export async function insertCheckout(
  db: Executor,
  row: typeof invoiceCheckouts.$inferInsert & { id: number },
): Promise<void> {
  await db.insert(invoiceCheckouts).values(row);
}

/**
 * Marks a provider event handled; false when it already was (the caller then changes nothing).
 * Run inside the transaction that applies the event, so both happen or neither does.
 */
export async function claimProviderEvent(
  tx: Executor,
  eventId: string,
  type: string,
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentProviderEvents)
    .values({ provider: STRIPE, eventId, type })
    .onConflictDoNothing()
    .returning({ eventId: paymentProviderEvents.eventId });
  return inserted.length === 1;
}

/** An invoice row locked until the transaction ends, or undefined. */
export async function lockInvoice(tx: Executor, invoiceId: number) {
  const [row] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for('update');
  return row;
}

/** The invoice a provider payment was recorded on. */
export async function findInvoiceOfPayment(tx: Executor, providerPaymentId: string) {
  const [row] = await tx
    .select({ invoiceId: paymentLedger.invoiceId })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, STRIPE),
        eq(paymentLedger.providerPaymentId, providerPaymentId),
        eq(paymentLedger.kind, 'payment'),
      ),
    );
  return row?.invoiceId ?? undefined;
}

/** What was refunded of one provider payment, leaving out the refunds with that reference. */
export async function providerPaymentSums(
  tx: Executor,
  providerPaymentId: string,
  exceptReference: string,
) {
  const [row] = await tx
    .select({
      refunded: sql<number>`coalesce(sum(${paymentLedger.amountCents}) FILTER (WHERE ${paymentLedger.kind} = 'refund' AND ${paymentLedger.reference} <> ${exceptReference}), 0)::int`,
    })
    .from(paymentLedger)
    .where(
      and(
        eq(paymentLedger.provider, STRIPE),
        eq(paymentLedger.providerPaymentId, providerPaymentId),
      ),
    );
  return row!;
}

/** The invoice's card payments, newest first, each with what is left to refund of it. */
export async function refundableCardPayments(db: Executor, invoiceId: number) {
  return db
    .select({
      providerPaymentId: sql<string>`${paymentLedger.providerPaymentId}`,
      refundable: sql<number>`(sum(${paymentLedger.amountCents}) FILTER (WHERE ${paymentLedger.kind} = 'payment')
        - coalesce(sum(${paymentLedger.amountCents}) FILTER (WHERE ${paymentLedger.kind} = 'refund'), 0))::int`,
    })
    .from(paymentLedger)
    .where(and(eq(paymentLedger.invoiceId, invoiceId), eq(paymentLedger.provider, STRIPE)))
    .groupBy(paymentLedger.providerPaymentId)
    .having(sql`bool_or(${paymentLedger.kind} = 'payment')`)
    .orderBy(desc(sql`max(${paymentLedger.id})`));
}

/** A ledger row written from a provider event; a payment or fee already there is kept as it is. */
export async function insertProviderLedgerEntry(
  tx: Executor,
  entry: {
    companyId: number;
    invoiceId: number;
    currency: string;
    kind: LedgerKind;
    amountCents: number;
    providerPaymentId: string;
    providerEventId: string;
    reference: string;
  },
): Promise<boolean> {
  const inserted = await tx
    .insert(paymentLedger)
    .values({
      ...entry,
      method: 'card',
      provider: STRIPE,
      receivedOn: sql`(now() at time zone 'UTC')::date`,
    })
    .onConflictDoNothing()
    .returning({ id: paymentLedger.id });
  return inserted.length === 1;
}

/** Writes what the provider says of a dispute, whichever of its events comes first. */
export async function upsertDispute(
  tx: Executor,
  dispute: Omit<DisputeRow, 'closedAt'> & { closed: boolean },
): Promise<void> {
  const { closed, ...values } = dispute;
  const closedAt = closed ? sql`now()` : null;
  await tx
    .insert(invoiceDisputes)
    .values({ ...values, closedAt })
    .onConflictDoUpdate({
      target: invoiceDisputes.providerDisputeId,
      // A dispute closes once; a late "created" event does not reopen it.
      set: {
        status: sql`CASE WHEN ${invoiceDisputes.closedAt} IS NULL THEN excluded.status ELSE ${invoiceDisputes.status} END`,
        closedAt: sql`coalesce(${invoiceDisputes.closedAt}, ${closedAt})`,
        amountCents: sql`excluded.amount_cents`,
        reason: sql`excluded.reason`,
      },
    });
}

/** The fee the app asked for on a Checkout session, if it made that session. */
export async function feeOfCheckout(tx: Executor, providerSessionId: string) {
  const [row] = await tx
    .select({ feeCents: invoiceCheckouts.feeCents })
    .from(invoiceCheckouts)
    .where(eq(invoiceCheckouts.providerSessionId, providerSessionId));
  return row?.feeCents;
}

export async function latestOpenDispute(tx: Executor, invoiceId: number) {
  const [row] = await tx
    .select({ id: invoiceDisputes.providerDisputeId })
    .from(invoiceDisputes)
    .where(and(eq(invoiceDisputes.invoiceId, invoiceId), eq(invoiceDisputes.status, 'open')))
    .limit(1);
  return row;
}

export async function findDisputeStatus(tx: Executor, providerDisputeId: string) {
  const [row] = await tx
    .select({ status: invoiceDisputes.status })
    .from(invoiceDisputes)
    .where(eq(invoiceDisputes.providerDisputeId, providerDisputeId));
  return row?.status;
}

/** Open disputes, oldest first, with their invoice and business. */
export async function listOpenDisputes(db: Executor) {
  return db
    .select({ dispute: invoiceDisputes, invoice: invoices, companyName: companies.name })
    .from(invoiceDisputes)
    .innerJoin(invoices, eq(invoices.id, invoiceDisputes.invoiceId))
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoiceDisputes.status, 'open'))
    .orderBy(asc(invoiceDisputes.openedAt))
    .limit(200);
}

/** Invoices by id after `afterId`, a page at a time (the ledger check). */
export async function invoicesAfter(db: Executor, afterId: number, limit: number) {
  return db
    .select()
    .from(invoices)
    .where(gt(invoices.id, afterId))
    .orderBy(asc(invoices.id))
    .limit(limit);
}

/** Which of these invoices have an open dispute. */
export async function openDisputeInvoiceIds(db: Executor, invoiceIds: number[]) {
  const rows = await db
    .selectDistinct({ invoiceId: invoiceDisputes.invoiceId })
    .from(invoiceDisputes)
    .where(and(inArray(invoiceDisputes.invoiceId, invoiceIds), eq(invoiceDisputes.status, 'open')));
  return new Set(rows.map((row) => row.invoiceId));
}

/** Provider fee rows with no payment of the same provider payment beside them. */
export async function orphanFees(db: Executor) {
  const payments = alias(paymentLedger, 'payments');
  return db
    .select({
      id: paymentLedger.id,
      invoiceId: paymentLedger.invoiceId,
      providerPaymentId: paymentLedger.providerPaymentId,
    })
    .from(paymentLedger)
    .leftJoin(
      payments,
      and(
        eq(payments.kind, 'payment'),
        eq(payments.provider, paymentLedger.provider),
        eq(payments.providerPaymentId, paymentLedger.providerPaymentId),
      ),
    )
    .where(
      and(eq(paymentLedger.kind, 'fee'), isNotNull(paymentLedger.provider), isNull(payments.id)),
    );
}
