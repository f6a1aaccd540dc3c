/** Visitors remembered per node and day; past this, new visitors' views go uncounted until midnight. */
const MAX_REMEMBERED = 100_000;

/**
 * Which visitors (a signed-in user, else an IP address) have had a company's page view counted
 * today (UTC) on this node: a view counts once per visitor, company and day, so reloading a page
 * or a script calling the beacon in a loop adds one view, not thousands (docs/decisions/017). In
 * memory and bounded: a few megabytes at most, forgotten at midnight and on restart.
 */
export class ViewVisitors {
  private day = '';
  private seen = new Set<string>();

  /** True the first time today this visitor views this company (and remembers it). */
  firstToday(companyId: number, visitor: string, now = new Date()): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Set();
    }
    const key = `${companyId} ${visitor}`;
    if (this.seen.has(key) || this.seen.size >= MAX_REMEMBERED) return false;
    this.seen.add(key);
    return true;
  }
}
