import { percentile } from '../../tests/support/percentile';

export interface LoadFigures {
  /** Completed requests (or statement sets) per second. */
  perSecond: number;
  p50: number;
  p95: number;
  p99: number;
  count: number;
  errors: number;
}

/** Times one load run from its creation: each success's latency, a count of failures. */
export class LoadRecorder {
  private readonly latencies: number[] = [];
  private errors = 0;
  private readonly started = performance.now();

  success(latencyMs: number): void {
    this.latencies.push(latencyMs);
  }

  failure(): void {
    this.errors++;
  }

  figures(): LoadFigures {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      perSecond: sorted.length / ((performance.now() - this.started) / 1000),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      count: sorted.length,
      errors: this.errors,
    };
  }
}
