import { ClipboardList, Images, MessageSquare, Plus, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'wouter';
import { QuoteStageBadge, QuoteStatusBadge } from '@/client/components/quotes/quote-status-badge';
import { CountBadge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { EmptyState, PageEmptyState } from '@/client/components/ui/empty-state';
import { Pagination } from '@/client/components/ui/pagination';
import { SelectControl } from '@/client/components/ui/select-control';
import { useUser } from '@/client/data/auth';
import { messageOf } from '@/client/lib/api-client';
import { useAuthDialogs } from '@/client/lib/auth-dialogs';
import { cn } from '@/client/lib/cn';
import { timeAgo } from '@/client/lib/format';
import { T, useLocale, useT, type MessageId } from '@/client/lib/i18n';
import { usePriceText } from '@/client/components/estimates/estimate-card';
import { NextVisitLine } from '@/client/components/visits/next-visit-line';
import { QUOTE_STAGES } from '@/contract/quote';
import { useQuotes, type QuoteFilter, type StageFilter } from '@/client/data/quotes';

const FILTERS: ReadonlyArray<{ value: QuoteFilter; label: MessageId }> = [
  { value: 'all', label: 'quotes.all' },
  { value: 'draft', label: 'quoteStatus.draft' },
  { value: 'in_progress', label: 'quoteStatus.inProgress' },
  { value: 'completed', label: 'quoteStatus.completed' },
];

export function QuotesPage() {
  const t = useT();
  const locale = useLocale();
  const priceText = usePriceText();
  const { data: user, isPending: userPending } = useUser();
  const dialogs = useAuthDialogs();
  const [filter, setFilter] = useState<QuoteFilter>('all');
  const [stage, setStage] = useState<StageFilter>('all');
  const [page, setPage] = useState(1);
  const quotes = useQuotes(page, filter, Boolean(user), stage);
  const choose = (next: QuoteFilter) => {
    setFilter(next);
    setPage(1);
  };
  const chooseStage = (next: StageFilter) => {
    setStage(next);
    setPage(1);
  };

  if (!userPending && !user) {
    return (
      <PageEmptyState icon={ClipboardList} title={t('quotes.logIn')}>
        <Button onClick={() => dialogs.show('login')}>{t('header.logIn')}</Button>
      </PageEmptyState>
    );
  }

  const data = quotes.data;
  const filters = FILTERS.map(({ value, label }) => ({ value, label: t(label) }));
  const stageOptions: ReadonlyArray<{ value: StageFilter; label: string }> = [
    { value: 'all', label: t('quotes.allStages') },
    ...QUOTE_STAGES.map((value) => {
      const name = t('quoteStage.name', { stage: value });
      return {
        value,
        label: data ? t('quotes.stageCount', { name, count: data.stageCounts[value] }) : name,
      };
    }),
  ];
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">{t('header.myQuotes')}</h1>
        <Button asChild>
          <Link href="/search">
            <Plus className="h-4 w-4" aria-hidden /> {t('quotes.new')}
          </Link>
        </Button>
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t('quotes.byStatus')}>
        {filters.map(({ value, label }) => (
          <li key={value}>
            <button
              type="button"
              aria-pressed={filter === value}
              onClick={() => choose(value)}
              className={cn(
                'w-full rounded-xl border bg-white p-4 text-left shadow-sm',
                filter === value
                  ? 'border-brand-700 ring-2 ring-brand-700'
                  : 'border-gray-200 hover:border-gray-300',
              )}
            >
              <span className="block text-sm text-gray-600">{label}</span>
              <span className="block text-2xl font-bold text-gray-900">
                {data ? data.counts[value === 'all' ? 'all' : value] : '–'}
              </span>
            </button>
          </li>
        ))}
      </ul>

      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-3">
        <SelectControl
          label={t('quotes.show')}
          value={filter}
          options={filters}
          onChange={choose}
        />
        <SelectControl
          label={t('quotes.stage')}
          value={stage}
          options={stageOptions}
          onChange={chooseStage}
        />
      </div>

      <section aria-label={t('quotes.list')} className="mt-4">
        {quotes.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-gray-200" />
            ))}
          </div>
        ) : quotes.isError ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            {t('quotes.loadError', { message: messageOf(quotes.error, t('quotes.fetchFailed')) })}
          </p>
        ) : data && data.data.length > 0 ? (
          <>
            <ul className="space-y-3">
              {data.data.map((quote) => (
                <li
                  key={quote.id}
                  className="flex flex-col gap-3 rounded-xl border border-gray-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center"
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <h2 className="font-semibold text-gray-900">{quote.quoteName}</h2>
                      <QuoteStatusBadge status={quote.status} />
                      {/* A draft's stage would only repeat its status badge. */}
                      {quote.stage === 'draft' ? null : <QuoteStageBadge stage={quote.stage} />}
                      <CountBadge
                        count={quote.unreadCount}
                        label={t('header.unreadMessages', { count: quote.unreadCount })}
                      />
                    </div>
                    <p className="mt-1 line-clamp-1 text-sm text-gray-700">
                      {quote.description || t('quotes.noDescription')}
                    </p>
                    {quote.hiredCompany ? (
                      <p className="mt-2 text-sm text-gray-800">
                        <T
                          id={quote.agreedEstimate ? 'quotes.hiredAtPrice' : 'quotes.hired'}
                          values={{
                            name: quote.hiredCompany.name,
                            price: quote.agreedEstimate ? priceText(quote.agreedEstimate) : '',
                          }}
                          components={{
                            0: (
                              <Link
                                href={`/companies/${quote.hiredCompany.id}`}
                                className="font-medium text-brand-800 underline underline-offset-2"
                              />
                            ),
                            1: <span className="font-medium" />,
                          }}
                        />
                      </p>
                    ) : null}
                    <NextVisitLine visit={quote.nextVisit} className="mt-2 text-sm text-gray-800" />
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                      <span>{t('quotes.created', { ago: timeAgo(quote.createdAt, locale) })}</span>
                      <span className="inline-flex items-center gap-1">
                        <Users className="h-4 w-4" aria-hidden />{' '}
                        {t('quotes.companies', { count: quote.companyCount })}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Images className="h-4 w-4" aria-hidden /> {quote.imageCount}
                      </span>
                      {quote.unreadCount > 0 ? (
                        <span className="inline-flex items-center gap-1 text-brand-800">
                          <MessageSquare className="h-4 w-4" aria-hidden />{' '}
                          {t('header.unread', { count: quote.unreadCount })}
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <Button asChild variant={quote.status === 'draft' ? 'primary' : 'outline'}>
                    <Link
                      href={`/quotes/${quote.id}/edit`}
                      aria-label={t('quotes.openNamed', {
                        action: t(quote.status === 'draft' ? 'quotes.edit' : 'quotes.view'),
                        name: quote.quoteName,
                      })}
                    >
                      {t(quote.status === 'draft' ? 'quotes.edit' : 'quotes.view')}
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
            <Pagination page={page} totalPages={data.totalPages} onChange={setPage} />
          </>
        ) : (
          <EmptyState
            icon={ClipboardList}
            title={t(filter === 'all' && stage === 'all' ? 'quotes.noneYet' : 'quotes.noneHere')}
          >
            <p>{t('quotes.emptyHint')}</p>
            <Button asChild>
              <Link href="/search">{t('quotes.new')}</Link>
            </Button>
          </EmptyState>
        )}
      </section>
    </div>
  );
}
