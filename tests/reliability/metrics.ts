import { percentile } from '../support/percentile';

export interface Figures {
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function figures(samples: number[]): Figures {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? 0,
  };
}

export interface Failure {
  action: string;
  /** Milliseconds since the run started. */
  at: number;
  detail: string;
  /** When the request or socket handshake was sent (ms since the run started). */
  sentAt?: number;
  /** The id it carried, for the proxy's log (support/haproxy.ts TRACE_HEADER). */
  traceId?: string;
}

export type FailureContext = Pick<Failure, 'sentAt' | 'traceId'>;

/** Latency per action of every successful request, and every failure with when it happened. */
export class Metrics {
  readonly started = performance.now();
  private readonly samples = new Map<string, number[]>();
  readonly failures: Failure[] = [];

  now(): number {
    return performance.now() - this.started;
  }

  record(action: string, ms: number): void {
    const list = this.samples.get(action) ?? [];
    list.push(ms);
    this.samples.set(action, list);
  }

  fail(action: string, detail: string, context: FailureContext = {}): void {
    this.failures.push({ action, at: this.now(), detail, ...context });
  }

  requests(): number {
    let total = 0;
    for (const list of this.samples.values()) total += list.length;
    return total;
  }

  byAction(): Array<{ action: string } & Figures> {
    return [...this.samples.entries()]
      .map(([action, list]) => ({ action, ...figures(list) }))
      .sort((a, b) => b.count - a.count);
  }
}

/** A fixed-width table, one row per entry. */
export function table(headers: string[], rows: Array<Array<string | number>>): string {
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells
    .map((row) =>
      row
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    )
    .join('\n');
}
