/**
 * Choosing a conversation on a quote's page (src/client/features/quotes/pages/quote-page.tsx and
 * its MessagesPanel) and writing in it, as the customer does: which thread opens, the address that
 * keeps it, what is marked read, what a send asks of the server and shows meanwhile. The API is
 * answered here from the contract's shapes (the client in isolation); tests/integration and
 * tests/e2e cover the real server and the realtime events.
 */
import { screen, waitFor, within } from '@testing-library/react';
import type { Window as HappyDomWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ComparisonEntry } from '@/contract/estimate';
import type { Conversation, Message } from '@/contract/message';
import { QuotePage } from '@/client/features/quotes/pages/quote-page';
import {
  acme,
  bright,
  conversation,
  customer,
  message,
  quote,
  threadOf,
} from '../support/api-fixtures';
import { answer, reply, requests, type SentRequest } from '../support/fake-api';
import { renderClient } from '../support/render-client';

/**
 * The API behind Dana's quote `quoteId`: her account, the quote, its conversations and their
 * threads. Each test has a quote of its own: unsent text is kept per conversation for as long as
 * the tab lives (the composer's module), as for a user.
 */
function answerQuote(
  quoteId: number,
  conversations: Conversation[],
  threads: Record<number, Message[]> = {},
) {
  const noEstimatesYet: ComparisonEntry[] = [];
  const base = `/api/quotes/${quoteId}` as const;
  answer('GET /api/me', customer);
  answer(`GET ${base}`, quote({ id: quoteId }));
  answer(`GET ${base}/comparison`, noEstimatesYet);
  answer(`GET ${base}/conversations`, conversations);
  answer(`GET ${base}/visits`, { visits: [] });
  for (const { companyId } of conversations) {
    const entries = (threads[companyId] ?? []).map((entry) => ({ ...entry, quoteId }));
    answer(`GET ${base}/companies/${companyId}/messages`, entries);
    answer(`POST ${base}/companies/${companyId}/messages/mark-read`, { success: true });
  }
}

/** The quote's page at `/quotes/<id><search>`. */
const openQuotePage = (quoteId: number, search = '') =>
  renderClient(<QuotePage params={{ id: String(quoteId) }} />, {
    path: `/quotes/${quoteId}${search}`,
  });

const companyList = () => screen.getByRole('list', { name: 'Companies' });
const companyButton = (name: string) =>
  within(companyList()).getByRole('button', { name: new RegExp(name) });
/** The open thread's entries, once there is one. */
const thread = () => screen.findByRole('list', { name: 'Messages' });
const box = (recipient: string) => screen.getByRole('textbox', { name: `Message to ${recipient}` });

