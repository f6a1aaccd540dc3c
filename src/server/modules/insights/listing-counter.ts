import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Database } from '@/server/db/client';
import { boundedWait } from '@/server/db/bounded-wait';
import { addDailyCounts } from './insights-repository';

/** A company's listing counts for one UTC day. */
export interface DayCounts {
  appearances: number;
  views: number;
}

/** Counts of one company: UTC day (YYYY-MM-DD) → counts. */
type CompanyDays = Map<string, DayCounts>;

/** How long shutdown waits for the last flush. */
const FINAL_FLUSH_MS = 3000;

declare module 'fastify' {
  interface FastifyInstance {
    listingCounter: ListingCounter;
  }
}

const utcDay = (now: Date) => now.toISOString().slice(0, 10);

/**
 * This node's search appearances and profile views (docs/decisions/017), added up in
 * memory and written to `company_daily_stats` every `INSIGHTS_FLUSH_MS` in one statement. Counting
 * is a Map update on the request's path: no await, no SQL. A failed write keeps its counts for the
 * next flush; a crash loses at most the last interval's (statistics, not money).
 */
export class ListingCounter {
  private counts = new Map<number, CompanyDays>();
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    /** INSIGHTS_COUNTING: false counts nothing (the bench's baseline). */
    private readonly enabled: boolean,
  ) {}

  /** One appearance for each company on a page of results. */
  countAppearances(companyIds: readonly number[], now = new Date()): void {
    if (!this.enabled) return;
    const day = utcDay(now);
    for (const id of companyIds) this.dayOf(id, day).appearances++;
  }

  countView(companyId: number, now = new Date()): void {
    if (!this.enabled) return;
    this.dayOf(companyId, utcDay(now)).views++;
  }

  /** A company's counts not yet written (the owner's insights add them, so a search shows at once). */
  unflushed(companyId: number): ReadonlyMap<string, DayCounts> {
    return this.counts.get(companyId) ?? new Map();
  }

  /**
   * Writes what was counted since the last flush, in one statement. Flushes never overlap: a call
   * while one runs waits for it, then writes what came in meanwhile.
   */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.write());
    return this.flushing;
  }

  private dayOf(companyId: number, day: string): DayCounts {
    let days = this.counts.get(companyId);
    if (!days) {
      days = new Map();
      this.counts.set(companyId, days);
    }
    let counts = days.get(day);
    if (!counts) {
      counts = { appearances: 0, views: 0 };
      days.set(day, counts);
    }
    return counts;
  }

  private async write(): Promise<void> {
    if (this.counts.size === 0) return;
    const taken = this.counts;
    this.counts = new Map();
    const ids: number[] = [];
    const days: string[] = [];
    const appearances: number[] = [];
    const views: number[] = [];
    for (const [id, byDay] of taken) {
      for (const [day, counts] of byDay) {
        ids.push(id);
        days.push(day);
        appearances.push(counts.appearances);
        views.push(counts.views);
      }
    }
    try {
      await addDailyCounts(this.db, { ids, days, appearances, views });
    } catch (err) {
      this.log.warn({ err }, 'writing the listing counts failed: kept for the next flush');
      for (const [id, byDay] of taken) {
        for (const [day, counts] of byDay) {
          const kept = this.dayOf(id, day);
          kept.appearances += counts.appearances;
          kept.views += counts.views;
        }
      }
    }
  }
}

/**
 * Starts this node's counter on the app (the search, listing and company routes count through it):
 * a flush every `insights.flushMs` once the app is ready, and a last one, bounded, when it closes
 * (its hook runs before the database's, which was added earlier: Fastify closes in reverse order).
 */
export function registerListingCounter(app: FastifyInstance): void {
  const counter = new ListingCounter(app.db, app.log, app.config.insights.counting);
  app.decorate('listingCounter', counter);
  if (!app.config.insights.counting) return;
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => void counter.flush(), app.config.insights.flushMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await boundedWait(counter.flush(), FINAL_FLUSH_MS, () =>
      app.log.warn(`listing counts not written ${FINAL_FLUSH_MS} ms into shutdown: lost`),
    );
  });
}
