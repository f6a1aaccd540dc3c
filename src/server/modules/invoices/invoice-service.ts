import {
  ALREADY_VOID_MESSAGE,
  BELOW_DEPOSIT_MESSAGE,
  CLAIM_DONE_MESSAGE,
  CLAIM_NOT_FOUND_MESSAGE,
  CLAIM_OPEN_MESSAGE,
  DEPOSIT_DEDUCTED_MESSAGE,
  DISCOUNT_TOO_HIGH_MESSAGE,
  HAS_PAYMENTS_MESSAGE,
  INVOICE_BUSINESS_ONLY_MESSAGE,
  INVOICE_CURRENCY,
  INVOICE_CUSTOMER_ONLY_MESSAGE,
  INVOICE_NOT_FOUND_MESSAGE,
  type Invoice,
  type InvoiceInput,
  type InvoiceLineInput,
  invoiceTotals,
  MAX_INVOICE_CENTS,
  NO_ESTIMATE_MESSAGE,
  NOT_DRAFT_MESSAGE,
  NOT_HIRED_MESSAGE,
  NOT_PAYABLE_MESSAGE,
  NOTHING_DUE_MESSAGE,
  type OfflineMethod,
  type OfflinePayment,
  OVER_BALANCE_MESSAGE,
  type PaymentMethod,
  TOTAL_TOO_HIGH_MESSAGE,
} from '@/contract/invoice';
import type { Locale } from '@/contract/locale';
import type { AppConfig } from '@/server/config';
import type { Database, Executor } from '@/server/db/client';
import { badRequest, conflict, forbidden, notFound } from '@/server/platform/errors';
import type { JobQueue } from '@/server/platform/jobs';
import type { SessionUser } from '@/server/platform/session';
import type { ObjectStorage } from '@/server/platform/storage/object-storage';
import { customerQuotePath, vendorConversationPath } from '../notifications';
import { readObjectAsPng } from '../objects';
import { findEmailRecipient } from '../users';
import { claimDeclinedEmail, invoiceSentEmail, paymentClaimEmail } from './invoice-emails';
import { publishInvoice } from './invoice-events';
import { renderInvoicePdf } from './invoice-pdf';
import {
  type ClaimRow,
  deleteOpenClaim,
  findClaim,
  findDepositToDeduct,
  findInvoiceLetterhead,
  findInvoiceParts,
  findInvoiceWithOwner,
  findInvoicingParties,
  findLatestEstimate,
  findOpenClaim,
  findQuoteAccess,
  insertClaim,
  insertInvoice,
  insertLedgerEntry,
  type InvoiceRow,
  isDepositDeducted,
  type LedgerRow,
  listInvoicesOfQuote,
  markClaimConfirmed,
  replaceLines,
  takeInvoiceNumber,
  updateInvoiceRow,
} from './invoice-repository';
import { paidFromLedger, settleStatus } from './invoice-status';

export type InvoiceDeps = { db: Database; jobs: JobQueue; config: AppConfig };

const QUOTE_NOT_FOUND = 'Quote not found';
/** What an estimate's "includes" may keep as a line's description. */
const MAX_DESCRIPTION = 500;

export const invoiceNumber = (row: Pick<InvoiceRow, 'year' | 'sequence'>) =>
  `INV-${row.year}-${String(row.sequence).padStart(4, '0')}`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

type Parts = Awaited<ReturnType<typeof findInvoiceParts>>;

