import { Link } from 'wouter';
import type { CostGuideWhere } from '@/contract/cost-guide';
import type { CostGuideFigures } from '@/contract/cost-guide';
import { costGuidePath, formatGuidePrice } from '@/contract/cost-guide-text';
import { useCostGuide } from '@/client/data/cost-guides';
import { useT } from '@/client/lib/i18n';

const LINK = 'font-medium text-brand-800 underline underline-offset-2';

/**
 * "Typical price for Plumbing Services: $150–$400 (median $250) from 42 estimates", linking to
 * the guide: for a job in `zip`, its state's guide, else the national one. Nothing while it loads
 * or when the trade has no guide.
 */
export function TypicalPriceHint({
  categorySlug,
  zip,
}: {
  categorySlug: string | null;
  zip: string | null;
}) {
  const t = useT();
  const where: CostGuideWhere = zip ? { zip } : { state: null };
  const guide = useCostGuide(categorySlug, where).data;
  const figures = guide?.figures[0];
  if (!guide || !figures) return null;
  return (
    <p className="rounded-xl border border-brand-100 bg-brand-50 p-4 text-sm text-gray-800">
      {t('costGuide.typical', {
        category: guide.category.name,
        range: t('costGuide.range', rangeValues(figures)),
        estimates: figures.estimates,
      })}{' '}
      <Link href={costGuidePath(guide.category.slug, guide.state)} className={LINK}>
        {t('costGuide.see')}
      </Link>
    </p>
  );
}

/** describeTypicalPrice's values: "$150–$400 (median $250)", "an hour" after an hourly range. */
const rangeValues = (f: CostGuideFigures) => ({
  low: formatGuidePrice(f.p25Cents),
  high: formatGuidePrice(f.p75Cents),
  median: formatGuidePrice(f.medianCents),
  unit: f.unit,
});

/** The category page's link to its trade's national guide, when there is one. */
export function CostGuideLink({ categorySlug }: { categorySlug: string }) {
  const t = useT();
  const guide = useCostGuide(categorySlug, { state: null }).data;
  if (!guide) return null;
  return (
    <p className="mt-4 text-sm">
      <Link href={costGuidePath(categorySlug)} className={LINK}>
        {t('costGuide.whatDoesItCost', { category: guide.category.name })}
      </Link>
    </p>
  );
}
