import { ArrowLeft, Lock, ShieldAlert } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import type { Quote } from '@/contract/quote';
import { TypicalPriceHint } from '@/client/components/cost-guides/typical-price';
import { WithdrawnBanner } from '@/client/components/quotes/withdrawn-banner';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { PageEmptyState } from '@/client/components/ui/empty-state';
import { useUser } from '@/client/data/auth';
import { useQuote } from '@/client/data/quotes';
import { ApiError, messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { useT, type MessageId } from '@/client/lib/i18n';
import { useMediaQuery, WIDE_SCREEN } from '@/client/lib/use-media-query';
import { ComparisonView } from '../components/comparison-view';
import { DeleteDraftButton } from '../components/delete-draft-button';
import { DraftForm } from '../components/draft-form';
import { HiredCard } from '../components/hired-card';
import { MatchedRequestCard } from '../components/matched-request-card';
import { MessagesPanel, type PhoneView } from '../components/messages-panel';
import { QuoteDetailsCard } from '../components/quote-details-card';
import { QuoteStatusCard, SelectedCompanies } from '../components/quote-side-cards';
import { WithdrawRequestButton } from '../components/withdraw-request-button';
import { QuoteVisits } from '@/client/components/visits/quote-visits';
import { QuoteInvoices } from '@/client/components/invoices/quote-invoices';

const SUBTITLES: Record<'draft' | 'active' | 'done', MessageId> = {
  draft: 'quote.subtitle.draft',
  active: 'quote.subtitle.active',
  done: 'quote.subtitle.done',
};

const isActive = (quote: Quote) => quote.status === 'submitted' || quote.status === 'in_progress';

/** Signed out, the login dialog opens; closing it without logging in goes home. */
function useLoginGate(signedOut: boolean) {
  const dialogs = useAuthDialogs();
  const [, navigate] = useLocation();
  const asked = useRef(false);
  useEffect(() => {
    if (signedOut && !asked.current) {
      asked.current = true;
      dialogs.show('login');
    } else if (signedOut && asked.current && dialogs.open === null) {
      navigate('/');
    }
  }, [signedOut, dialogs, navigate]);
}

/**
 * The open conversation is the address's `?company=`: stable, shareable, kept on reload. On a
 * phone the company list and the open thread are two views, and `&view=thread` is the thread's:
 * the phone's own back gesture returns to the list as the Back button does.
 */
function useChosenConversation() {
  const [path, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const value = Number(query.get('company'));
  const chosen = Number.isInteger(value) && value > 0 ? value : null;
  const wide = useMediaQuery(WIDE_SCREEN);
  const choose = useCallback(
    (companyId: number, options?: { replace: boolean }) => {
      const replace = options?.replace ?? false;
      // The user's choice opens the thread's view on a phone; the automatic first choice does not.
      const thread = !replace && !wide;
      navigate(`${path}?company=${companyId}${thread ? '&view=thread' : ''}`, {
        replace,
        state: thread ? { threadFromList: true } : null,
      });
    },
    [path, navigate, wide],
  );
  const backToList = useCallback(() => {
    const state = window.history.state as { threadFromList?: boolean } | null;
    if (state?.threadFromList) window.history.back();
    else navigate(chosen === null ? path : `${path}?company=${chosen}`, { replace: true });
  }, [chosen, path, navigate]);
  const phoneView: PhoneView = wide
    ? null
    : chosen !== null && query.get('view') === 'thread'
      ? 'thread'
      : 'list';
  return { chosen, choose, phoneView, backToList };
}

/**
 * When the request is withdrawn while its page is open (its button, and the dialog with it, go
 * away), the focus goes to the notice that replaced them instead of falling to the page's body.
 */
function useFocusOnWithdrawal(withdrawn: boolean | undefined) {
  const notice = useRef<HTMLDivElement>(null);
  /** As last shown: undefined until the quote is loaded. */
  const before = useRef(withdrawn);
  useEffect(() => {
    if (withdrawn === undefined) return;
    if (withdrawn && before.current === false) notice.current?.focus();
    before.current = withdrawn;
  }, [withdrawn]);
  return notice;
}

export function QuotePage({ params }: { params: { id: string } }) {
  const t = useT();
  const quoteId = Number(params.id);
  const { data: user, isPending: userPending } = useUser();
  useLoginGate(!userPending && !user);
  const quote = useQuote(quoteId, Boolean(user) && Number.isInteger(quoteId) && quoteId > 0);
  const { chosen, choose, phoneView, backToList } = useChosenConversation();
  const withdrawnNotice = useFocusOnWithdrawal(quote.data && quote.data.withdrawal !== null);

  if (userPending || (user && quote.isPending)) {
    return (
      <div className="mx-auto max-w-[1200px] space-y-4 px-4 py-10" aria-busy="true">
        <div className="h-8 w-64 animate-pulse rounded bg-gray-200" />
        <div className="h-96 animate-pulse rounded-xl bg-gray-200" />
      </div>
    );
  }
  if (!user) return null;
  const forbidden = quote.error instanceof ApiError && quote.error.status === 403;
  if (forbidden || (quote.data && quote.data.userId !== user.id)) {
    return (
      <PageEmptyState icon={ShieldAlert} title={t('quote.unauthorized')}>
        <p>{t('quote.unauthorizedText')}</p>
        <Button asChild>
          <Link href="/quotes">{t('quote.backToMyQuotes')}</Link>
        </Button>
      </PageEmptyState>
    );
  }
  if (!quote.data) {
    return (
      <div className="mx-auto max-w-xl px-4 py-16">
        <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
          <h1 className="text-lg font-semibold">{t('common.error')}</h1>
          <p className="mt-1">{messageOf(quote.error, t('quote.fetchFailed'))}</p>
          <Button asChild variant="outline" className="mt-4">
            <Link href="/quotes">{t('quote.backToMyQuotes')}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const q = quote.data;
  // Hired stays in progress until the job is done (decision 070): the comparison gives way then.
  const hiredCompanyId = q.hiredCompanyId;
  const shopping = isActive(q) && hiredCompanyId === null;
  /** "Message" on a business: open its conversation and bring the panel into view. */
  const openConversation = (companyId: number) => {
    choose(companyId);
    document.getElementById('messages')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  const messagesPanel = (
    <MessagesPanel
      quote={q}
      chosen={chosen}
      onChoose={choose}
      phoneView={phoneView}
      onBack={backToList}
    />
  );
  const subtitle =
    q.status === 'draft' ? SUBTITLES.draft : isActive(q) ? SUBTITLES.active : SUBTITLES.done;
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-8">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href="/quotes">
          <ArrowLeft className="h-4 w-4" aria-hidden /> {t('header.myQuotes')}
        </Link>
      </Button>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900">{q.quoteName}</h1>
      <p className="mt-1 text-gray-700">{t(subtitle)}</p>

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-6">
          {q.status === 'draft' ? (
            <DraftForm quote={q} />
          ) : shopping ? (
            <>
              <ComparisonView quote={q} onMessage={openConversation} />
              {messagesPanel}
            </>
          ) : q.withdrawal ? (
            <>
              <div
                ref={withdrawnNotice}
                tabIndex={-1}
                className="overflow-hidden rounded-xl border border-gray-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
              >
                <WithdrawnBanner withdrawal={q.withdrawal} />
              </div>
              {messagesPanel}
              <ReadOnlyQuote quote={q} />
            </>
          ) : hiredCompanyId !== null ? (
            <>
              <HiredCard quote={q} hiredCompanyId={hiredCompanyId} onMessage={openConversation} />
              {messagesPanel}
              {isActive(q) ? null : <ReadOnlyQuote quote={q} />}
            </>
          ) : (
            <ReadOnlyQuote quote={q} />
          )}
        </div>
        <aside className="space-y-6">
          {hiredCompanyId !== null ? <QuoteInvoices quoteId={q.id} /> : null}
          {isActive(q) ? <QuoteVisits quote={q} companyId={chosen} /> : null}
          {isActive(q) ? <QuoteDetailsCard quote={q} /> : null}
          {q.match ? (
            <MatchedRequestCard quote={q} match={q.match} onMessage={openConversation} />
          ) : (
            <SelectedCompanies quote={q} />
          )}
          <QuoteStatusCard quote={q} />
          <TypicalPriceHint categorySlug={q.job.categorySlug} zip={q.job.jobZip} />
          {shopping ? <WithdrawRequestButton quoteId={q.id} /> : null}
          {q.status === 'draft' ? <DeleteDraftButton quoteId={q.id} /> : null}
        </aside>
      </div>
    </div>
  );
}

function ReadOnlyQuote({ quote }: { quote: Quote }) {
  const t = useT();
  return (
    <section
      aria-labelledby="read-only"
      className="rounded-xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <div className="flex items-center gap-2">
        <h2 id="read-only" className="text-lg font-semibold text-gray-900">
          {t('quote.readOnlyTitle')}
        </h2>
        <Badge className="bg-gray-100 text-gray-800">
          <Lock className="mr-1 h-3 w-3" aria-hidden /> {t('quote.readOnly')}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-gray-600">{t('quote.notADraft')}</p>
      <dl className="mt-4 space-y-4">
        <div>
          <dt className="text-sm font-medium text-gray-800">{t('quote.name')}</dt>
          <dd className="mt-1 text-gray-900">{quote.quoteName}</dd>
        </div>
        <div>
          <dt className="text-sm font-medium text-gray-800">{t('quote.description')}</dt>
          <dd className="mt-1 whitespace-pre-line text-gray-900">{quote.description}</dd>
        </div>
      </dl>
      {quote.images.length > 0 ? <QuoteDetailsCard quote={quote} /> : null}
    </section>
  );
}
