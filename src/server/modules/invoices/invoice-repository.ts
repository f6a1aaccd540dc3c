import { and, asc, desc, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { InvoiceLineInput, LedgerKind, PaymentMethod } from '@/contract/invoice';
import type { Executor } from '@/server/db/client';
import {
  companies,
  companyPaymentAccounts,
  estimates,
  invoiceCounters,
  invoiceLines,
  invoicePaymentClaims,
  invoices,
  paymentLedger,
  quoteCompanies,
  quotes,
  users,
} from '@/server/db/schema';

export type InvoiceRow = typeof invoices.$inferSelect;
export type LedgerRow = typeof paymentLedger.$inferSelect;
export type ClaimRow = typeof invoicePaymentClaims.$inferSelect;

/** A quote's conversation with a company: its customer, the company's owner and name, the hire. */
export async function findInvoicingParties(tx: Executor, quoteId: number, companyId: number) {
  const [row] = await tx
    .select({
      customerId: quotes.userId,
      quoteName: quotes.quoteName,
      hiredCompanyId: quotes.hiredCompanyId,
      ownerId: companies.ownerId,
      companyName: companies.name,
    })
    .from(quoteCompanies)
    .innerJoin(quotes, eq(quotes.id, quoteCompanies.quoteId))
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(quoteCompanies.companyId, companyId)));
  return row;
}

/** The company's last estimate revision for the quote: the price the customer accepted by hiring. */
export async function findLatestEstimate(tx: Executor, quoteId: number, companyId: number) {
  const [row] = await tx
    .select()
    .from(estimates)
    .where(and(eq(estimates.quoteId, quoteId), eq(estimates.companyId, companyId)))
    .orderBy(desc(estimates.revision))
    .limit(1);
  return row;
}

/**
 * The company's next invoice number this year (UTC). The upsert keeps the counter row locked until
 * the caller's transaction ends: concurrent invoices wait their turn, and a rolled-back one gives
 * its number back, so numbers have no gaps.
 */
export async function takeInvoiceNumber(
  tx: Executor,
  companyId: number,
): Promise<{ year: number; sequence: number }> {
  const year = sql<number>`extract(year from now() at time zone 'UTC')::int`;
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ companyId, year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: [invoiceCounters.companyId, invoiceCounters.year],
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
    })
    .returning({ year: invoiceCounters.year, sequence: invoiceCounters.lastNumber });
  return row!;
}

export async function insertInvoice(
  tx: Executor,
  values: Pick<
    typeof invoices.$inferInsert,
    | 'quoteId'
    | 'companyId'
    | 'customerId'
    | 'estimateId'
    | 'year'
    | 'sequence'
    | 'currency'
    | 'isDeposit'
    | 'depositInvoiceId'
    | 'depositCreditCents'
    | 'status'
    | 'sentAt'
  > & { dueDate: string | null },
): Promise<InvoiceRow> {
  const [row] = await tx.insert(invoices).values(values).returning();
  return row!;
}

/**
 * The conversation's deposit invoice that no invoice deducts yet (voided ones aside), locked:
 * the next invoice made from the estimate deducts it (docs/decisions/096).
 */
export async function findDepositToDeduct(tx: Executor, quoteId: number, companyId: number) {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.quoteId, quoteId),
        eq(invoices.companyId, companyId),
        eq(invoices.isDeposit, true),
        ne(invoices.status, 'void'),
        sql`NOT EXISTS (SELECT 1 FROM invoices b
          WHERE b.deposit_invoice_id = ${invoices.id} AND b.status <> 'void')`,
      ),
    )
    .for('update');
  return row;
}

/** Whether an invoice that is not void deducts this deposit. */
export async function isDepositDeducted(tx: Executor, depositInvoiceId: number) {
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.depositInvoiceId, depositInvoiceId), ne(invoices.status, 'void')))
    .limit(1);
  return row !== undefined;
}

/** Replaces an invoice's lines, in their order. */
export async function replaceLines(
  tx: Executor,
  invoiceId: number,
  lines: readonly InvoiceLineInput[],
): Promise<void> {
  await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoiceId));
  await tx.insert(invoiceLines).values(
    lines.map((line, position) => ({
      invoiceId,
      position,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
    })),
  );
}

/** An invoice, its company's owner and name; locked until the transaction ends when `lock`. */
export async function findInvoiceWithOwner(tx: Executor, invoiceId: number, lock: boolean) {
  const query = tx
    .select({ invoice: invoices, ownerId: companies.ownerId, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, invoiceId));
  const [row] = await (lock ? query.for('update', { of: invoices }) : query);
  return row;
}

export async function updateInvoiceRow(
  tx: Executor,
  invoiceId: number,
  set: Partial<
    Pick<
      typeof invoices.$inferInsert,
      'status' | 'taxRateBp' | 'discountCents' | 'notes' | 'dueDate' | 'sentAt' | 'voidedAt'
    >
  >,
): Promise<void> {
  await tx
    .update(invoices)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(invoices.id, invoiceId));
}

/**
 * Invoices of a quote with their company's name, oldest first: the customer's (`companyIds` null:
 * all but drafts) or those of the caller's companies (drafts too).
 */
