import { memo, useEffect, useRef, type ComponentProps } from 'react';
import type { Message, Outcome, SenderType } from '@/contract/message';
import type { OutgoingMessage } from '@/client/data/messages';
import { cn } from '@/client/lib/cn';
import { messageTime } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { EstimateCard } from '../estimates/estimate-card';
import { ReportButton } from '../reports/report-dialog';

/**
 * One entry of the thread. Memoised: a cached entry keeps its object until it changes, so a new
 * message draws itself only, not the whole thread again.
 */
const ThreadEntry = memo(function ThreadEntry({
  message,
  own,
  latestRevision,
  outcome,
  reportSender,
}: {
  message: Message;
  own: boolean;
  latestRevision: number;
  outcome: Outcome | null;
  reportSender: string | undefined;
}) {
  const t = useT();
  const time = messageTime(message.createdAt, useLocale());
  if (message.estimate) {
    return (
      <li className={cn('flex', own ? 'justify-end' : 'justify-start')}>
        <div className="w-full max-w-[22rem]">
          <EstimateCard
            estimate={message.estimate}
            latestRevision={latestRevision}
            outcome={outcome}
          />
          <p className={cn('mt-1 text-xs text-gray-600', own && 'text-right')}>
            {own && message.isRead ? t('thread.seen', { time }) : time}
          </p>
        </div>
      </li>
    );
  }
  // Only the sender ever gets a held entry: it waits for an admin, or was not delivered.
  const held = message.held;
  return (
    <li className={cn('flex items-center gap-1', own ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'max-w-[80%] rounded-2xl px-4 py-2 shadow-sm',
          held
            ? 'border border-dashed border-gray-400 bg-gray-50 text-gray-900'
            : own
              ? 'bg-brand-700 text-white'
              : 'bg-white text-gray-900 ring-1 ring-gray-200',
        )}
      >
        {message.image ? (
          <a href={message.image} target="_blank" rel="noopener noreferrer" className="mb-1 block">
            <img
              src={`${message.image}?variant=web`}
              alt={t('thread.attachedImage')}
              className="max-h-60 rounded-lg"
              onError={(e) => (e.currentTarget.style.display = 'none')}
            />
          </a>
        ) : null}
        {message.message ? (
          <p className="whitespace-pre-line break-words text-sm">{message.message}</p>
        ) : null}
        <p className={cn('mt-1 text-xs', own && !held ? 'text-brand-100' : 'text-gray-600')}>
          {time}
          {held ? (
            <span className={cn('font-semibold', held === 'not_delivered' && 'text-red-700')}>
              {' · '}
              {t('thread.held', { held })}
            </span>
          ) : null}
        </p>
      </div>
      {!own && reportSender ? (
        <ReportButton
          item={{ type: 'message', id: message.id }}
          label={t('thread.reportFrom', { name: reportSender })}
        />
      ) : null}
    </li>
  );
});

/** The conversation, oldest first; the viewer's own messages on the right, then those on their way. */
function MessageThread({
  messages,
  outgoing = [],
  ownSide,
  outcome,
  isLoading,
  reportSender,
}: {
  messages: Message[] | undefined;
  /** The viewer's messages still on their way (useOutgoingMessages), marked "Sending…". */
  outgoing?: OutgoingMessage[];
  ownSide: SenderType;
  /** Once the customer hired: this business ('hired') or another one. */
  outcome: Outcome | null;
  isLoading: boolean;
  /** The other side's name: their messages get a "Report" flag naming them. */
  reportSender?: string;
}) {
  const t = useT();
  const end = useRef<HTMLDivElement>(null);
  const count = (messages?.length ?? 0) + outgoing.length;
  // Keep the newest message in view by scrolling the thread's own box, never the page.
  useEffect(() => {
    const box = end.current?.parentElement;
    if (box) box.scrollTop = box.scrollHeight;
  }, [count]);
  if (isLoading) return <p className="p-4 text-sm text-gray-600">{t('thread.loading')}</p>;
  if (count === 0) {
    return <p className="p-4 text-center text-sm text-gray-600">{t('thread.empty')}</p>;
  }
  const entries = messages ?? [];
  const latestRevision = Math.max(0, ...entries.map((m) => m.estimate?.revision ?? 0));
  return (
    <>
      <ol className="space-y-3 p-4" aria-label={t('thread.messages')}>
        {entries.map((message) => (
          <ThreadEntry
            // A held entry's id is its held row's, which may equal a delivered message's.
            key={message.held ? `held-${message.id}` : message.id}
            message={message}
            own={message.senderType === ownSide}
            latestRevision={latestRevision}
            outcome={outcome}
            reportSender={reportSender}
          />
        ))}
        {outgoing.map((message) => (
          <li key={message.clientId} className="flex justify-end" aria-busy="true">
            <div className="max-w-[80%] rounded-2xl bg-brand-700 px-4 py-2 text-white shadow-sm">
              {message.image ? (
                <p className="mb-1 text-sm italic text-brand-100">{t('thread.imageAttached')}</p>
              ) : null}
              {message.text ? (
                <p className="whitespace-pre-line break-words text-sm">{message.text}</p>
              ) : null}
              <p className="mt-1 text-xs text-brand-100">{t('thread.sending')}</p>
            </div>
          </li>
        ))}
      </ol>
      <div ref={end} />
    </>
  );
}

/** The thread in its own scrolling box, as both sides of a conversation show it. */
export function MessageHistory(props: ComponentProps<typeof MessageThread>) {
  const t = useT();
  return (
    // Focusable, so the history scrolls from the keyboard even with no link in it.
    <div
      tabIndex={0}
      role="group"
      aria-label={t('thread.history')}
      className="max-h-[28rem] flex-1 overflow-y-auto focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600"
    >
      <MessageThread {...props} />
    </div>
  );
}
