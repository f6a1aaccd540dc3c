/**
 * The message composer (src/client/components/messages/message-composer.tsx) as a user writes in
 * it: Enter and Shift+Enter, the empty box, an attached image, a refused send, and the unsent text
 * kept per conversation. What a send asks of the server is in conversation.test.tsx.
 */
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BUSINESS_GONE_CLOSED } from '@/contract/message';
import { ConversationReply } from '@/client/components/messages/message-composer';
import { ApiError } from '@/client/lib/api-client';
import { renderClient } from '../support/render-client';

type Sent = { text: string; image: File | null };

/** The composer of conversation `draftKey`; `onSend` as the page's (settled by the test). */
function renderComposer(draftKey: string, onSend = vi.fn((_: Sent) => Promise.resolve())) {
  const composer = (key: string) => (
    <ConversationReply
      closed={null}
      draftKey={key}
      recipient="Acme Plumbing"
      imageKind="customerMessageImage"
      onSend={onSend}
    />
  );
  const view = renderClient(composer(draftKey));
  return { ...view, onSend, switchTo: (key: string) => view.rerender(composer(key)) };
}

/** A promise the test settles itself: a send still in flight. */
function deferred() {
  let settle = { resolve: () => {}, reject: (_: unknown) => {} };
  const promise = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));
  return { promise, ...settle };
}

const box = () => screen.getByRole('textbox', { name: 'Message to Acme Plumbing' });
const sendButton = () => screen.getByRole('button', { name: 'Send message' });
const fileInput = (container: HTMLElement) =>
  container.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('the message composer', () => {
  it('sends on Enter, trimmed, and is empty for the next message at once', async () => {
    const inFlight = deferred();
    const { user, onSend } = renderComposer(
      '1:1',
      vi.fn(() => inFlight.promise),
    );

    await user.type(box(), '  Can you come on Tuesday?  {Enter}');

    expect(onSend).toHaveBeenCalledExactlyOnceWith({
      text: 'Can you come on Tuesday?',
      image: null,
    });
    expect(box()).toHaveProperty('value', '');
    expect(sendButton()).toHaveProperty('disabled', true);
    inFlight.resolve();
    expect(await screen.findByText('Message sent')).toBeTruthy();
  });

  it('starts a new line on Shift+Enter, and sends with the button', async () => {
    const { user, onSend } = renderComposer('1:2');

    await user.type(box(), 'First line{Shift>}{Enter}{/Shift}Second line');
    expect(box()).toHaveProperty('value', 'First line\nSecond line');
    expect(onSend).not.toHaveBeenCalled();
    await user.click(sendButton());

    expect(onSend).toHaveBeenCalledExactlyOnceWith({
      text: 'First line\nSecond line',
      image: null,
    });
  });

  it('sends nothing while the box is empty or blank', async () => {
    const { user, onSend } = renderComposer('1:3');
    expect(sendButton()).toHaveProperty('disabled', true);

    await user.type(box(), '   {Enter}');

    expect(sendButton()).toHaveProperty('disabled', true);
    expect(onSend).not.toHaveBeenCalled();
    expect(box()).toHaveProperty('value', '   ');
  });

  it('puts a refused message back in the box, before what was typed since, and says why', async () => {
    const inFlight = deferred();
    const { user } = renderComposer(
      '1:4',
      vi.fn(() => inFlight.promise),
    );
    await user.type(box(), 'Is the estimate final?{Enter}');
    await user.type(box(), 'And the date?');

    inFlight.reject(new ApiError(429, 'Too Many Requests', '{"error":"Slow down a little."}'));

    expect(await screen.findByText('Slow down a little.')).toBeTruthy();
    expect(box()).toHaveProperty('value', 'Is the estimate final?\nAnd the date?');
  });

  it('keeps each conversation’s unsent text when the user switches between them', async () => {
    const { user, switchTo } = renderComposer('2:1');
    await user.type(box(), 'Half a thought');

    switchTo('2:2');
    expect(box()).toHaveProperty('value', '');
    await user.type(box(), 'Another');
    switchTo('2:1');

    expect(box()).toHaveProperty('value', 'Half a thought');
    switchTo('2:2');
    expect(box()).toHaveProperty('value', 'Another');
  });

  it('sends an attached image with no text, after showing it', async () => {
    const { user, onSend, container } = renderComposer('3:1');
    const photo = new File(['jpeg bytes'], 'leak.jpg', { type: 'image/jpeg' });

    await user.upload(fileInput(container), photo);

    expect(screen.getByRole('img', { name: 'Image to send' })).toBeTruthy();
    await user.click(sendButton());
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ text: '', image: photo });
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
  });

  it('lets the user remove an attached image before sending', async () => {
    const { user, container } = renderComposer('3:2');
    await user.upload(fileInput(container), new File(['png'], 'a.png', { type: 'image/png' }));

    await user.click(screen.getByRole('button', { name: 'Remove image' }));

    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('refuses a file that is not an image, saying so', async () => {
    const { container } = renderComposer('3:3');
    // The picker offers images only (its accept attribute); a browser may let another file by.
    const user = userEvent.setup({ applyAccept: false });

    await user.upload(
      fileInput(container),
      new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }),
    );

    expect(await screen.findByText('Please select an image file.')).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Image to send' })).toBeNull();
  });

  it('shows why nobody can write any more instead of the box', () => {
    renderClient(
      <ConversationReply
        closed={BUSINESS_GONE_CLOSED}
        draftKey="4:1"
        recipient="Acme Plumbing"
        imageKind="customerMessageImage"
        onSend={() => Promise.resolve()}
      />,
    );

    expect(screen.getByText(BUSINESS_GONE_CLOSED)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
