import type { InsightsWeek } from '@/contract/insights';
import { type Translate, useLocale, useT } from '@/client/lib/i18n';
import { SUMMARY_WEEKS, summaryTiles, type SummaryTile } from '../insights-numbers';

function changeText(change: SummaryTile['change'], t: Translate): string {
  if (change === 'same') return t('insights.sameAsBefore', { weeks: SUMMARY_WEEKS });
  if (change === 'new') return t('insights.upFromNone', { weeks: SUMMARY_WEEKS });
  // A real minus sign, as a reader expects it (and a screen reader says "minus").
  const signed = change.percent > 0 ? `+${change.percent}` : `−${-change.percent}`;
  return t('insights.changeVsBefore', { signed, weeks: SUMMARY_WEEKS });
}

/** The last four weeks at a glance, each total against the four weeks before. */
export function SummaryTiles({ weeks }: { weeks: InsightsWeek[] }) {
  const t = useT();
  const locale = useLocale();
  return (
    <section aria-labelledby="insights-summary">
      <h2 id="insights-summary" className="text-lg font-semibold text-gray-900">
        {t('insights.lastWeeks', { weeks: SUMMARY_WEEKS })}
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {summaryTiles(weeks, locale).map((tile) => (
          <div
            key={tile.label}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-gray-700">{t(tile.label)}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">{tile.value}</dd>
            <dd className="mt-1 text-xs text-gray-600">{changeText(tile.change, t)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
