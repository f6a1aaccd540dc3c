import PDFDocument from 'pdfkit';
import type { Invoice } from '@/contract/invoice';
import type { Locale } from '@/contract/locale';
import { formatUsd } from '@/contract/money';
import { translatorFor } from '@/server/platform/i18n';
import { longDate, METHOD_LABELS, STATUS_LABELS } from './invoice-text';

export interface Letterhead {
  companyName: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  customerFirstName: string;
  customerLastName: string;
  quoteName: string;
  /** The business's logo as a PNG, drawn within `logoBox` (points) at the top right. */
  logo: Buffer | null;
  logoBox: { width: number; height: number };
}

const MARGIN = 50;
const WIDTH = 612 - 2 * MARGIN; // US Letter
/** The lines table's columns: x and width. */
const COLUMNS = {
  description: [MARGIN, 270],
  quantity: [MARGIN + 280, 60],
  unit: [MARGIN + 345, 75],
  amount: [MARGIN + 425, WIDTH - 425],
} as const;

/** "8.25 %" from basis points, without floating point. */
const percent = (bp: number) =>
  `${Math.floor(bp / 100)}${bp % 100 ? `.${String(bp % 100).padStart(2, '0')}`.replace(/0$/, '') : ''} %`;

/**
 * The invoice as a PDF (pdfkit, its built-in Helvetica), in the reader's language: both parties,
 * the lines, discount, tax, total, the payments in the ledger and the balance.
 */
export function renderInvoicePdf(
  invoice: Invoice,
  head: Letterhead,
  locale: Locale,
): Promise<Buffer> {
  const t = translatorFor(locale);
  const title = `${t(invoice.isDeposit ? 'Deposit invoice' : 'Invoice')} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: MARGIN,
    info: { Title: title, Author: head.companyName },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  if (head.logo) {
    const { width, height } = head.logoBox;
    doc.image(head.logo, MARGIN + WIDTH - width, MARGIN, { fit: [width, height], align: 'right' });
  }
  doc
    .font('Helvetica-Bold')
    .fontSize(20)
    .text(title, MARGIN, MARGIN, {
      width: WIDTH - head.logoBox.width - 10,
    });
  doc.font('Helvetica').fontSize(10).moveDown(0.3);
  // Beside the logo: the header's lines stop short of it.
  const beside = { width: WIDTH - head.logoBox.width - 10 };
  doc.text(`${t('Status')}: ${t(STATUS_LABELS[invoice.status])}`, beside);
  const issued = (invoice.sentAt ?? invoice.createdAt).slice(0, 10);
  doc.text(`${t('Issued')}: ${longDate(issued, locale)}`, beside);
  const due = invoice.dueDate ? longDate(invoice.dueDate, locale) : t('On receipt');
  doc.text(`${t('Due date')}: ${due}`, beside);
  doc.text(`${t('Quote')}: ${head.quoteName}`, beside);

  const top = doc.moveDown().y;
  doc.font('Helvetica-Bold').text(t('From'), MARGIN, top);
  doc.font('Helvetica').text(head.companyName).text(head.address);
  doc.text(`${head.city}, ${head.state} ${head.zip}`).text(head.phone);
  const leftEnd = doc.y;
  doc.font('Helvetica-Bold').text(t('Bill to'), MARGIN + WIDTH / 2, top);
  doc.font('Helvetica').text(`${head.customerFirstName} ${head.customerLastName}`);
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, doc.y) + 20;

  const row = (cells: [string, string, string, string], bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    let bottom = y;
    (Object.keys(COLUMNS) as Array<keyof typeof COLUMNS>).forEach((key, i) => {
      const [x, width] = COLUMNS[key];
      doc.text(cells[i]!, x, y, { width, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
    });
    doc.x = MARGIN;
    doc.y = bottom + 4;
  };
  row([t('Description'), t('Quantity'), t('Unit price'), t('Amount')], true);
  for (const line of invoice.lines) {
    row([
      line.description,
      String(line.quantity),
      formatUsd(line.unitPriceCents),
      formatUsd(line.amountCents),
    ]);
  }

  doc.moveDown(0.5);
  const figure = (label: string, cents: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    doc.text(label, COLUMNS.quantity[0], y, { width: 135, align: 'right' });
    doc.text(formatUsd(cents), COLUMNS.amount[0], y, { width: COLUMNS.amount[1], align: 'right' });
    doc.x = MARGIN;
  };
  figure(t('Subtotal'), invoice.subtotalCents);
  if (invoice.discountCents > 0) figure(t('Discount'), -invoice.discountCents);
  figure(`${t('Tax')} (${percent(invoice.taxRateBp)})`, invoice.taxCents);
  if (invoice.depositCreditCents > 0) figure(t('Less deposit'), -invoice.depositCreditCents);
  figure(t('Total'), invoice.totalCents, true);
  figure(t('Amount paid'), invoice.paidCents);
  figure(t('Balance due'), invoice.balanceCents, true);

  const moves = invoice.ledger.filter((e) => e.kind === 'payment' || e.kind === 'refund');
  if (moves.length > 0) {
    doc.moveDown().font('Helvetica-Bold').text(t('Payments'), MARGIN);
    doc.font('Helvetica');
    for (const entry of moves) {
      const sign = entry.kind === 'refund' ? -1 : 1;
      const parts = [
        longDate(entry.receivedOn, locale),
        t(METHOD_LABELS[entry.method]),
        entry.reference,
        formatUsd(sign * entry.amountCents),
      ];
      doc.text(parts.filter(Boolean).join(' · '));
    }
  }
  if (invoice.notes) {
    doc.moveDown().font('Helvetica-Bold').text(t('Notes'), MARGIN);
    doc.font('Helvetica').text(invoice.notes, { width: WIDTH });
  }
  doc.end();
  return done;
}
