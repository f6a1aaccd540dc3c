import { z } from 'zod';
import {
  type Invoice,
  invoiceInputSchema,
  OFFLINE_METHODS,
  offlinePaymentSchema,
} from '@/contract/invoice';
import { dollarsOfCents } from '@/contract/money';

/**
 * The invoice forms type dollars, percents and quantities as text; each form's schema turns them
 * into the API's numbers (integer cents, basis points) and then checks them with the contract's own
 * schema, so the rules and messages are the server's. A field keeps the API's name: an error of
 * `unitPriceCents` lands under the unit price typed in dollars.
 */

/** "1,200.50" → 120050; anything but dollars with at most two decimals → NaN (the schema says why). */
export function centsOfDollars(text: string): number {
  const plain = text.replace(/[$,\s]/g, '');
  return /^\d{1,9}(\.\d{1,2})?$/.test(plain) ? Math.round(Number(plain) * 100) : NaN;
}

const orZero = (text: string) => (text.trim() === '' ? '0' : text);
const numberOf = (text: string) => (text.trim() === '' ? NaN : Number(text));

export type InvoiceFormValues = {
  lines: { description: string; quantity: string; unitPriceCents: string }[];
  /** Percent, e.g. "8.25". */
  taxRateBp: string;
  discountCents: string;
  notes: string;
  /** "" is due on receipt. */
  dueDate: string;
};

export const invoiceFormSchema = z
  .object({
    lines: z.array(
      z.object({ description: z.string(), quantity: z.string(), unitPriceCents: z.string() }),
    ),
    taxRateBp: z.string(),
    discountCents: z.string(),
    notes: z.string(),
    dueDate: z.string(),
  })
  .transform((v) => ({
    lines: v.lines.map((line) => ({
      description: line.description,
      quantity: numberOf(line.quantity),
      unitPriceCents: centsOfDollars(line.unitPriceCents),
    })),
    taxRateBp: centsOfDollars(orZero(v.taxRateBp)),
    discountCents: centsOfDollars(orZero(v.discountCents)),
    notes: v.notes,
    dueDate: v.dueDate === '' ? null : v.dueDate,
  }))
  .pipe(invoiceInputSchema);

export const invoiceFormValues = (invoice: Invoice): InvoiceFormValues => ({
  lines: invoice.lines.map((line) => ({
    description: line.description,
    quantity: String(line.quantity),
    unitPriceCents: dollarsOfCents(line.unitPriceCents),
  })),
  // Basis points are hundredths of a percent, as cents are of a dollar.
  taxRateBp: dollarsOfCents(invoice.taxRateBp),
  discountCents: dollarsOfCents(invoice.discountCents),
  notes: invoice.notes,
  dueDate: invoice.dueDate ?? '',
});

export type PaymentFormValues = {
  method: (typeof OFFLINE_METHODS)[number];
  amountCents: string;
  receivedOn: string;
  reference: string;
};

export const paymentFormSchema = z
  .object({
    method: z.enum(OFFLINE_METHODS),
    amountCents: z.string(),
    receivedOn: z.string(),
    reference: z.string(),
  })
  .transform((v): z.input<typeof offlinePaymentSchema> => ({
    ...v,
    amountCents: centsOfDollars(v.amountCents),
  }))
  .pipe(offlinePaymentSchema);

/** Today in the browser's zone, as YYYY-MM-DD. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
