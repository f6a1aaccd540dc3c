import {
  describePrice,
  estimateTotal,
  formatUsd,
  isExpired,
  PRICE_TYPE_LABELS,
  type Estimate,
} from '@/contract/estimate';
import type { Outcome } from '@/contract/message';
import { cn } from '@/client/lib/cn';
import { formatDay } from '@/client/lib/format';

/** Replaced, accepted, not chosen, lapsed or current: in words, not only in colour. */
function EstimateState({
  estimate,
  latestRevision,
  outcome,
}: {
  estimate: Estimate;
  latestRevision: number;
  outcome: Outcome | null;
}) {
  if (estimate.revision < latestRevision || outcome === 'not_selected') {
    return (
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
        {outcome === 'not_selected' && estimate.revision === latestRevision
          ? 'Not chosen'
          : `Replaced by revision ${latestRevision}`}
      </span>
    );
  }
  if (outcome === 'hired') {
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
        Accepted
      </span>
    );
  }
  if (isExpired(estimate)) {
    return (
      <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-medium text-orange-900">
        Expired
      </span>
    );
  }
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
      Current
    </span>
  );
}

/** The price in large type and what it means: "$85/hr × 12 h" reads "about $1,020 in total". */
export function EstimatePrice({
  estimate,
  replaced = false,
  className,
}: {
  estimate: Estimate;
  replaced?: boolean;
  className?: string;
}) {
  const total = estimateTotal(estimate);
  return (
    <div className={className}>
      <p
        className={cn(
          'text-2xl font-bold tracking-tight',
          replaced ? 'text-gray-600 line-through' : 'text-gray-900',
        )}
      >
        {describePrice(estimate)}
      </p>
      <p className="text-sm text-gray-600">
        {PRICE_TYPE_LABELS[estimate.priceType]}
        {estimate.priceType === 'hourly' ? ` · about ${formatUsd(total.minCents)} in total` : ''}
      </p>
    </div>
  );
}

/** One revision of a business's estimate, as a card of its own in the conversation. */
export function EstimateCard({
  estimate,
  latestRevision,
  outcome,
  className,
}: {
  estimate: Estimate;
  latestRevision: number;
  /** How the customer decided, once they hired (this business or another). */
  outcome: Outcome | null;
  className?: string;
}) {
  const replaced = estimate.revision < latestRevision;
  return (
    <article
      aria-label={`Estimate, revision ${estimate.revision}`}
      className={cn(
        'rounded-xl border bg-white p-4 text-left shadow-sm',
        replaced ? 'border-gray-200' : 'border-brand-200',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {estimate.revision > 1 ? `Revised estimate · revision ${estimate.revision}` : 'Estimate'}
        </p>
        <EstimateState estimate={estimate} latestRevision={latestRevision} outcome={outcome} />
      </div>
      <EstimatePrice estimate={estimate} replaced={replaced} className="mt-2" />
      <p className="mt-3 whitespace-pre-line break-words text-sm text-gray-800">
        {estimate.includes}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-600">Earliest start</dt>
          <dd className="font-medium text-gray-900">{formatDay(estimate.earliestStart)}</dd>
        </div>
        <div>
          <dt className="text-gray-600">Valid until</dt>
          <dd className="font-medium text-gray-900">{formatDay(estimate.validUntil)}</dd>
        </div>
      </dl>
    </article>
  );
}
