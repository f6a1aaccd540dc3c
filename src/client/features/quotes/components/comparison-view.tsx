import { Award, BadgeDollarSign, MessageSquare } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import {
  depositOf,
  estimateTotal,
  formatUsd,
  isExpired,
  type ComparisonEntry,
  type Estimate,
} from '@/contract/estimate';
import type { Quote } from '@/contract/quote';
import { CompanyLogo } from '@/client/components/companies/company-logo';
import { StarRating } from '@/client/components/companies/star-rating';
import {
  EstimatePrice,
  useDepositText,
  usePriceText,
} from '@/client/components/estimates/estimate-card';
import { Button } from '@/client/components/ui/button';
import { ConfirmDialog } from '@/client/components/ui/confirm-dialog';
import { SelectControl } from '@/client/components/ui/select-control';
import { messageOf } from '@/client/lib/api-client';
import { dayParts, durationParts, formatRating, messageTime } from '@/client/lib/format';
import { T, useLocale, useT, type MessageId } from '@/client/lib/i18n';
import { useComparison, useHire } from '@/client/data/estimates';
import { localStore } from '@/client/lib/local-store';
import { toast, toastError } from '@/client/lib/toast';

type SortKey = 'price' | 'rating';
const SORTS: ReadonlyArray<{ value: SortKey; label: MessageId }> = [
  { value: 'price', label: 'compare.lowestPrice' },
  { value: 'rating', label: 'compare.highestRated' },
];

/**
 * What an estimate counts as when prices are compared: the midpoint of the job's estimated total
 * (a range's middle, a fixed price itself, rate × hours), docs/decisions/008, in whole cents. By the
 * low end, a wide range would beat a lower fixed price.
 */
function comparedCents(estimate: Estimate): number {
  const { minCents, maxCents } = estimateTotal(estimate);
  return Math.round((minCents + maxCents) / 2);
}

/** Cheapest first by that midpoint, then the surer price (lower high end); no estimate last. */
function byPrice(a: ComparisonEntry, b: ComparisonEntry): number {
  if (!a.estimate || !b.estimate) return (a.estimate ? 0 : 1) - (b.estimate ? 0 : 1);
  return (
    comparedCents(a.estimate) - comparedCents(b.estimate) ||
    estimateTotal(a.estimate).maxCents - estimateTotal(b.estimate).maxCents
  );
}

const byRating = (a: ComparisonEntry, b: ComparisonEntry) =>
  b.averageRating - a.averageRating || b.ratingsCount - a.ratingsCount;

/** The single best entry by a measure, when there is something to compare it with. */
function standout(
  entries: ComparisonEntry[],
  compare: (a: ComparisonEntry, b: ComparisonEntry) => number,
  counts: (e: ComparisonEntry) => boolean,
): number | null {
  const candidates = entries.filter(counts).sort(compare);
  if (candidates.length < 2 || compare(candidates[0]!, candidates[1]!) === 0) return null;
  return candidates[0]!.companyId;
}

/**
 * The in-progress quote's businesses side by side: one column each on a laptop, stacked cards on
 * a phone; sortable by price and rating; hiring one asks once, then the server decides.
 */
