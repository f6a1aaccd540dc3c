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
import { describePrice } from '@/contract/estimate';
import { QUOTE_STAGES, STAGE_LABELS } from '@/contract/quote';
import { useQuotes, type QuoteFilter, type StageFilter } from '@/client/data/quotes';

const FILTERS: ReadonlyArray<{ value: QuoteFilter; label: string }> = [
  { value: 'all', label: 'All quotes' },
  { value: 'draft', label: 'Draft' },
  { value: 'in_progress', label: 'In Progress' },
  { value: 'completed', label: 'Completed' },
];

export function QuotesPage() {
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
      <PageEmptyState icon={ClipboardList} title="Log in to see your quotes">
        <Button onClick={() => dialogs.show('login')}>Log In</Button>
      </PageEmptyState>
    );
  }

  const data = quotes.data;
  const stageOptions: ReadonlyArray<{ value: StageFilter; label: string }> = [
    { value: 'all', label: 'All stages' },
    ...QUOTE_STAGES.map((value) => ({
      value,
      label: `${STAGE_LABELS[value]}${data ? ` (${data.stageCounts[value]})` : ''}`,
    })),
  ];
  return (
    <div className="mx-auto max-w-[1200px] px-4 py-10">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">My Quotes</h1>
        <Button asChild>
          <Link href="/search">
            <Plus className="h-4 w-4" aria-hidden /> New Quote
          </Link>
        </Button>
      </div>

      <ul className="mt-6 grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Quotes by status">
        {FILTERS.map(({ value, label }) => (
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
        <SelectControl label="Show" value={filter} options={FILTERS} onChange={choose} />
        <SelectControl label="Stage" value={stage} options={stageOptions} onChange={chooseStage} />
      </div>

      <section aria-label="Quotes" className="mt-4">
        {quotes.isPending ? (
          <div className="space-y-3" aria-busy="true">
            {Array.from({ length: 3 }, (_, i) => (
              <div key={i} className="h-28 animate-pulse rounded-xl bg-gray-200" />
            ))}
          </div>
        ) : quotes.isError ? (
          <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-red-900">
            Error loading quotes: {messageOf(quotes.error, 'Failed to fetch quotes')}
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
                        label={`${quote.unreadCount} unread messages`}
                      />
                    </div>
                    <p className="mt-1 line-clamp-1 text-sm text-gray-700">
                      {quote.description || 'No description yet'}
                    </p>
                    {quote.hiredCompany ? (
                      <p className="mt-2 text-sm text-gray-800">
                        Hired{' '}
                        <Link
                          href={`/companies/${quote.hiredCompany.id}`}
                          className="font-medium text-brand-800 underline underline-offset-2"
                        >
                          {quote.hiredCompany.name}
                        </Link>
                        {quote.agreedEstimate ? (
                          <>
                            {' · '}Agreed price{' '}
                            <span className="font-medium">
                              {describePrice(quote.agreedEstimate)}
                            </span>
                          </>
                        ) : null}
                      </p>
                    ) : null}
                    <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
                      <span>Created {timeAgo(quote.createdAt)}</span>
                      <span className="inline-flex items-center gap-1">
                        <Users className="h-4 w-4" aria-hidden /> {quote.companyCount}{' '}
                        {quote.companyCount === 1 ? 'company' : 'companies'}
                      </span>
                      <span className="inline-flex items-center gap-1">
                        <Images className="h-4 w-4" aria-hidden /> {quote.imageCount}
                      </span>
                      {quote.unreadCount > 0 ? (
                        <span className="inline-flex items-center gap-1 text-brand-800">
                          <MessageSquare className="h-4 w-4" aria-hidden /> {quote.unreadCount}{' '}
                          unread
                        </span>
                      ) : null}
                    </p>
                  </div>
                  <Button asChild variant={quote.status === 'draft' ? 'primary' : 'outline'}>
                    <Link
                      href={`/quotes/${quote.id}/edit`}
                      aria-label={`${quote.status === 'draft' ? 'Edit Quote' : 'View Quote'}: ${quote.quoteName}`}
                    >
                      {quote.status === 'draft' ? 'Edit Quote' : 'View Quote'}
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
            title={filter === 'all' && stage === 'all' ? 'No quotes yet' : 'No quotes here'}
          >
            <p>Find businesses, select a few and start one quote request for all of them.</p>
            <Button asChild>
              <Link href="/search">New Quote</Link>
            </Button>
          </EmptyState>
        )}
      </section>
    </div>
  );
}