export async function listInvoicesOfQuote(
  db: Executor,
  quoteId: number,
  companyIds: number[] | null,
) {
  return db
    .select({ invoice: invoices, companyName: companies.name })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(
      and(
        eq(invoices.quoteId, quoteId),
        companyIds === null
          ? ne(invoices.status, 'draft')
          : inArray(invoices.companyId, companyIds),
      ),
    )
    .orderBy(asc(invoices.id));
}

/** The caller's companies among a quote's, and the quote's customer (undefined: no such quote). */
export async function findQuoteAccess(db: Executor, quoteId: number, userId: number) {
  const [quote] = await db
    .select({ customerId: quotes.userId })
    .from(quotes)
    .where(eq(quotes.id, quoteId));
  if (!quote) return undefined;
  const owned = await db
    .select({ id: quoteCompanies.companyId })
    .from(quoteCompanies)
    .innerJoin(companies, eq(companies.id, quoteCompanies.companyId))
    .where(and(eq(quoteCompanies.quoteId, quoteId), eq(companies.ownerId, userId)));
  return { customerId: quote.customerId, ownedCompanyIds: owned.map((c) => c.id) };
}

/** The lines, ledger entries and payment notices of these invoices. */
export async function findInvoiceParts(db: Executor, invoiceIds: number[]) {
  if (invoiceIds.length === 0)
    return { lines: [], ledger: [], claims: [], cardTakers: new Set<number>() };
  // One after another: inside a transaction the three share one connection.
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(inArray(invoiceLines.invoiceId, invoiceIds))
    .orderBy(asc(invoiceLines.position));
  const ledger = await db
    .select()
    .from(paymentLedger)
    .where(inArray(paymentLedger.invoiceId, invoiceIds))
    .orderBy(asc(paymentLedger.id));
  const claims = await db
    .select()
    .from(invoicePaymentClaims)
    .where(inArray(invoicePaymentClaims.invoiceId, invoiceIds))
    .orderBy(asc(invoicePaymentClaims.id));
  // Only Stripe's verified `account.updated` sets the flag (docs/payments.md).
  const cardTakers = await db
    .selectDistinct({ companyId: companyPaymentAccounts.companyId })
    .from(companyPaymentAccounts)
    .innerJoin(invoices, eq(invoices.companyId, companyPaymentAccounts.companyId))
    .where(and(inArray(invoices.id, invoiceIds), eq(companyPaymentAccounts.chargesEnabled, true)));
  return { lines, ledger, claims, cardTakers: new Set(cardTakers.map((r) => r.companyId)) };
}

export async function insertLedgerEntry(
  tx: Executor,
  entry: {
    companyId: number;
    invoiceId: number;
    kind: LedgerKind;
    amountCents: number;
    currency: string;
    method: PaymentMethod;
    reference: string;
    receivedOn: string;
    recordedBy: number;
  },
): Promise<LedgerRow> {
  const [row] = await tx.insert(paymentLedger).values(entry).returning();
  return row!;
}

export async function insertClaim(
  tx: Executor,
  claim: { invoiceId: number; amountCents: number; method: PaymentMethod; note: string },
): Promise<void> {
  await tx.insert(invoicePaymentClaims).values(claim);
}

export async function findOpenClaim(tx: Executor, invoiceId: number) {
  const [row] = await tx
    .select({ id: invoicePaymentClaims.id })
    .from(invoicePaymentClaims)
    .where(
      and(eq(invoicePaymentClaims.invoiceId, invoiceId), isNull(invoicePaymentClaims.confirmedAt)),
    );
  return row;
}

export async function findClaim(tx: Executor, invoiceId: number, claimId: number) {
  const [row] = await tx
    .select()
    .from(invoicePaymentClaims)
    .where(
      and(eq(invoicePaymentClaims.id, claimId), eq(invoicePaymentClaims.invoiceId, invoiceId)),
    );
  return row;
}

export async function markClaimConfirmed(
  tx: Executor,
  claimId: number,
  ledgerEntryId: number,
): Promise<void> {
  await tx
    .update(invoicePaymentClaims)
    .set({ confirmedAt: sql`now()`, ledgerEntryId })
    .where(eq(invoicePaymentClaims.id, claimId));
}

/** An open notice that never became money goes; a confirmed one stays with its ledger payment. */
export async function deleteOpenClaim(tx: Executor, claimId: number): Promise<void> {
  await tx
    .delete(invoicePaymentClaims)
    .where(and(eq(invoicePaymentClaims.id, claimId), isNull(invoicePaymentClaims.confirmedAt)));
}

/** Who an invoice is from and to, as its PDF prints them. */
export async function findInvoiceLetterhead(db: Executor, invoiceId: number) {
  const [row] = await db
    .select({
      companyName: companies.name,
      address: companies.address,
      city: companies.city,
      state: companies.state,
      zip: companies.zip,
      phone: companies.phone,
      logoObjectId: companies.logoObjectId,
      customerFirstName: users.firstName,
      customerLastName: users.lastName,
      quoteName: quotes.quoteName,
    })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .innerJoin(users, eq(users.id, invoices.customerId))
    .innerJoin(quotes, eq(quotes.id, invoices.quoteId))
    .where(eq(invoices.id, invoiceId));
  return row!;
}
