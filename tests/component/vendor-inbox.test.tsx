/**
 * Choosing a request in a business owner's inbox (src/client/features/vendor/pages/
 * vendor-quotes-page.tsx): the address that names it (as the e-mails' links do), its thread, what
 * is marked read, and a closed request. The API is answered here from the contract's shapes (the
 * client in isolation); tests/integration and tests/e2e cover the real server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { LeadListResponse } from '@/contract/lead';
import {
  CLOSED_BY_CUSTOMER,
  ESTIMATE_PREVIEW,
  type Message,
  type VendorQuote,
} from '@/contract/message';
import type { UserCompaniesResponse } from '@/contract/company';
import { VendorQuotesPage } from '@/client/features/vendor/pages/vendor-quotes-page';
import {
  acme,
  customer,
  message,
  owner,
  ownCompany,
  vendorJob,
  vendorQuote,
} from '../support/api-fixtures';
import { answer, requests } from '../support/fake-api';
import { renderClient } from '../support/render-client';

/** Dana's requests to Acme (quote 31) and Lee's (quote 32). */
const fromDana = (changes: Partial<VendorQuote> = {}) =>
  vendorQuote({ quoteId: 31, quoteName: 'Kitchen sink leak', ...changes });
const fromLee = vendorQuote({
  quoteId: 32,
  quoteName: 'Bathroom tiles',
  userId: 52,
  userFirstName: 'Lee',
  userLastName: 'Park',
});

/** The API behind Sam's inbox: the account, the business, no new leads, the requests and threads. */
function answerInbox(inbox: VendorQuote[], threads: Record<number, Message[]> = {}) {
  const companies: UserCompaniesResponse = { companies: [ownCompany] };
  const noLeads: LeadListResponse = {
    leads: [],
    pagination: { total: 0, page: 1, limit: 20, totalPages: 0, totalCapped: false },
  };
  answer('GET /api/me', owner);
  answer('GET /api/companies/user', companies);
  answer(`GET /api/companies/${acme.id}/leads`, noLeads);
  answer('GET /api/vendor-quotes', inbox);
  for (const request of inbox) {
    const base = `/api/quotes/${request.quoteId}/companies/${request.companyId}` as const;
    answer(`GET ${base}/messages`, () => threads[request.quoteId] ?? []);
    answer(`GET ${base}/job`, vendorJob(request));
    answer(`POST ${base}/messages/mark-read`, { success: true });
    answer(`GET /api/quotes/${request.quoteId}/visits`, { visits: [] });
  }
}

const requestList = () => screen.getByRole('region', { name: /^Requests/ });
const requestButton = (text: string) =>
  within(requestList()).getByRole('button', { name: new RegExp(text) });
const conversation = (name: string) =>
  screen.findByRole('region', { name: `Conversation with ${name}` });

describe("a business owner's inbox", () => {
  it('lists the requests and opens none until one is chosen', async () => {
    answerInbox([fromDana({ unreadCount: 1 }), fromLee]);
    renderClient(<VendorQuotesPage />, { path: '/vendorquotes' });

    expect(await screen.findByText('Select a Quote Request')).toBeTruthy();
    expect(requestButton('Dana Reyes').getAttribute('aria-current')).toBeNull();
    expect(requestButton('Lee Park')).toBeTruthy();
    expect(requests('GET /api/quotes/31/companies/3/messages')).toEqual([]);
    expect(requests('POST /api/quotes/31/companies/3/messages/mark-read')).toEqual([]);
  });

  it("opens a chosen request's conversation, names it in the address, and reads it", async () => {
    answerInbox([fromDana({ unreadCount: 1 }), fromLee], {
      31: [message(acme, 'user', 'Can you come this week?', { quoteId: 31 })],
    });
    const { user, addresses } = renderClient(<VendorQuotesPage />, { path: '/vendorquotes' });
    await screen.findByText('Select a Quote Request');

    await user.click(requestButton('Dana Reyes'));

    const open = await conversation(`${customer.firstName} ${customer.lastName}`);
    expect(await within(open).findByText('Can you come this week?')).toBeTruthy();
    expect(within(open).getByRole('textbox', { name: 'Message to Dana Reyes' })).toBeTruthy();
    expect(requestButton('Dana Reyes').getAttribute('aria-current')).toBe('true');
    expect(addresses.at(-1)).toBe('/vendorquotes?quoteId=31&companyId=3');
    await waitFor(() =>
      expect(requests('POST /api/quotes/31/companies/3/messages/mark-read')).toHaveLength(1),
    );
  });

  it('opens the request an e-mail links to, and switches to another on a click', async () => {
    answerInbox([fromDana(), fromLee], {
      31: [message(acme, 'user', 'Can you come this week?', { quoteId: 31 })],
      32: [message(acme, 'user', 'Which tiles do you fit?', { quoteId: 32 })],
    });
    const { user, addresses } = renderClient(<VendorQuotesPage />, {
      path: '/vendorquotes?quoteId=32&companyId=3',
    });

    expect(
      await within(await conversation('Lee Park')).findByText('Which tiles do you fit?'),
    ).toBeTruthy();
    expect(requestButton('Lee Park').getAttribute('aria-current')).toBe('true');
    // Nothing unread: nothing to mark.
    expect(requests('POST /api/quotes/32/companies/3/messages/mark-read')).toEqual([]);

    await user.click(requestButton('Dana Reyes'));

    expect(
      await within(await conversation('Dana Reyes')).findByText('Can you come this week?'),
    ).toBeTruthy();
    expect(screen.queryByText('Which tiles do you fit?')).toBeNull();
    expect(addresses).toEqual([
      '/vendorquotes?quoteId=32&companyId=3',
      '/vendorquotes?quoteId=31&companyId=3',
    ]);
  });

  it('shows a withdrawn request read-only, saying why', async () => {
    answerInbox([
      fromDana({
        status: 'completed',
        withdrawal: { reason: null, note: null, withdrawnAt: '2026-11-22T08:00:00.000Z' },
      }),
    ]);
    renderClient(<VendorQuotesPage />, { path: '/vendorquotes?quoteId=31&companyId=3' });

    const open = await conversation('Dana Reyes');
    expect(await within(open).findByText(CLOSED_BY_CUSTOMER)).toBeTruthy();
    expect(within(open).queryByRole('textbox', { name: /^Message to/ })).toBeNull();
  });

  it('previews an estimate as the last message in the page’s language', async () => {
    const estimateLast = {
      message: ESTIMATE_PREVIEW,
      senderType: 'company' as const,
      createdAt: '2026-11-20T10:00:00.000Z',
    };
    answerInbox([fromDana({ lastMessage: estimateLast })]);
    const spanish = renderClient(<VendorQuotesPage />, { path: '/vendorquotes', locale: 'es' });
    expect(await screen.findByText('Tú: Envió un presupuesto')).toBeTruthy();
    spanish.unmount();

    renderClient(<VendorQuotesPage />, { path: '/vendorquotes' });
    expect(await screen.findByText('You: Sent an estimate')).toBeTruthy();
  });
});
