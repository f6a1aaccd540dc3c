import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { closedReason, outcomeOf } from '@/contract/message';
import type { Quote } from '@/contract/quote';
import { CompanyLogo } from '@/client/components/companies/company-logo';
import { LiveBadge } from '@/client/components/messages/live-badge';
import { ConversationReply } from '@/client/components/messages/message-composer';
import { MessageHistory } from '@/client/components/messages/message-thread';
import { CountBadge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { cn } from '@/client/lib/cn';
import { T, useContractMessage, useT } from '@/client/lib/i18n';
import {
  newClientId,
  useConversations,
  useMarkRead,
  useMessages,
  useOutgoingMessages,
  useSendMessage,
} from '@/client/data/messages';
import { useListDetailFocus } from '@/client/lib/use-list-detail-focus';

/** On a phone, which of the two views shows; null on wider screens, where both sit side by side. */
export type PhoneView = 'list' | 'thread' | null;

/**
 * The customer's side: one conversation per company of the quote, the chosen one opened. Which one
 * is open is an explicit company id (the page's `?company=`), never "the first of the list": the
 * list reorders as messages arrive, the open conversation does not. With none chosen yet, the
 * hired business's (or else the first) is chosen once, and written to the address.
 * After a hire only the hired business's conversation stays writable. On a phone the list and the
 * open thread are two views, with Back from the thread to the list.
 */
export function MessagesPanel({
  quote,
  chosen,
  onChoose,
  phoneView,
  onBack,
}: {
  quote: Quote;
  chosen: number | null;
  onChoose: (companyId: number, options?: { replace: boolean }) => void;
  phoneView: PhoneView;
  onBack: () => void;
}) {
  const t = useT();
  const say = useContractMessage();
  const conversations = useConversations(quote.id);
  const isListed = (id: number | null) =>
    id !== null && (conversations.data?.some((c) => c.companyId === id) ?? true);
  const fallback = quote.hiredCompanyId ?? conversations.data?.[0]?.companyId ?? null;
  const companyId = isListed(chosen) ? chosen : fallback;
  useEffect(() => {
    if (companyId !== null && companyId !== chosen) onChoose(companyId, { replace: true });
  }, [companyId, chosen, onChoose]);
  const showList = phoneView !== 'thread';
  // A thread only counts as read while it is on screen: not behind a phone's list view.
  const shown = phoneView === 'list' ? null : companyId;
  const messages = useMessages(quote.id, shown);
  const sendMessage = useSendMessage(quote.id, companyId);
  const outgoing = useOutgoingMessages(quote.id, companyId, messages.data);
  const markRead = useMarkRead(quote.id);
  const open = conversations.data?.find((c) => c.companyId === companyId);
  const outcome = companyId === null ? null : outcomeOf(quote.hiredCompanyId, companyId);
  const closed = companyId === null ? null : closedReason(quote.status, outcome, 'user', open);

  // Viewing a thread marks the company's unread messages read.
  const unread = open?.unreadCount ?? 0;
  const { mutate: markConversationRead } = markRead;
  useEffect(() => {
    if (shown !== null && unread > 0 && messages.data) markConversationRead(shown);
  }, [shown, unread, messages.data, markConversationRead]);

  const panel = useRef<HTMLElement>(null);
  useListDetailFocus(panel, phoneView === 'thread' ? 'detail' : phoneView, companyId);

  return (
    <section
      ref={panel}
      aria-labelledby="messages"
      className="overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
        <h2 id="messages" className="scroll-mt-28 text-lg font-semibold text-gray-900">
          {t('thread.messages')}
        </h2>
        <LiveBadge />
      </div>
      <div className="grid grid-cols-1 md:grid-cols-[16rem_1fr]">
        {showList ? (
          <div className="md:border-r md:border-gray-200">
            {conversations.isPending ? (
              <p className="p-4 text-sm text-gray-600">{t('panel.loading')}</p>
            ) : conversations.isError ? (
              <p className="p-4 text-sm text-danger-700">{t('panel.failed')}</p>
            ) : conversations.data.length === 0 ? (
              <p className="p-4 text-sm text-gray-600">{t('panel.none')}</p>
            ) : (
              <ul aria-label={t('sideCards.companies')}>
                {conversations.data.map((c) => (
                  <li key={c.companyId}>
                    <button
                      type="button"
                      onClick={() => onChoose(c.companyId)}
                      data-item={c.companyId}
                      aria-current={
                        c.companyId === companyId && shown !== null ? 'true' : undefined
                      }
                      className={cn(
                        'flex min-h-14 w-full items-center gap-3 px-4 py-3 text-left hover:bg-gray-50',
                        c.companyId === companyId && shown !== null && 'bg-brand-50',
                      )}
                    >
                      <CompanyLogo
                        src={c.company.logo}
                        name={c.company.name}
                        size="sm"
                        decorative
                      />
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium text-gray-900">
                          {c.company.name}
                        </span>
                        <span className="flex items-center gap-1.5">
                          {c.companyId === quote.hiredCompanyId ? (
                            <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
                              {t('panel.hired')}
                            </span>
                          ) : null}
                          <span className="truncate text-sm text-gray-600">
                            {c.lastMessage ? say(c.lastMessage.message) : t('panel.noMessages')}
                          </span>
                        </span>
                      </span>
                      <CountBadge
                        count={c.unreadCount}
                        label={t('header.unread', { count: c.unreadCount })}
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </div>
        ) : null}
        {phoneView === 'list' ? null : (
          <div className="flex min-h-96 flex-col bg-gray-50">
            {companyId === null ? (
              <p className="m-auto p-4 text-sm text-gray-600">{t('panel.select')}</p>
            ) : (
              <>
                <div className="flex min-h-11 items-center gap-1 border-b border-gray-200 bg-white px-4 py-1 font-medium text-gray-900">
                  {phoneView === 'thread' ? (
                    <Button variant="ghost" className="-ml-3 px-3" onClick={onBack} data-back>
                      <ArrowLeft className="h-4 w-4" aria-hidden />{' '}
                      <T id="panel.back" components={{ 0: <span className="sr-only" /> }} />
                    </Button>
                  ) : null}
                  <span className="min-w-0 truncate">{open?.company.name}</span>
                </div>
                <MessageHistory
                  messages={messages.data}
                  outgoing={outgoing}
                  ownSide="user"
                  outcome={outcome}
                  isLoading={messages.isPending}
                  reportSender={open?.company.name}
                />
                <ConversationReply
                  closed={closed}
                  draftKey={`${quote.id}:${companyId}`}
                  recipient={open?.company.name ?? t('composer.theBusiness')}
                  imageKind="customerMessageImage"
                  onSend={(content) =>
                    sendMessage.mutateAsync({ ...content, clientId: newClientId() })
                  }
                />
              </>
            )}
          </div>
        )}
      </div>
    </section>
  );
}
