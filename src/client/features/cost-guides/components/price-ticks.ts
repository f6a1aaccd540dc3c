/** At most this many ticks along the axis: enough to read a price off, few enough for a phone. */
const MAX_TICKS = 4;

/** Steps of 1, 2, 2.5 and 5 times a power of ten: round prices to read. */
const STEP_MULTIPLES = [1, 2, 2.5, 5];

/**
 * Round prices (cents) to mark between `fromCents` and `toCents`: the multiples of the smallest
 * step (from $1 up) that gives at most MAX_TICKS of them.
 */
export function priceTicks(fromCents: number, toCents: number): number[] {
  const range = toCents - fromCents;
  if (!(range > 0)) return [];
  let step: number | undefined;
  for (let power = 100; step === undefined; power *= 10) {
    step = STEP_MULTIPLES.map((m) => m * power).find((s) => range / s < MAX_TICKS);
  }
  const ticks: number[] = [];
  for (let cents = Math.ceil(fromCents / step) * step; cents <= toCents; cents += step) {
    ticks.push(cents);
  }
  return ticks;
}