function toInvoice(invoice: InvoiceRow, companyName: string, parts: Parts): Invoice {
  const lines = parts.lines.filter((l) => l.invoiceId === invoice.id);
  const ledger = parts.ledger.filter((e) => e.invoiceId === invoice.id);
  const claims = parts.claims.filter((c) => c.invoiceId === invoice.id);
  const totals = invoiceTotals({ ...invoice, lines });
  const paidCents = paidFromLedger(ledger);
  return {
    id: invoice.id,
    number: invoiceNumber(invoice),
    quoteId: invoice.quoteId,
    companyId: invoice.companyId,
    companyName,
    customerId: invoice.customerId,
    estimateId: invoice.estimateId,
    isDeposit: invoice.isDeposit,
    depositInvoiceId: invoice.depositInvoiceId,
    depositCreditCents: invoice.depositCreditCents,
    status: invoice.status,
    currency: invoice.currency,
    lines: lines.map((line, i) => ({
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      amountCents: totals.amounts[i]!,
    })),
    taxRateBp: invoice.taxRateBp,
    discountCents: invoice.discountCents,
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    totalCents: totals.totalCents,
    paidCents,
    balanceCents: totals.totalCents - paidCents,
    notes: invoice.notes,
    dueDate: invoice.dueDate,
    sentAt: iso(invoice.sentAt),
    voidedAt: iso(invoice.voidedAt),
    createdAt: invoice.createdAt.toISOString(),
    ledger: ledger.map((e) => ({
      id: e.id,
      kind: e.kind,
      amountCents: e.amountCents,
      currency: e.currency,
      method: e.method,
      reference: e.reference,
      receivedOn: e.receivedOn,
      recordedAt: e.recordedAt.toISOString(),
    })),
    acceptsCards: parts.cardTakers.has(invoice.companyId),
    claims: claims.map((c: ClaimRow) => ({
      id: c.id,
      amountCents: c.amountCents,
      method: c.method as Invoice['claims'][number]['method'],
      note: c.note,
      createdAt: c.createdAt.toISOString(),
      confirmedAt: iso(c.confirmedAt),
    })),
  };
}

export async function readInvoice(
  db: Executor,
  row: InvoiceRow,
  companyName: string,
): Promise<Invoice> {
  return toInvoice(row, companyName, await findInvoiceParts(db, [row.id]));
}

/**
 * The first line of every invoice operation: the invoice and its owner, or 404 for anyone
 * who is neither its business's owner nor its customer (and for the customer while it is a draft,
 * which is the business's alone). `business`/`customer` narrows to one side: the other gets 403.
 */
export async function requireInvoice(
  tx: Executor,
  user: SessionUser,
  invoiceId: number,
  { lock = false, only }: { lock?: boolean; only?: 'business' | 'customer' } = {},
) {
  const found = await findInvoiceWithOwner(tx, invoiceId, lock);
  if (!found) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  const side =
    found.ownerId === user.id
      ? 'business'
      : found.invoice.customerId === user.id && found.invoice.status !== 'draft'
        ? 'customer'
        : null;
  if (!side) throw notFound(INVOICE_NOT_FOUND_MESSAGE);
  if (only && side !== only) {
    throw forbidden(
      only === 'business' ? INVOICE_BUSINESS_ONLY_MESSAGE : INVOICE_CUSTOMER_ONLY_MESSAGE,
    );
  }
  return found;
}

/**
 * The lines' figures must stay within what an invoice may total, the discount within the lines,
 * and the lines at least the deposit the invoice deducts.
 */
function checkFigures(
  input: Pick<InvoiceInput, 'lines' | 'taxRateBp' | 'discountCents'> & {
    depositCreditCents: number;
  },
) {
  const totals = invoiceTotals(input);
  if (input.discountCents > totals.subtotalCents) {
    throw badRequest(DISCOUNT_TOO_HIGH_MESSAGE, { discountCents: DISCOUNT_TOO_HIGH_MESSAGE });
  }
  if (totals.totalCents < 0) throw badRequest(BELOW_DEPOSIT_MESSAGE);
  if (totals.totalCents > MAX_INVOICE_CENTS) throw badRequest(TOTAL_TOO_HIGH_MESSAGE);
}

/** What an estimate's "includes" becomes as a line's description. */
export const lineDescription = (includes: string) =>
  includes.length > MAX_DESCRIPTION ? `${includes.slice(0, MAX_DESCRIPTION - 1)}…` : includes;

/** The accepted estimate as invoice lines (a range is billed at its low end; docs/payments.md). */
function linesOfEstimate(
  estimate: NonNullable<Awaited<ReturnType<typeof findLatestEstimate>>>,
): InvoiceLineInput[] {
  const description = lineDescription(estimate.includes);
  switch (estimate.priceType) {
    case 'fixed':
      return [{ description, quantity: 1, unitPriceCents: estimate.priceCents! }];
    case 'range':
      return [{ description, quantity: 1, unitPriceCents: estimate.minCents! }];
    case 'hourly':
      return [
        {
          description,
          quantity: estimate.estimatedHours!,
          unitPriceCents: estimate.hourlyRateCents!,
        },
      ];
  }
}

