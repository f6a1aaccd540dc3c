/**
 * The business's invoices in its conversation (src/client/components/invoices): the draft's form
 * turns dollars and percents into the API's integer cents and basis points, the total follows what
 * is typed, and each state offers only its actions. tests/e2e/invoices.test.ts covers the server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Invoice } from '@/contract/invoice';
import { BusinessInvoices } from '@/client/components/invoices/business-invoices';
import { answer, reply, requests, type SentRequest } from '../support/fake-api';
import { renderClient } from '../support/render-client';

function invoice(changes: Partial<Invoice> = {}): Invoice {
  return {
    id: 9,
    number: 'INV-2026-0003',
    quoteId: 31,
    companyId: 4,
    companyName: 'Acme Plumbing',
    customerId: 50,
    estimateId: 2,
    isDeposit: false,
    depositInvoiceId: null,
    depositCreditCents: 0,
    status: 'draft',
    currency: 'USD',
    lines: [{ description: 'New trap', quantity: 1, unitPriceCents: 45_000, amountCents: 45_000 }],
    taxRateBp: 0,
    discountCents: 0,
    subtotalCents: 45_000,
    taxCents: 0,
    totalCents: 45_000,
    paidCents: 0,
    balanceCents: 45_000,
    notes: '',
    dueDate: null,
    sentAt: null,
    voidedAt: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    ledger: [],
    acceptsCards: false,
    claims: [],
    ...changes,
  };
}

async function show(shown: Invoice) {
  answer('GET /api/quotes/31/invoices', [shown]);
  const { user } = renderClient(
    <BusinessInvoices quoteId={31} companyId={4} customerName="Jordan Lee" />,
  );
  const card = await screen.findByRole('article', { name: `Invoice ${shown.number}` });
  const buttons = () =>
    within(card)
      .queryAllByRole('button')
      .map((b) => b.textContent);
  return { card, user, buttons };
}

describe("the business's invoices", () => {
  it('edits a draft in dollars and percents and saves it in cents and basis points', async () => {
    const { card, user, buttons } = await show(invoice());
    expect(buttons()).toEqual(['Edit', 'Send invoice', 'Void']);
    await user.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit invoice INV-2026-0003' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    const line2 = within(dialog).getByRole('group', { name: 'Line 2' });
    await user.type(within(line2).getByLabelText('Description'), 'Valve');
    await user.clear(within(line2).getByLabelText('Quantity'));
    await user.type(within(line2).getByLabelText('Quantity'), '2.5');
    await user.type(within(line2).getByLabelText('Unit price'), '33.33');
    await user.type(within(dialog).getByLabelText('Tax rate (%)'), '8.25');
    await user.clear(within(dialog).getByLabelText('Discount'));
    await user.type(within(dialog).getByLabelText('Discount'), '1,000');
    // Only the server compares the discount with the lines: its message lands under the field.
    const tooHigh = 'The discount cannot be more than the lines’ total.';
    answer(
      'PUT /api/invoices/9',
      reply(400, { error: tooHigh, fields: { discountCents: tooHigh } }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    expect(await within(dialog).findByText(tooHigh, { selector: '[role=alert]' })).toBeTruthy();
    await user.clear(within(dialog).getByLabelText('Discount'));
    await user.type(within(dialog).getByLabelText('Discount'), '50');
    // 450 + round(33.33 × 2.5 = 83.325 → 83.33) = 533.33, less 50 = 483.33, tax 39.87: 523.20.
    expect(within(dialog).getByText('Total: $523.20')).toBeTruthy();
    answer('PUT /api/invoices/9', invoice({ totalCents: 52_320 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(requests('PUT /api/invoices/9')).toHaveLength(2));
    const [, sent] = requests('PUT /api/invoices/9') as [SentRequest, SentRequest];
    expect(sent.body).toEqual({
      lines: [
        { description: 'New trap', quantity: 1, unitPriceCents: 45_000 },
        { description: 'Valve', quantity: 2.5, unitPriceCents: 3_333 },
      ],
      taxRateBp: 825,
      discountCents: 5_000,
      notes: '',
      dueDate: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers Confirm and Decline on a customer\'s "I paid", and declines it with a reason', async () => {
    const claim = {
      id: 3,
      amountCents: 45_000,
      method: 'other' as const,
      note: 'Zelle',
      createdAt: '2026-11-21T10:00:00.000Z',
      confirmedAt: null,
    };
    const { card, user, buttons } = await show(invoice({ status: 'sent', claims: [claim] }));
    expect(buttons()).toEqual(['Confirm payment', 'Decline', 'Record a payment', 'Void']);
    expect(card.textContent).toContain('Jordan Lee says they paid $450.');
    await user.click(within(card).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the payment notice' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByText(/Tell the customer why/)).toBeTruthy();
    answer('POST /api/invoices/9/payment-claims/3/decline', invoice({ status: 'sent' }));
    await user.type(within(dialog).getByLabelText('Reason'), 'Nothing arrived yet');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() =>
      expect(requests('POST /api/invoices/9/payment-claims/3/decline')).toHaveLength(1),
    );
    expect(requests('POST /api/invoices/9/payment-claims/3/decline')[0]!.body).toEqual({
      reason: 'Nothing arrived yet',
    });
    await waitFor(() => expect(buttons()).toEqual(['Record a payment', 'Void']));
  });
});
