/** Nearest-rank percentile of an ascending-sorted list (0 when empty). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export interface LoadFigures {
  /** Completed requests (or statement sets) per second. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  count: number;
  errors: number;
}

export function summarise(latenciesMs: number[], seconds: number, errors: number): LoadFigures {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    perSecond: sorted.length / seconds,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    count: sorted.length,
    errors,
  };
}