/**
 * The hired business turns its accepted estimate (its last revision) into a draft invoice, in one
 * step: the lines are copied, the number is the company's next for the year, and the deposit
 * invoiced at hire, if no other invoice deducts it, comes off its total.
 */
export async function createInvoice(
  db: Database,
  user: SessionUser,
  quoteId: number,
  companyId: number,
  dueDate: string | null,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const parties = await findInvoicingParties(tx, quoteId, companyId);
    if (!parties) throw notFound(QUOTE_NOT_FOUND);
    if (parties.ownerId !== user.id) {
      if (parties.customerId === user.id) throw forbidden(INVOICE_BUSINESS_ONLY_MESSAGE);
      throw notFound(QUOTE_NOT_FOUND);
    }
    if (parties.hiredCompanyId !== companyId) throw conflict(NOT_HIRED_MESSAGE);
    const estimate = await findLatestEstimate(tx, quoteId, companyId);
    if (!estimate) throw conflict(NO_ESTIMATE_MESSAGE);
    const lines = linesOfEstimate(estimate);
    // The number first: its counter row makes concurrent creations take turns, so only one of
    // them finds the deposit not deducted yet.
    const number = await takeInvoiceNumber(tx, companyId);
    const deposit = await findDepositToDeduct(tx, quoteId, companyId);
    const depositCreditCents = deposit
      ? (await readInvoice(tx, deposit, parties.companyName)).totalCents
      : 0;
    checkFigures({ lines, taxRateBp: 0, discountCents: 0, depositCreditCents });
    const row = await insertInvoice(tx, {
      quoteId,
      companyId,
      customerId: parties.customerId,
      estimateId: estimate.id,
      currency: INVOICE_CURRENCY,
      dueDate,
      depositInvoiceId: deposit?.id ?? null,
      depositCreditCents,
      ...number,
    });
    await replaceLines(tx, row.id, lines);
    return readInvoice(tx, row, parties.companyName);
  });
}

export async function getInvoice(db: Executor, user: SessionUser, invoiceId: number) {
  const { invoice, companyName } = await requireInvoice(db, user, invoiceId);
  return readInvoice(db, invoice, companyName);
}

/** The logo's box on the PDF, in points (drawn from a PNG of twice that, for print). */
const LOGO_BOX = { width: 120, height: 60 };

/** The invoice as a PDF for one of its two parties, in the reader's language, with the logo. */
export async function getInvoicePdf(
  deps: { db: Database; storage: ObjectStorage },
  user: SessionUser,
  invoiceId: number,
  locale: Locale,
): Promise<{ number: string; pdf: Buffer }> {
  const invoice = await getInvoice(deps.db, user, invoiceId);
  const letterhead = await findInvoiceLetterhead(deps.db, invoiceId);
  const logo =
    letterhead.logoObjectId === null
      ? null
      : await readObjectAsPng(deps.db, deps.storage, letterhead.logoObjectId, {
          width: LOGO_BOX.width * 2,
          height: LOGO_BOX.height * 2,
        });

  const pdf = await renderInvoicePdf(invoice, { ...letterhead, logo, logoBox: LOGO_BOX }, locale);
  return { number: invoice.number, pdf };
}

/** A quote's invoices: the customer's (all but drafts), or those of the caller's own companies. */
export async function listQuoteInvoices(
  db: Database,
  user: SessionUser,
  quoteId: number,
): Promise<Invoice[]> {
  const access = await findQuoteAccess(db, quoteId, user.id);
  if (!access) throw notFound(QUOTE_NOT_FOUND);
  const isCustomer = access.customerId === user.id;
  if (!isCustomer && access.ownedCompanyIds.length === 0) throw notFound(QUOTE_NOT_FOUND);
  const rows = await listInvoicesOfQuote(db, quoteId, isCustomer ? null : access.ownedCompanyIds);
  const parts = await findInvoiceParts(
    db,
    rows.map((r) => r.invoice.id),
  );
  return rows.map((r) => toInvoice(r.invoice, r.companyName, parts));
}

