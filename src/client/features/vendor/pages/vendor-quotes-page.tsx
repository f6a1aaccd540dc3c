import { ArrowLeft, FileText, Inbox, Lock, LogIn, Store } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { isExpired } from '@/contract/estimate';
import { closedReason, type VendorQuote } from '@/contract/message';
import { usePriceText } from '@/client/components/estimates/estimate-card';
import { LiveBadge } from '@/client/components/messages/live-badge';
import { QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { WithdrawnBanner } from '@/client/components/quotes/withdrawn-banner';
import { ReportButton } from '@/client/components/reports/report-dialog';
import { ConversationReply } from '@/client/components/messages/message-composer';
import { MessageHistory } from '@/client/components/messages/message-thread';
import { Badge, CountBadge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState, PageEmptyState } from '@/client/components/ui/empty-state';
import { messageOf } from '@/client/lib/api-client';
import { useUser } from '@/client/data/auth';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';
import { dayParts, longDateParts, messageTime } from '@/client/lib/format';
import { T, useContractMessage, useLocale, useT } from '@/client/lib/i18n';
import {
  newClientId,
  useMarkRead,
  useMessages,
  useOutgoingMessages,
  useSendMessage,
} from '@/client/data/messages';
import { useOwnCompanies } from '@/client/data/companies';
import { useListDetailFocus } from '@/client/lib/use-list-detail-focus';
import { useMediaQuery } from '@/client/lib/use-media-query';
import { useVendorQuotes } from '@/client/data/vendor';
import { EstimateDialog } from '../components/estimate-dialog';
import { VendorJobDetails } from '../components/vendor-job-details';
import { HiredBanner } from '../components/hired-banner';
import { NewLeads } from '../components/new-leads';
import { BusinessVisits } from '@/client/components/visits/business-visits';
import { NextVisitLine } from '@/client/components/visits/next-visit-line';
import { BusinessInvoices } from '@/client/components/invoices/business-invoices';

const keyOf = (entry: Pick<VendorQuote, 'quoteId' | 'companyId'>) =>
  `${entry.quoteId}:${entry.companyId}`;

/** Per request: whether an estimate went out, and how the customer decided (or left). */
function ProgressBadges({ entry }: { entry: VendorQuote }) {
  const t = useT();
  const closing = entry.customerGone
    ? t('inbox.noLongerAvailable')
    : entry.withdrawal
      ? t('inbox.withdrawn')
      : null;
  if (!entry.estimate && !entry.outcome && !closing) return null;
  return (
    <span className="mt-1 flex flex-wrap gap-1">
      {entry.estimate ? (
        <Badge className="bg-brand-50 text-brand-900">{t('estimateForm.sent')}</Badge>
      ) : null}
      {closing ? (
        <Badge className="bg-gray-100 text-gray-800">{closing}</Badge>
      ) : entry.outcome === 'hired' ? (
        <Badge className="bg-green-100 text-green-900">{t('inbox.hired')}</Badge>
      ) : entry.outcome === 'not_selected' ? (
        <Badge className="bg-gray-100 text-gray-800">{t('inbox.anotherChosen')}</Badge>
      ) : null}
    </span>
  );
}

/** The last message, prefixed 'Customer' or 'You' (SPEC). */
function Preview({ entry }: { entry: VendorQuote }) {
  const t = useT();
  const say = useContractMessage();
  const last = entry.lastMessage;
  return last
    ? t('inbox.preview', { sender: last.senderType, message: say(last.message) })
    : t('panel.noMessages');
}

/** Where the inbox's list and conversation sit side by side; below it they are two views. */
const TWO_PANES = '(min-width: 1024px)';

/**
 * The open request is the address's `?quoteId=&companyId=` (as in the e-mails' links). Below
 * TWO_PANES the list and the conversation are two views: choosing opens the conversation, and
 * Back (or the phone's own back) returns to the list.
 */
function useChosenRequest() {
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const chosen =
    query.get('quoteId') && query.get('companyId')
      ? `${query.get('quoteId')}:${query.get('companyId')}`
      : null;
  const choose = useCallback(
    (entry: Pick<VendorQuote, 'quoteId' | 'companyId'>) =>
      navigate(`/vendorquotes?quoteId=${entry.quoteId}&companyId=${entry.companyId}`, {
        state: { threadFromList: true },
      }),
    [navigate],
  );
  const backToList = useCallback(() => {
    const state = window.history.state as { threadFromList?: boolean } | null;
    if (state?.threadFromList) window.history.back();
    else navigate('/vendorquotes', { replace: true });
  }, [navigate]);
  return { chosen, choose, backToList };
}

export function VendorQuotesPage() {
  const t = useT();
  const locale = useLocale();
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const companies = useOwnCompanies();
  const hasCompanies = (companies.data?.length ?? 0) > 0;
  const requests = useVendorQuotes(Boolean(user) && hasCompanies);
  const { chosen, choose, backToList } = useChosenRequest();
  const selected = requests.data?.find((r) => keyOf(r) === chosen);
  const twoPanes = useMediaQuery(TWO_PANES);
  const view = twoPanes ? null : selected ? 'conversation' : 'list';
  const inbox = useRef<HTMLDivElement>(null);
  useListDetailFocus(inbox, view === 'conversation' ? 'detail' : view, chosen);

  if (userPending || (user && companies.isPending)) {
    return (
      <div className="mx-auto h-96 max-w-[1200px] animate-pulse px-4 py-10" aria-busy="true" />
    );
  }
  if (!user) {
    return (
      <PageEmptyState icon={LogIn} title={t('inbox.accessRequired')}>
        <p>{t('inbox.logIn')}</p>
        <Button onClick={() => dialogs.show('login')}>{t('header.logIn')}</Button>
      </PageEmptyState>
    );
  }
  if (!hasCompanies) {
    return (
      <PageEmptyState icon={Store} title={t('inbox.noCompanies')}>
        <p>{t('inbox.noCompaniesText')}</p>
        <Button asChild>
          <Link href="/">{t('home.addYourBusiness')}</Link>
        </Button>
      </PageEmptyState>
    );
  }

  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900">
            {t('header.vendorQuotes')}
          </h1>
          <p className="mt-1 text-gray-700">{t('inbox.subtitle')}</p>
        </div>
        <LiveBadge />
      </div>

      {view === 'conversation' ? null : (
        <NewLeads companies={companies.data ?? []} onAccepted={choose} />
      )}

      {requests.isPending ? (
        <div className="mt-6 h-96 animate-pulse rounded-xl bg-gray-200" aria-busy="true" />
      ) : requests.isError ? (
        <p
          role="alert"
          className="mt-6 rounded-xl border border-red-300 bg-red-50 p-4 text-red-900"
        >
          {messageOf(requests.error, t('inbox.fetchFailed'))}
        </p>
      ) : requests.data.length === 0 ? (
        <div className="mt-6">
          <EmptyState icon={Inbox} title={t('inbox.none')}>
            <p>{t('inbox.noneText')}</p>
          </EmptyState>
        </div>
      ) : (
        <div
          ref={inbox}
          className="mt-6 grid grid-cols-1 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm lg:grid-cols-[22rem_1fr]"
        >
          <section
            aria-labelledby="requests"
            hidden={view === 'conversation'}
            className="lg:border-r lg:border-gray-200"
          >
            <h2
              id="requests"
              className="border-b border-gray-200 px-4 py-3 font-semibold text-gray-900"
            >
              {t('inbox.requests', { count: requests.data.length })}
            </h2>
            <ul className="max-h-[36rem] overflow-y-auto">
              {requests.data.map((entry) => (
                <li key={keyOf(entry)}>
                  <button
                    type="button"
                    onClick={() => choose(entry)}
                    data-item={keyOf(entry)}
                    aria-current={keyOf(entry) === chosen ? 'true' : undefined}
                    className={cn(
                      'w-full border-b border-gray-100 px-4 py-3 text-left hover:bg-gray-50',
                      keyOf(entry) === chosen && 'bg-brand-50',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="truncate font-medium text-gray-900">
                        {entry.userFirstName} {entry.userLastName}
                      </span>
                      <span className="shrink-0 text-xs text-gray-600">
                        {messageTime(entry.lastMessageAt ?? entry.createdAt, locale)}
                      </span>
                    </span>
                    <span className="block truncate text-sm text-gray-800">{entry.quoteName}</span>
                    <span className="block truncate text-xs text-gray-600">
                      {entry.companyName}
                    </span>
                    <ProgressBadges entry={entry} />
                    <NextVisitLine visit={entry.nextVisit} className="mt-1 text-xs text-gray-800" />
                    <span className="mt-1 flex items-center justify-between gap-2">
                      <span className="truncate text-sm text-gray-600">
                        <Preview entry={entry} />
                      </span>
                      <CountBadge
                        count={entry.unreadCount}
                        label={t('header.unread', { count: entry.unreadCount })}
                      />
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {selected ? (
            view === 'list' ? null : (
              <VendorConversation
                entry={selected}
                onBack={view === 'conversation' ? backToList : null}
              />
            )
          ) : view === null ? (
            <p className="m-auto p-10 text-gray-600">{t('inbox.select')}</p>
          ) : null}
        </div>
      )}
    </div>
  );
}

/** What the customer decided, in the conversation itself. */
function OutcomeBanner({ entry }: { entry: VendorQuote }) {
  const t = useT();
  if (entry.customerGone) {
    return (
      <p
        role="status"
        className="flex items-start gap-2 border-b border-gray-200 bg-gray-100 px-4 py-3 text-sm text-gray-800"
      >
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{t('inbox.customerGone')}</span>
      </p>
    );
  }
  if (entry.withdrawal) {
    return (
      <WithdrawnBanner withdrawal={entry.withdrawal} customerFirstName={entry.userFirstName} />
    );
  }
  if (entry.outcome === 'hired') return <HiredBanner entry={entry} />;
  if (entry.outcome === 'not_selected') {
    return (
      <p
        role="status"
        className="flex items-start gap-2 border-b border-gray-200 bg-gray-100 px-4 py-3 text-sm text-gray-800"
      >
        <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
        <span>{t('inbox.notSelected', { name: entry.userFirstName })}</span>
      </p>
    );
  }
  return null;
}

/** Beside the composer: the current estimate at a glance, and the form to send or revise it. */
function EstimateBar({ entry }: { entry: VendorQuote }) {
  const t = useT();
  const priceText = usePriceText();
  const [open, setOpen] = useState(false);
  const { estimate } = entry;
  const customerName = `${entry.userFirstName} ${entry.userLastName}`;
  return (
    <div className="flex items-center gap-3 border-t border-gray-200 bg-white px-3 py-2">
      <p className="flex min-w-0 flex-1 items-start gap-2 text-sm text-gray-700">
        <FileText className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
        {estimate ? (
          <span className="min-w-0">
            <T
              id="inbox.yourEstimate"
              values={{
                price: priceText(estimate),
                revision: estimate.revision,
                state: isExpired(estimate) ? 'expired' : 'valid',
                date: t('format.shortDate', dayParts(estimate.validUntil)),
              }}
              components={{ 0: <span className="font-semibold text-gray-900" /> }}
            />
          </span>
        ) : (
          <span>{t('inbox.sendPrice', { name: entry.userFirstName })}</span>
        )}
      </p>
      <Button
        size="sm"
        variant={estimate ? 'outline' : 'primary'}
        className="shrink-0"
        onClick={() => setOpen(true)}
      >
        {t(estimate ? 'inbox.revise' : 'estimateForm.send')}
      </Button>
      {open ? (
        <EstimateDialog
          quoteId={entry.quoteId}
          companyId={entry.companyId}
          customerName={customerName}
          current={estimate}
          open={open}
          onOpenChange={setOpen}
        />
      ) : null}
    </div>
  );
}

function VendorConversation({
  entry,
  onBack,
}: {
  entry: VendorQuote;
  /** Below TWO_PANES: back to the list of requests. */
  onBack: (() => void) | null;
}) {
  const t = useT();
  const day = (iso: string) => t('format.longDate', longDateParts(iso));
  const customerName = `${entry.userFirstName} ${entry.userLastName}`;
  const messages = useMessages(entry.quoteId, entry.companyId);
  const closed = closedReason(entry.status, entry.outcome, 'company', entry);
  const open = closed === null && (entry.status === 'submitted' || entry.status === 'in_progress');
  const sendMessage = useSendMessage(entry.quoteId, entry.companyId);
  const outgoing = useOutgoingMessages(entry.quoteId, entry.companyId, messages.data);
  const { mutate: markRead } = useMarkRead(entry.quoteId);
  // Opening a conversation with unread messages marks them read.
  useEffect(() => {
    if (entry.unreadCount > 0 && messages.data) markRead(entry.companyId);
  }, [entry.unreadCount, entry.companyId, messages.data, markRead]);

  return (
    <section
      aria-label={t('inbox.conversationWith', { name: customerName })}
      className="flex min-w-0 flex-col"
    >
      {onBack ? (
        <div className="border-b border-gray-200 px-2 py-1">
          <Button variant="ghost" className="px-3" onClick={onBack} data-back>
            <ArrowLeft className="h-4 w-4" aria-hidden />{' '}
            <T id="inbox.back" components={{ 0: <span className="sr-only" /> }} />
          </Button>
        </div>
      ) : null}
      <header className="flex flex-wrap items-center justify-between gap-2 border-b border-gray-200 px-4 py-3">
        <div className="min-w-0">
          <p className="font-semibold text-gray-900">{customerName}</p>
          <p className="truncate text-sm text-gray-600">
            {entry.quoteName} · {entry.companyName}
          </p>
        </div>
        <div className="flex items-center gap-1">
          <QuoteStatusBadge status={entry.status} />
          <ReportButton
            item={{ type: 'user', id: entry.userId }}
            label={t('inbox.reportName', { name: customerName })}
            text={t('inbox.reportCustomer')}
          />
        </div>
      </header>
      <OutcomeBanner entry={entry} />
      <BusinessVisits
        quoteId={entry.quoteId}
        companyId={entry.companyId}
        customerName={customerName}
      />
      {entry.outcome === 'hired' ? (
        <BusinessInvoices
          quoteId={entry.quoteId}
          companyId={entry.companyId}
          customerName={customerName}
        />
      ) : null}
      <div className="grid flex-1 grid-cols-1 xl:grid-cols-[1fr_16rem]">
        <div className="flex min-h-96 flex-col bg-gray-50">
          <MessageHistory
            messages={messages.data}
            outgoing={outgoing}
            ownSide="company"
            outcome={entry.outcome}
            isLoading={messages.isPending}
            reportSender={customerName}
          />
          {open ? <EstimateBar entry={entry} /> : null}
          <ConversationReply
            closed={closed}
            draftKey={keyOf(entry)}
            recipient={customerName}
            imageKind="businessMessageImage"
            onSend={(content) => sendMessage.mutateAsync({ ...content, clientId: newClientId() })}
          />
        </div>
        <aside
          aria-labelledby="vendor-quote-details"
          className="border-t border-gray-200 p-4 xl:border-l xl:border-t-0"
        >
          <h2 id="vendor-quote-details" className="font-semibold text-gray-900">
            {t('quote.details')}
          </h2>
          <p className="mt-2 whitespace-pre-line text-sm text-gray-800">
            {entry.description || t('inbox.noDescription')}
          </p>
          <VendorJobDetails quoteId={entry.quoteId} companyId={entry.companyId} />
          <dl className="mt-4 space-y-2 text-sm">
            <div>
              <dt className="text-gray-600">{t('inbox.created')}</dt>
              <dd className="text-gray-900">{day(entry.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('compare.lastMessage')}</dt>
              <dd className="text-gray-900">
                {entry.lastMessageAt ? day(entry.lastMessageAt) : t('compare.noneYet')}
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">{t('inbox.unread')}</dt>
              <dd className="text-gray-900">{entry.unreadCount}</dd>
            </div>
          </dl>
        </aside>
      </div>
    </section>
  );
}