describe("choosing a conversation on the customer's quote page", () => {
  it('opens the first conversation when the address names none, and writes it there', async () => {
    answerQuote(11, [conversation(acme), conversation(bright)], {
      [acme.id]: [message(acme, 'company', 'We can come Thursday.')],
    });
    const { addresses } = openQuotePage(11);

    expect(await within(await thread()).findByText('We can come Thursday.')).toBeTruthy();
    expect(companyButton(acme.name).getAttribute('aria-current')).toBe('true');
    expect(companyButton(bright.name).getAttribute('aria-current')).toBeNull();
    expect(box(acme.name)).toBeTruthy();
    // Replaced, not pushed: Back leaves the page rather than undoing a choice nobody made.
    expect(addresses).toEqual(['/quotes/11?company=3']);
  });

  it('opens the conversation the address names, and marks its unread messages read', async () => {
    answerQuote(12, [conversation(acme), conversation(bright, { unreadCount: 2 })], {
      [bright.id]: threadOf(
        message(bright, 'company', 'Is the panel inside?'),
        message(bright, 'company', 'Or in the garage?'),
      ),
    });
    const { addresses } = openQuotePage(12, '?company=5');

    expect(await screen.findByText('Or in the garage?')).toBeTruthy();
    expect(companyButton(bright.name).getAttribute('aria-current')).toBe('true');
    await waitFor(() =>
      expect(requests('POST /api/quotes/12/companies/5/messages/mark-read')).toHaveLength(1),
    );
    expect(requests('GET /api/quotes/12/companies/3/messages')).toEqual([]);
    expect(requests('POST /api/quotes/12/companies/3/messages/mark-read')).toEqual([]);
    expect(addresses).toEqual(['/quotes/12?company=5']);
  });

  it('falls back to the first conversation for a company that is not on the quote', async () => {
    answerQuote(13, [conversation(acme), conversation(bright)]);
    // The thread the address names is asked for beside the list, before the list shows it is not
    // there; the server refuses it.
    answer(
      'GET /api/quotes/13/companies/99/messages',
      reply(404, { error: 'Conversation not found' }),
    );
    const { addresses } = openQuotePage(13, '?company=99');

    await waitFor(() => expect(addresses).toEqual(['/quotes/13?company=3']));
    expect(companyButton(acme.name).getAttribute('aria-current')).toBe('true');
    expect(box(acme.name)).toBeTruthy();
  });

  it("switches threads on a click, keeping the address and each thread's unsent text", async () => {
    answerQuote(14, [conversation(acme), conversation(bright)], {
      [acme.id]: [message(acme, 'company', 'We can come Thursday.')],
      [bright.id]: [message(bright, 'company', 'Is the panel inside?')],
    });
    const { user, addresses } = openQuotePage(14, '?company=3');
    await screen.findByText('We can come Thursday.');
    await user.type(box(acme.name), 'Thursday works');

    await user.click(companyButton(bright.name));

    expect(await within(await thread()).findByText('Is the panel inside?')).toBeTruthy();
    expect(screen.queryByText('We can come Thursday.')).toBeNull();
    expect(companyButton(bright.name).getAttribute('aria-current')).toBe('true');
    expect(companyButton(acme.name).getAttribute('aria-current')).toBeNull();
    expect(box(bright.name)).toHaveProperty('value', '');
    expect(addresses).toEqual(['/quotes/14?company=3', '/quotes/14?company=5']);

    await user.click(companyButton(acme.name));
    expect(await screen.findByText('We can come Thursday.')).toBeTruthy();
    expect(box(acme.name)).toHaveProperty('value', 'Thursday works');
  });

  it('shows a message as "Sending…" until the server answers, and sends it as a form', async () => {
    answerQuote(15, [conversation(acme)]);
    let answerSend: (entry: Message) => void = () => {};
    answer(
      'POST /api/quotes/15/companies/3/messages',
      () => new Promise<Message>((resolve) => (answerSend = resolve)),
    );
    const { user } = openQuotePage(15);
    await screen.findByText('No messages yet. Start the conversation!');

    await user.type(box(acme.name), 'Thursday works for me.{Enter}');

    const sending = await within(await thread()).findByText('Thursday works for me.');
    expect(sending.closest('li')?.textContent).toContain('Sending…');
    const [sent] = requests('POST /api/quotes/15/companies/3/messages') as [SentRequest];
    const form = sent.body as FormData;
    expect(form.get('messageText')).toBe('Thursday works for me.');
    expect(form.get('clientId')).toMatch(/\S/);
    expect(form.get('image')).toBeNull();

    answerSend(message(acme, 'user', 'Thursday works for me.', { quoteId: 15 }));

    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(within(await thread()).getByText('Thursday works for me.')).toBeTruthy();
    expect(await screen.findByText('Message sent')).toBeTruthy();
  });

  it("takes a refused message out of the thread, back into the box, with the server's reason", async () => {
    answerQuote(16, [conversation(acme)]);
    answer(
      'POST /api/quotes/16/companies/3/messages',
      reply(429, { error: 'You are sending messages too fast. Try again in a minute.' }),
    );
    const { user } = openQuotePage(16);
    await screen.findByText('No messages yet. Start the conversation!');

    await user.type(box(acme.name), 'Hello again{Enter}');

    expect(
      await screen.findByText('You are sending messages too fast. Try again in a minute.'),
    ).toBeTruthy();
    expect(box(acme.name)).toHaveProperty('value', 'Hello again');
    expect(screen.getByText('No messages yet. Start the conversation!')).toBeTruthy();
  });
});

describe('on a phone, where the list and the open thread are two views', () => {
  const viewport = (width: number) =>
    (window as unknown as HappyDomWindow).happyDOM.setViewport({ width, height: 800 });
  beforeEach(() => viewport(390));
  afterEach(() => viewport(1024));

  it('shows the list first, and reads no thread behind it', async () => {
    answerQuote(17, [conversation(acme, { unreadCount: 1 }), conversation(bright)], {
      [acme.id]: [message(acme, 'company', 'We can come Thursday.')],
    });
    const { addresses } = openQuotePage(17);

    await waitFor(() => expect(addresses).toEqual(['/quotes/17?company=3']));
    expect(companyButton(acme.name)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Message to/ })).toBeNull();
    expect(screen.queryByText('We can come Thursday.')).toBeNull();
    expect(requests('GET /api/quotes/17/companies/3/messages')).toEqual([]);
    expect(requests('POST /api/quotes/17/companies/3/messages/mark-read')).toEqual([]);
  });

  it('opens the chosen thread as its own view, the focus on Back; Back returns to the list', async () => {
    answerQuote(18, [conversation(acme), conversation(bright)], {
      [bright.id]: [message(bright, 'company', 'Is the panel inside?')],
    });
    const { user, addresses } = openQuotePage(18);
    await waitFor(() => expect(addresses).toEqual(['/quotes/18?company=3']));

    await user.click(companyButton(bright.name));

    expect(await screen.findByText('Is the panel inside?')).toBeTruthy();
    expect(addresses.at(-1)).toBe('/quotes/18?company=5&view=thread');
    expect(screen.queryByRole('list', { name: 'Companies' })).toBeNull();
    const back = screen.getByRole('button', { name: 'Back to companies' });
    await waitFor(() => expect(document.activeElement).toBe(back));

    await user.click(back);

    await waitFor(() => expect(document.activeElement).toBe(companyButton(bright.name)));
    expect(addresses.at(-1)).toBe('/quotes/18?company=5');
    expect(screen.queryByText('Is the panel inside?')).toBeNull();
  });
});