/** The business rewrites its draft: lines, tax rate, discount, notes, due date. */
export async function updateInvoice(
  db: Database,
  user: SessionUser,
  invoiceId: number,
  input: InvoiceInput,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const { invoice } = await requireInvoice(tx, user, invoiceId, { lock: true, only: 'business' });
    if (invoice.status !== 'draft') throw conflict(NOT_DRAFT_MESSAGE);
    checkFigures({ ...input, depositCreditCents: invoice.depositCreditCents });
    const { lines, ...fields } = input;
    await updateInvoiceRow(tx, invoiceId, fields);
    await replaceLines(tx, invoiceId, lines);
    return getInvoice(tx, user, invoiceId);
  });
}

/** E-mails the customer, in their language, that an invoice was sent to them (by their setting). */
export async function emailSentInvoice(
  tx: Executor,
  deps: InvoiceDeps,
  invoice: Invoice,
  quoteName: string,
): Promise<void> {
  const customer = await findEmailRecipient(tx, invoice.customerId, 'quotes');
  if (!customer) return;
  const mail = invoiceSentEmail(customer, {
    number: invoice.number,
    isDeposit: invoice.isDeposit,
    companyName: invoice.companyName,
    quoteName,
    totalCents: invoice.totalCents,
    dueDate: invoice.dueDate,
    link: `${deps.config.appUrl}${customerQuotePath(invoice.quoteId)}`,
  });
  await deps.jobs.enqueue('deliver.email', mail, { tx });
}

/** The business sends its draft: the customer gets it by e-mail, in their language. */
export async function sendInvoice(
  deps: InvoiceDeps,
  user: SessionUser,
  invoiceId: number,
): Promise<Invoice> {
  return deps.db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'business',
    });
    if (invoice.status !== 'draft') throw conflict(NOT_DRAFT_MESSAGE);
    const before = await readInvoice(tx, invoice, companyName);
    if (before.totalCents <= 0) throw conflict(NOTHING_DUE_MESSAGE);
    await updateInvoiceRow(tx, invoiceId, { status: 'sent', sentAt: new Date() });
    const parties = (await findInvoicingParties(tx, invoice.quoteId, invoice.companyId))!;
    const sent = await getInvoice(tx, user, invoiceId);
    await emailSentInvoice(tx, deps, sent, parties.quoteName);
    return publishInvoice(tx, sent, ownerId);
  });
}

/** The business voids a draft or an unpaid invoice; its number stays taken (no gaps, no reuse). */
export async function voidInvoice(
  db: Database,
  user: SessionUser,
  invoiceId: number,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'business',
    });
    if (invoice.status === 'void') throw conflict(ALREADY_VOID_MESSAGE);
    if ((await readInvoice(tx, invoice, companyName)).paidCents !== 0) {
      throw conflict(HAS_PAYMENTS_MESSAGE);
    }
    if (invoice.isDeposit && (await isDepositDeducted(tx, invoiceId))) {
      throw conflict(DEPOSIT_DEDUCTED_MESSAGE);
    }
    await updateInvoiceRow(tx, invoiceId, { status: 'void', voidedAt: new Date() });
    return publishInvoice(tx, await getInvoice(tx, user, invoiceId), ownerId);
  });
}

/**
 * Writes a payment of a locked, open invoice to the ledger, at most its balance, and moves the
 * invoice to partly paid or paid as the ledger now says.
 */
async function recordLedgerPayment(
  tx: Executor,
  user: SessionUser,
  invoice: InvoiceRow,
  companyName: string,
  payment: { amountCents: number; method: PaymentMethod; reference: string; receivedOn: string },
): Promise<LedgerRow> {
  const before = await readInvoice(tx, invoice, companyName);
  if (invoice.status !== 'sent' && invoice.status !== 'partly_paid') {
    throw conflict(NOT_PAYABLE_MESSAGE);
  }
  if (payment.amountCents > before.balanceCents) {
    throw badRequest(OVER_BALANCE_MESSAGE, { amountCents: OVER_BALANCE_MESSAGE });
  }
  const entry = await insertLedgerEntry(tx, {
    companyId: invoice.companyId,
    invoiceId: invoice.id,
    kind: 'payment',
    currency: invoice.currency,
    recordedBy: user.id,
    ...payment,
  });
  await settleStatus(tx, invoice);
  return entry;
}

