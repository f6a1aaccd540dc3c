import {
  depositOf,
  describePrice,
  estimateTotal,
  formatUsd,
  isExpired,
  type Estimate,
  type EstimatePrice as PriceFields,
} from '@/contract/estimate';
import type { Outcome } from '@/contract/message';
import { cn } from '@/client/lib/cn';
import { dayParts, formatDecimal } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';

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
  const t = useT();
  if (estimate.revision < latestRevision || outcome === 'not_selected') {
    return (
      <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs font-medium text-gray-700">
        {outcome === 'not_selected' && estimate.revision === latestRevision
          ? t('estimate.notChosen')
          : t('estimate.replacedBy', { revision: latestRevision })}
      </span>
    );
  }
  if (outcome === 'hired') {
    return (
      <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
        {t('estimate.accepted')}
      </span>
    );
  }
  if (isExpired(estimate)) {
    return (
      <span className="rounded-full bg-orange-100 px-2 py-0.5 text-xs font-medium text-orange-900">
        {t('estimate.expired')}
      </span>
    );
  }
  return (
    <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-900">
      {t('estimate.current')}
    </span>
  );
}

/** describePrice in the page's language: "$85/hr × 12 h" is "$85/h × 12 h" in Spanish. */
export function usePriceText(): (price: PriceFields) => string {
  const t = useT();
  const locale = useLocale();
  return (price) =>
    price.priceType === 'hourly'
      ? t('estimate.hourlyPrice', {
          rate: formatUsd(price.hourlyRateCents ?? 0),
          hours: formatDecimal(price.estimatedHours ?? 0, locale),
        })
      : describePrice(price);
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
  const t = useT();
  const priceText = usePriceText();
  const total = estimateTotal(estimate);
  return (
    <div className={className}>
      <p
        className={cn(
          'text-2xl font-bold tracking-tight',
          replaced ? 'text-gray-600 line-through' : 'text-gray-900',
        )}
      >
        {priceText(estimate)}
      </p>
      <p className="text-sm text-gray-600">
        {estimate.priceType === 'hourly'
          ? t('estimate.hourlyTotal', { total: formatUsd(total.minCents) })
          : t('estimate.priceType', { type: estimate.priceType })}
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
  const t = useT();
  const replaced = estimate.revision < latestRevision;
  return (
    <article
      aria-label={t('estimate.label', { revision: estimate.revision })}
      className={cn(
        'rounded-xl border bg-white p-4 text-left shadow-sm',
        replaced ? 'border-gray-200' : 'border-brand-200',
        className,
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">
          {estimate.revision > 1
            ? t('estimate.revised', { revision: estimate.revision })
            : t('estimate.title')}
        </p>
        <EstimateState estimate={estimate} latestRevision={latestRevision} outcome={outcome} />
      </div>
      <EstimatePrice estimate={estimate} replaced={replaced} className="mt-2" />
      <p className="mt-3 whitespace-pre-line break-words text-sm text-gray-800">
        {estimate.includes}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-gray-600">{t('estimate.earliestStart')}</dt>
          <dd className="font-medium text-gray-900">
            {t('format.shortDate', dayParts(estimate.earliestStart))}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">{t('estimate.validUntil')}</dt>
          <dd className="font-medium text-gray-900">
            {t('format.shortDate', dayParts(estimate.validUntil))}
          </dd>
        </div>
        <EstimateDeposit estimate={estimate} />
      </dl>
    </article>
  );
}

/** The deposit the business asks at hire in words, "$360 (30%)", or null without one. */
export function useDepositText(): (estimate: Estimate) => string | null {
  const t = useT();
  return (estimate) => {
    const deposit = depositOf(estimate);
    if (deposit === null) return null;
    return estimate.depositPercent === null
      ? formatUsd(deposit)
      : t('estimate.depositPercent', {
          amount: formatUsd(deposit),
          percent: estimate.depositPercent,
        });
  };
}

function EstimateDeposit({ estimate }: { estimate: Estimate }) {
  const t = useT();
  const deposit = useDepositText()(estimate);
  if (deposit === null) return null;
  return (
    <div className="col-span-2">
      <dt className="text-gray-600">{t('estimate.deposit')}</dt>
      <dd className="font-medium text-gray-900">{deposit}</dd>
    </div>
  );
}
