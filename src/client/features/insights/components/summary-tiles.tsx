import type { InsightsWeek } from '@/contract/insights';
import { SUMMARY_WEEKS, summaryTiles, type SummaryTile } from '../insights-numbers';

function changeText(change: SummaryTile['change']): string {
  if (change === 'same') return `Same as the ${SUMMARY_WEEKS} weeks before`;
  if (change === 'new') return `Up from none the ${SUMMARY_WEEKS} weeks before`;
  // A real minus sign, as a reader expects it (and a screen reader says "minus").
  const signed = change.percent > 0 ? `+${change.percent}` : `−${-change.percent}`;
  return `${signed}% vs the ${SUMMARY_WEEKS} weeks before`;
}

/** The last four weeks at a glance, each total against the four weeks before. */
export function SummaryTiles({ weeks }: { weeks: InsightsWeek[] }) {
  return (
    <section aria-labelledby="insights-summary">
      <h2 id="insights-summary" className="text-lg font-semibold text-gray-900">
        Last {SUMMARY_WEEKS} weeks
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {summaryTiles(weeks).map((tile) => (
          <div
            key={tile.label}
            className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm"
          >
            <dt className="text-sm text-gray-700">{tile.label}</dt>
            <dd className="mt-1 text-2xl font-semibold tabular-nums text-gray-900">{tile.value}</dd>
            <dd className="mt-1 text-xs text-gray-600">{changeText(tile.change)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
