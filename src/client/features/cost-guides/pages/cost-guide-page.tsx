import { ArrowLeft, Search } from 'lucide-react';
import { Link } from 'wouter';
import type { CostGuide, CostGuideFigures } from '@/contract/cost-guide';
import { costGuidePath, formatGuidePrice, stateName } from '@/contract/cost-guide-text';
import { Button } from '@/client/components/ui/button';
import { Card } from '@/client/components/ui/card';
import { useCostGuide } from '@/client/data/cost-guides';
import { longDateParts } from '@/client/lib/format';
import { useLocale, useT } from '@/client/lib/i18n';
import { usePageMeta } from '@/client/lib/page-meta';
import { PriceDistribution } from '../components/price-distribution';
import { basedOn, costGuidePageMeta, whereValues } from '../cost-guide-meta';

/** A state in the address is two lower-case letters: one address per guide. */
const STATE_IN_ADDRESS = /^[a-z]{2}$/;

/** /cost/{category} and /cost/{category}/{state}: a trade's prices as estimates on QuoteLocal say. */
export function CostGuidePage({ params }: { params: { category: string; state?: string } }) {
  const validAddress = params.state === undefined || STATE_IN_ADDRESS.test(params.state);
  const state = params.state ? params.state.toUpperCase() : null;
  const guide = useCostGuide(validAddress ? params.category : null, { state });
  const t = useT();
  const locale = useLocale();
  usePageMeta(costGuidePageMeta(guide, validAddress, t, locale));

  if (guide.isPending && validAddress) {
    return <div className="mx-auto h-96 max-w-[1000px] animate-pulse px-4 py-8" aria-busy="true" />;
  }
  if (!guide.data) return <NoGuide />;
  return <Guide guide={guide.data} />;
}

function Guide({ guide }: { guide: CostGuide }) {
  const t = useT();
  const locale = useLocale();
  const { category } = guide;
  return (
    <div className="mx-auto max-w-[1000px] px-4 py-6">
      <Button asChild variant="ghost" size="sm" className="-ml-2">
        <Link href={`/categories/${category.slug}`}>
          <ArrowLeft className="h-4 w-4" aria-hidden /> {category.name}
        </Link>
      </Button>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
        {t('costGuide.heading', { category: category.name, ...whereValues(guide.state, locale) })}
      </h1>
      <p className="mt-2 text-gray-700">
        {t('costGuide.updated', {
          date: t('format.longDate', longDateParts(guide.computedAt, 'UTC')),
        })}
      </p>

      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_18rem]">
        <div className="space-y-6">
          {guide.figures.map((figures) => (
            <FiguresCard key={figures.unit} figures={figures} />
          ))}
        </div>
        <aside className="space-y-6">
          <Card title={t('costGuide.getPrice')} variant="side">
            <p className="text-sm text-gray-700">{t('costGuide.everyJob')}</p>
            <Button asChild className="mt-3 w-full">
              <Link href={`/search?q=${encodeURIComponent(category.name)}`}>
                <Search className="h-4 w-4" aria-hidden /> {t('costGuide.getQuotes')}
              </Link>
            </Button>
            <Button asChild variant="outline" className="mt-2 w-full">
              <Link href={`/categories/${category.slug}`}>
                {t('costGuide.businesses', { category: category.name })}
              </Link>
            </Button>
          </Card>
          <OtherGuides guide={guide} />
        </aside>
      </div>
    </div>
  );
}

function FiguresCard({ figures }: { figures: CostGuideFigures }) {
  const t = useT();
  const per =
    figures.unit === 'hour' ? (
      <>
        {' '}
        <span className="text-base font-medium text-gray-700">{t('costGuide.anHour')}</span>
      </>
    ) : null;
  return (
    <Card title={figures.unit === 'hour' ? t('costGuide.hourly') : t('costGuide.jobPrice')}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-gray-700">{t('costGuide.median')}</dt>
          <dd className="text-3xl font-bold text-gray-900">
            {formatGuidePrice(figures.medianCents)}
            {per}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-gray-700">{t('costGuide.middle')}</dt>
          <dd className="text-xl font-semibold text-gray-900">
            {formatGuidePrice(figures.p25Cents)}–{formatGuidePrice(figures.p75Cents)}
            {per}
          </dd>
        </div>
      </dl>
      <p className="mt-3 text-sm text-gray-700">{basedOn(t, figures)}</p>
      <PriceDistribution figures={figures} />
    </Card>
  );
}

/** The national guide from a state's, and the states with a guide of their own. */
function OtherGuides({ guide }: { guide: CostGuide }) {
  const t = useT();
  const locale = useLocale();
  const others = guide.states.filter((s) => s !== guide.state);
  if (!guide.state && others.length === 0) return null;
  return (
    <Card title={t('costGuide.byState')} variant="side">
      <ul className="space-y-2 text-sm">
        {guide.state ? (
          <li>
            <Link
              href={costGuidePath(guide.category.slug)}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {t('costGuide.allStates')}
            </Link>
          </li>
        ) : null}
        {others.map((s) => (
          <li key={s}>
            <Link
              href={costGuidePath(guide.category.slug, s)}
              className="font-medium text-brand-800 underline underline-offset-2"
            >
              {t('costGuide.inState', {
                category: guide.category.name,
                state: stateName(s, locale),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function NoGuide() {
  const t = useT();
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold text-gray-900">{t('costGuide.none')}</h1>
      <p className="mt-2 text-gray-700">{t('costGuide.noneText')}</p>
      <Button asChild className="mt-6">
        <Link href="/">{t('costGuide.findPro')}</Link>
      </Button>
    </div>
  );
}