export function ComparisonView({
  quote,
  onMessage,
}: {
  quote: Quote;
  onMessage: (companyId: number) => void;
}) {
  const t = useT();
  const priceText = usePriceText();
  // From the job's ZIP (the server's default too); the box measures from another one.
  const [zip, setZip] = useState(() => quote.job.jobZip ?? localStore.postalCode().slice(0, 5));
  const [sort, setSort] = useState<SortKey>('price');
  const [hiring, setHiring] = useState<ComparisonEntry | null>(null);
  const comparison = useComparison(quote.id, /^\d{5}$/.test(zip) ? zip : '');
  const hire = useHire(quote.id);

  const entries = comparison.data ?? [];
  const sorted = [...entries].sort(sort === 'price' ? byPrice : byRating);
  const cheapest = standout(entries, byPrice, (e) => e.estimate !== null);
  const topRated = standout(entries, byRating, (e) => e.ratingsCount > 0);
  const estimates = entries.filter((e) => e.estimate).length;
  const range = entries.find((e) => e.estimate?.priceType === 'range')?.estimate;

  /** What hiring does; with the deposit the business asks, invoiced at once (decision 096). */
  const hireDescription = (entry: ComparisonEntry | null) => {
    const name = entry?.name ?? '';
    const deposit = entry?.estimate ? depositOf(entry.estimate) : null;
    return deposit === null
      ? t('compare.hireDescription', { name })
      : t('compare.hireDescriptionDeposit', { name, deposit: formatUsd(deposit) });
  };

  // mutateAsync: the page swaps this view for the hired card as soon as the quote refetches.
  const confirmHire = (entry: ComparisonEntry) =>
    hire.mutateAsync(entry.companyId).then(
      () =>
        toast({
          variant: 'success',
          title: t('hired.title', { name: entry.name }),
          description: t('compare.hiredText'),
        }),
      (error: unknown) => toastError(t('compare.hireFailed'), error, t('compare.hireFailedText')),
    );

  return (
    <section
      aria-labelledby="compare"
      className="rounded-xl border border-gray-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-gray-200 px-4 py-3">
        <div>
          <h2 id="compare" className="text-lg font-semibold text-gray-900">
            {t('compare.title')}
          </h2>
          <p className="text-sm text-gray-600">
            {t('compare.sent', { sent: estimates, count: entries.length })}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <SelectControl
            label={t('results.sortBy')}
            value={sort}
            options={SORTS.map(({ value, label }) => ({ value, label: t(label) }))}
            onChange={setSort}
          />
          <label className="flex items-center gap-2 text-sm text-gray-700">
            <span>{t('compare.distanceFrom')}</span>
            <input
              value={zip}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={5}
              onChange={(e) => {
                const next = e.target.value.replace(/\D/g, '').slice(0, 5);
                setZip(next);
                if (next.length === 5) localStore.setPostalCode(next);
              }}
              className="h-10 w-20 rounded-lg border border-gray-300 bg-white px-2 text-base text-gray-900 sm:text-sm"
            />
          </label>
        </div>
      </div>

      {comparison.isPending ? (
        <div className="grid gap-4 p-4 md:grid-cols-3" aria-busy="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="h-80 animate-pulse rounded-xl bg-gray-100" />
          ))}
        </div>
      ) : comparison.isError ? (
        <p role="alert" className="p-4 text-sm text-danger-700">
          {messageOf(comparison.error, t('compare.loadFailed'))}
        </p>
      ) : entries.length === 0 ? (
        // A matched request before any pro accepted it.
        <p className="p-4 text-sm text-gray-600">{t('compare.none')}</p>
      ) : (
        <ul
          aria-label={t('search.businesses')}
          className="grid grid-cols-1 gap-4 p-4 md:auto-cols-[minmax(15rem,1fr)] md:grid-flow-col md:grid-cols-none md:grid-rows-[repeat(5,auto)] md:overflow-x-auto"
        >
          {sorted.map((entry) => (
            <ComparisonColumn
              key={entry.companyId}
              entry={entry}
              cheapest={entry.companyId === cheapest}
              topRated={entry.companyId === topRated}
              hiring={hire.isPending}
              onHire={() => setHiring(entry)}
              onMessage={() => onMessage(entry.companyId)}
            />
          ))}
        </ul>
      )}

      {range && estimates > 1 ? (
        <p className="border-t border-gray-100 px-4 py-3 text-xs text-gray-600">
          {t('compare.midpoint', {
            range: priceText(range),
            counts: formatUsd(comparedCents(range)),
          })}
        </p>
      ) : null}

      <ConfirmDialog
        open={hiring !== null}
        onOpenChange={(open) => !open && setHiring(null)}
        title={t('compare.hireTitle', { name: hiring?.name ?? '' })}
        description={hireDescription(hiring)}
        confirmLabel={t('compare.hire')}
        onConfirm={() => hiring && void confirmHire(hiring)}
      />
    </section>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-3">
      <dt className="shrink-0 text-gray-600">{term}</dt>
      <dd className="text-right text-gray-900">{children}</dd>
    </div>
  );
}

/** A dash for sighted readers, words for screen readers. */
function Unknown() {
  const t = useT();
  return (
    <>
      <span aria-hidden>—</span>
      <span className="sr-only">{t('compare.notKnown')}</span>
    </>
  );
}

