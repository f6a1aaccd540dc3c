import { useId } from 'react';
import type { CostGuideBand, CostGuideFigures } from '@/contract/cost-guide';
import { formatGuidePrice } from '@/contract/cost-guide-text';
import { type Translate, useT } from '@/client/lib/i18n';
import { priceTicks } from './price-ticks';

const WIDTH = 400;
const HEIGHT = 160;
const GAP = 6;
/** A tail stands apart from the bands of equal width: it covers a span of its own. */
const TAIL_GAP = 18;
/** Ticks closer than this to an edge (share of the width) would run off it. */
const TICK_MARGIN = 0.06;

/** A band's words: a tail says which side of the percentile it lies. */
function bandLabel(t: Translate, band: CostGuideBand, only: boolean): string {
  if (band.tail === 'below') return t('costGuide.under', { price: formatGuidePrice(band.toCents) });
  if (band.tail === 'above')
    return t('costGuide.over', { price: formatGuidePrice(band.fromCents) });
  if (only) return formatGuidePrice(band.fromCents);
  return `${formatGuidePrice(band.fromCents)}–${formatGuidePrice(band.toCents)}`;
}

/** Where each bar goes (in the SVG's units): the tails with a wider gap before or after them. */
function layout(bands: CostGuideBand[]) {
  const tails = bands.filter((b) => b.tail).length;
  const middleGaps = Math.max(0, bands.length - tails - 1);
  const barWidth = (WIDTH - middleGaps * GAP - tails * TAIL_GAP) / bands.length;
  let x = 0;
  return bands.map((band, i) => {
    const next = bands[i + 1];
    const at = x;
    x += barWidth + (band.tail || next?.tail ? TAIL_GAP : GAP);
    return { band, x: at, width: barWidth };
  });
}

/**
 * How the estimates spread: a bar per price band, the middle half (25th–75th percentile) in the
 * brand colour, the tails beyond the 5th and 95th percentile outlined apart with their own labels,
 * and price ticks along the bands between. Drawn in SVG for the eye; the same numbers are in a
 * table for screen readers, which the figure's caption introduces.
 */
export function PriceDistribution({ figures }: { figures: CostGuideFigures }) {
  const t = useT();
  const captionId = useId();
  const bands = figures.histogram;
  const bars = layout(bands);
  const most = Math.max(1, ...bands.map((b) => b.count));
  const inMiddleHalf = (b: CostGuideBand) =>
    !b.tail && b.toCents > figures.p25Cents && b.fromCents < figures.p75Cents;
  const middle = bars.filter((bar) => !bar.band.tail);
  const first = middle[0]!;
  const last = middle.at(-1)!;
  // A price's place along the bands of equal width: their edges fall in the gaps between bars.
  const span = last.band.toCents - first.band.fromCents;
  const xOf = (cents: number) =>
    first.x + ((cents - first.band.fromCents) / span) * (last.x + last.width - first.x);
  const ticks = span > 0 ? priceTicks(first.band.fromCents, last.band.toCents) : [];
  const below = bands.find((b) => b.tail === 'below');
  const above = bands.find((b) => b.tail === 'above');
  return (
    <figure aria-labelledby={captionId} className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid="price-chart"
      >
        {bars.map(({ band, x, width }, i) => {
          const height = Math.max(2, (band.count / most) * (HEIGHT - 4));
          return (
            <rect
              key={i}
              x={x}
              y={HEIGHT - height}
              width={width}
              height={height}
              rx={3}
              data-tail={band.tail}
              vectorEffect="non-scaling-stroke"
              strokeDasharray={band.tail ? '4 3' : undefined}
              className={
                band.tail
                  ? 'fill-gray-100 stroke-gray-500'
                  : inMiddleHalf(band)
                    ? 'fill-brand-600'
                    : 'fill-gray-300'
              }
            />
          );
        })}
      </svg>
      <div className="relative h-6 text-xs text-gray-700" aria-hidden="true">
        {ticks
          .map((cents) => ({ cents, at: xOf(cents) / WIDTH }))
          .filter(({ at }) => at >= TICK_MARGIN && at <= 1 - TICK_MARGIN)
          .map(({ cents, at }) => (
            <span
              key={cents}
              className="absolute top-0 flex -translate-x-1/2 flex-col items-center whitespace-nowrap"
              style={{ left: `${at * 100}%` }}
            >
              <span className="h-1.5 w-px bg-gray-500" />
              {formatGuidePrice(cents)}
            </span>
          ))}
      </div>
      {below || above ? (
        <div className="flex justify-between gap-4 text-xs text-gray-600" aria-hidden="true">
          <span>{below ? bandLabel(t, below, false) : null}</span>
          <span className="text-right">{above ? bandLabel(t, above, false) : null}</span>
        </div>
      ) : null}
      <figcaption id={captionId} className="mt-2 text-sm text-gray-700">
        {t('costGuide.chartCaption', { unit: figures.unit, tails: below || above ? 'yes' : 'no' })}
      </figcaption>
      {/* A table is as wide as its content whatever its width says: the block around it clips it. */}
      <div className="sr-only">
        <table>
          <caption>{t('costGuide.tableCaption', { unit: figures.unit })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('costGuide.price', { unit: figures.unit })}</th>
              <th scope="col">{t('costGuide.estimates')}</th>
            </tr>
          </thead>
          <tbody>
            {bands.map((band, i) => (
              <tr key={i}>
                <th scope="row">{bandLabel(t, band, bands.length === 1)}</th>
                <td>{band.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