/** The business records a payment it received outside QuoteLocal (cash, check, transfer, other). */
export async function recordOfflinePayment(
  db: Database,
  user: SessionUser,
  invoiceId: number,
  payment: OfflinePayment,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'business',
    });
    await recordLedgerPayment(tx, user, invoice, companyName, payment);
    return publishInvoice(tx, await getInvoice(tx, user, invoiceId), ownerId);
  });
}

/**
 * The customer says "I paid" (the balance unless told), once at a time; the business's owner hears
 * of it by e-mail, in their language, to confirm it.
 */
export async function claimPayment(
  deps: InvoiceDeps,
  user: SessionUser,
  invoiceId: number,
  claim: { note: string; method: OfflineMethod; amountCents?: number | undefined },
): Promise<Invoice> {
  return deps.db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'customer',
    });
    if (invoice.status !== 'sent' && invoice.status !== 'partly_paid') {
      throw conflict(NOT_PAYABLE_MESSAGE);
    }
    if (await findOpenClaim(tx, invoiceId)) throw conflict(CLAIM_OPEN_MESSAGE);
    const { balanceCents, number } = await readInvoice(tx, invoice, companyName);
    const amountCents = claim.amountCents ?? balanceCents;
    if (amountCents > balanceCents) {
      throw badRequest(OVER_BALANCE_MESSAGE, { amountCents: OVER_BALANCE_MESSAGE });
    }
    await insertClaim(tx, { invoiceId, amountCents, method: claim.method, note: claim.note });
    const owner = await findEmailRecipient(tx, ownerId, 'quotes');
    if (owner) {
      const mail = paymentClaimEmail(owner, {
        number,
        customerFirstName: user.firstName,
        amountCents,
        method: claim.method,
        note: claim.note,
        link: `${deps.config.appUrl}${vendorConversationPath(invoice.quoteId, invoice.companyId)}`,
      });
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return publishInvoice(tx, await getInvoice(tx, user, invoiceId), ownerId);
  });
}

/** The business confirms the customer's "I paid": it becomes a ledger payment of that day. */
export async function confirmClaim(
  db: Database,
  user: SessionUser,
  invoiceId: number,
  claimId: number,
): Promise<Invoice> {
  return db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'business',
    });
    const claim = await findClaim(tx, invoiceId, claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    if (claim.confirmedAt) throw conflict(CLAIM_DONE_MESSAGE);
    const entry = await recordLedgerPayment(tx, user, invoice, companyName, {
      amountCents: claim.amountCents,
      method: claim.method,
      reference: claim.note.slice(0, 200),
      receivedOn: claim.createdAt.toISOString().slice(0, 10),
    });
    await markClaimConfirmed(tx, claimId, entry.id);
    return publishInvoice(tx, await getInvoice(tx, user, invoiceId), ownerId);
  });
}

/**
 * The business did not get the money the customer told of: the open notice goes (it never was a
 * payment; the ledger is untouched), the customer may say "I paid" again, and is e-mailed the
 * reason in their language. Also how a notice left open by a payment recorded by hand is closed.
 */
export async function declineClaim(
  deps: InvoiceDeps,
  user: SessionUser,
  invoiceId: number,
  claimId: number,
  reason: string,
): Promise<Invoice> {
  return deps.db.transaction(async (tx) => {
    const { invoice, companyName, ownerId } = await requireInvoice(tx, user, invoiceId, {
      lock: true,
      only: 'business',
    });
    const claim = await findClaim(tx, invoiceId, claimId);
    if (!claim) throw notFound(CLAIM_NOT_FOUND_MESSAGE);
    if (claim.confirmedAt) throw conflict(CLAIM_DONE_MESSAGE);
    await deleteOpenClaim(tx, claimId);
    const customer = await findEmailRecipient(tx, invoice.customerId, 'quotes');
    if (customer) {
      const mail = claimDeclinedEmail(customer, {
        number: invoiceNumber(invoice),
        companyName,
        amountCents: claim.amountCents,
        reason,
        link: `${deps.config.appUrl}${customerQuotePath(invoice.quoteId)}`,
      });
      await deps.jobs.enqueue('deliver.email', mail, { tx });
    }
    return publishInvoice(tx, await getInvoice(tx, user, invoiceId), ownerId);
  });
}
