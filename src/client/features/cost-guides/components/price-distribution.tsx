import { useId } from 'react';
import { formatGuidePrice, type CostGuideFigures } from '@/contract/cost-guide';

const WIDTH = 400;
const HEIGHT = 160;
const GAP = 6;

/** A band's label: the end bands also hold the prices beyond the 5th and 95th percentiles. */
function bandLabel(figures: CostGuideFigures, index: number): string {
  const band = figures.histogram[index]!;
  const last = figures.histogram.length - 1;
  if (last === 0) return formatGuidePrice(band.fromCents);
  if (index === 0) return `Up to ${formatGuidePrice(band.toCents)}`;
  if (index === last) return `${formatGuidePrice(band.fromCents)} or more`;
  return `${formatGuidePrice(band.fromCents)}–${formatGuidePrice(band.toCents)}`;
}

/**
 * How the estimates spread: a bar per price band (the middle half, 25th–75th percentile, in the
 * brand colour), drawn in SVG. The picture is for the eye; the same numbers are in a table for
 * screen readers, which the figure's caption introduces.
 */
export function PriceDistribution({ figures }: { figures: CostGuideFigures }) {
  const captionId = useId();
  const bands = figures.histogram;
  const most = Math.max(1, ...bands.map((b) => b.count));
  const barWidth = (WIDTH - GAP * (bands.length - 1)) / bands.length;
  const per = figures.unit === 'hour' ? ' an hour' : '';
  const inMiddleHalf = (b: (typeof bands)[number]) =>
    b.toCents > figures.p25Cents && b.fromCents < figures.p75Cents;
  return (
    <figure aria-labelledby={captionId} className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-40 w-full"
        preserveAspectRatio="none"
        aria-hidden="true"
        data-testid="price-chart"
      >
        {bands.map((band, i) => {
          const height = Math.max(2, (band.count / most) * (HEIGHT - 4));
          return (
            <rect
              key={i}
              x={i * (barWidth + GAP)}
              y={HEIGHT - height}
              width={barWidth}
              height={height}
              rx={3}
              className={inMiddleHalf(band) ? 'fill-brand-600' : 'fill-gray-300'}
            />
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-gray-700" aria-hidden="true">
        <span>{formatGuidePrice(bands[0]!.fromCents)}</span>
        <span>{formatGuidePrice(bands.at(-1)!.toCents)}</span>
      </div>
      <figcaption id={captionId} className="mt-2 text-sm text-gray-700">
        Estimates by price{per}; the highlighted bars hold the middle half of them.
      </figcaption>
      <table className="sr-only">
        <caption>Number of estimates in each price band{per}</caption>
        <thead>
          <tr>
            <th scope="col">Price{per}</th>
            <th scope="col">Estimates</th>
          </tr>
        </thead>
        <tbody>
          {bands.map((band, i) => (
            <tr key={i}>
              <th scope="row">{bandLabel(figures, i)}</th>
              <td>{band.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