function ComparisonColumn({
  entry,
  cheapest,
  topRated,
  hiring,
  onHire,
  onMessage,
}: {
  entry: ComparisonEntry;
  cheapest: boolean;
  topRated: boolean;
  hiring: boolean;
  onHire: () => void;
  onMessage: () => void;
}) {
  const t = useT();
  const locale = useLocale();
  const { estimate } = entry;
  const depositText = useDepositText();
  const deposit = estimate ? depositText(estimate) : null;
  return (
    <li
      aria-labelledby={`compare-${entry.companyId}`}
      className="grid gap-4 rounded-xl border border-gray-200 p-4 md:row-span-5 md:grid-rows-subgrid"
    >
      <div className="flex items-start gap-3">
        <CompanyLogo src={entry.logo} name={entry.name} size="sm" decorative />
        <div className="min-w-0">
          <h3 id={`compare-${entry.companyId}`} className="font-semibold text-gray-900">
            <Link href={`/companies/${entry.companyId}`} className="hover:underline">
              {entry.name}
            </Link>
          </h3>
          <p className="text-sm text-gray-600">
            {entry.city}, {entry.state}
          </p>
          {cheapest || topRated ? (
            <p className="mt-1 flex flex-wrap gap-1">
              {cheapest ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
                  <BadgeDollarSign className="h-3.5 w-3.5" aria-hidden /> {t('compare.lowestPrice')}
                </span>
              ) : null}
              {topRated ? (
                <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900">
                  <Award className="h-3.5 w-3.5" aria-hidden /> {t('compare.highestRated')}
                </span>
              ) : null}
            </p>
          ) : null}
        </div>
      </div>

      {estimate ? (
        <div>
          <EstimatePrice estimate={estimate} />
          <p className="mt-2 text-sm text-gray-700">
            {t('compare.canStart', {
              date: t('format.shortDate', dayParts(estimate.earliestStart)),
            })}
          </p>
          <p
            className={
              isExpired(estimate) ? 'text-sm font-medium text-orange-800' : 'text-sm text-gray-700'
            }
          >
            {t(isExpired(estimate) ? 'compare.expiredOn' : 'compare.validUntil', {
              date: t('format.shortDate', dayParts(estimate.validUntil)),
            })}
          </p>
          {deposit ? (
            <p className="text-sm text-gray-700">{t('compare.deposit', { deposit })}</p>
          ) : null}
          <p className="mt-1 text-xs text-gray-600">
            {entry.revisions > 1
              ? t('compare.revisionSent', {
                  revision: estimate.revision,
                  time: messageTime(estimate.createdAt, locale),
                })
              : t('compare.sentAt', { time: messageTime(estimate.createdAt, locale) })}
          </p>
        </div>
      ) : (
        <div>
          <p className="text-lg font-semibold text-gray-700">{t('compare.noEstimate')}</p>
          <p className="text-sm text-gray-600">{t('compare.askPrice')}</p>
        </div>
      )}

      {estimate ? (
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-gray-600">
            {t('compare.includes')}
          </p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line break-words text-sm text-gray-800">
            {estimate.includes}
          </p>
        </div>
      ) : (
        <div className="hidden md:block" />
      )}

      <dl className="space-y-2 border-t border-gray-100 pt-3 text-sm">
        <Fact term={t('compare.rating')}>
          {entry.ratingsCount > 0 ? (
            <span className="inline-flex flex-wrap items-center justify-end gap-1">
              <StarRating value={entry.averageRating} />
              <span>
                {formatRating(entry.averageRating, locale)} (
                {t('company.reviews', { count: entry.ratingsCount })})
              </span>
            </span>
          ) : (
            t('company.noReviews')
          )}
        </Fact>
        <Fact term={t('compare.distance')}>
          {entry.distanceMiles === null ? (
            <Unknown />
          ) : (
            t('company.miles', { distance: entry.distanceMiles })
          )}
        </Fact>
        {entry.responseTime ? (
          <Fact term={t('compare.repliesWithin')}>
            {t('format.duration', durationParts(entry.responseTime.medianMinutes))}
          </Fact>
        ) : null}
        {entry.responseRate ? (
          <Fact term={t('compare.answersWithinDay')}>
            {t('compare.percentOfRequests', { percent: entry.responseRate.percent })}
          </Fact>
        ) : null}
        <Fact term={t('compare.lastMessage')}>
          {entry.lastMessageAt ? messageTime(entry.lastMessageAt, locale) : t('compare.noneYet')}
        </Fact>
      </dl>

      <div className="flex flex-wrap items-end gap-2">
        {entry.isActive ? (
          <Button className="flex-1" onClick={onHire} disabled={hiring}>
            <T
              id="compare.hireName"
              values={{ name: entry.name }}
              components={{ 0: <span className="sr-only" /> }}
            />
          </Button>
        ) : (
          <p className="flex-1 text-sm text-gray-700">{t('compare.notAccepting')}</p>
        )}
        <Button variant="outline" className="flex-1" onClick={onMessage}>
          <MessageSquare className="h-4 w-4" aria-hidden />{' '}
          <T
            id="common.messageName"
            values={{ name: entry.name }}
            components={{ 0: <span className="sr-only" /> }}
          />
        </Button>
      </div>
    </li>
  );
}
