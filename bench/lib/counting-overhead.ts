import type { AppProcess } from '../../tests/support/app-process';
import { loadHttp } from './http-load';
import type { MetricLog } from './metrics';

export interface CountingRun {
  /** The search measured, e.g. `/api/search?q=plumber`. */
  path: string;
  concurrencies: number[];
  seconds: number;
  rounds: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/**
 * What counting search appearances costs (issue 22: "search p95 within 5 % of what it is without
 * counting"; docs/decisions/017): the same search against a node that counts and one started with
 * INSIGHTS_COUNTING=false, in rounds that alternate which goes first, so that drift (the machine,
 * the database's caches) does not favour either. Each node's figure is the median of its rounds.
 * Records, per concurrency, both nodes' p95 and throughput and their ratios (counting over not),
 * and `search_counting_p95_ratio`, the worst p95 ratio.
 */
export async function measureCountingOverhead(
  nodes: { counting: AppProcess; notCounting: AppProcess },
  run: CountingRun,
  metrics: MetricLog,
): Promise<void> {
  let worst = 0;
  for (const concurrency of run.concurrencies) {
    const results = {
      counting: { p95: [] as number[], rps: [] as number[] },
      notCounting: { p95: [] as number[], rps: [] as number[] },
    };
    const order = ['counting', 'notCounting'] as const;
    // Warmed as long as a run, at least 2 s: the node that does not count was just started, and
    // a fresh node's first seconds (code not yet optimised) would flatter the other.
    for (const name of order) {
      await loadHttp(`${nodes[name].url}${run.path}`, concurrency, Math.max(2, run.seconds));
    }
    for (let round = 0; round < run.rounds; round++) {
      for (const name of round % 2 ? [...order].reverse() : order) {
        const load = await loadHttp(`${nodes[name].url}${run.path}`, concurrency, run.seconds);
        if (load.errors > 0) throw new Error(`counting overhead: ${load.errors} errors on ${name}`);
        results[name].p95.push(load.p95);
        results[name].rps.push(load.perSecond);
      }
    }
    const key = `search_counting_c${concurrency}`;
    const on = { p95: median(results.counting.p95), rps: median(results.counting.rps) };
    const off = { p95: median(results.notCounting.p95), rps: median(results.notCounting.rps) };
    metrics.record(`${key}_on_p95_ms`, on.p95, 'ms');
    metrics.record(`${key}_off_p95_ms`, off.p95, 'ms');
    metrics.record(`${key}_on_rps`, on.rps, 'req/s');
    metrics.record(`${key}_off_rps`, off.rps, 'req/s');
    metrics.record(`${key}_p95_ratio`, on.p95 / off.p95, 'x');
    metrics.record(`${key}_rps_ratio`, on.rps / off.rps, 'x');
    worst = Math.max(worst, on.p95 / off.p95);
  }
  metrics.record('search_counting_p95_ratio', worst, 'x');
}
