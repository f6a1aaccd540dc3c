import { isIPv4 } from 'node:net';

export interface ViewVisitorLimits {
  /** (company, visitor) pairs remembered per node and day; past this, the oldest is forgotten. */
  remembered: number;
  /** Pairs one network (an IPv4 address, an IPv6 /64) may add per node and day. */
  perNetwork: number;
}

export const VIEW_VISITOR_LIMITS: ViewVisitorLimits = { remembered: 100_000, perNetwork: 500 };

/**
 * Which visitors (a signed-in user, else an IP address) have had a company's page view counted
 * today (UTC) on this node: a view counts once per visitor, company and day, so reloading a page
 * or a script calling the beacon in a loop adds one view, not thousands (docs/decisions/050).
 *
 * In memory and bounded, and a flood cannot switch counting off: one network (however many
 * addresses or accounts it uses) adds at most `perNetwork` pairs a day, and once `remembered`
 * pairs are held the oldest is forgotten for each new one (that visitor may then count twice
 * today: a flood costs accuracy, never the counting). Forgotten at midnight and on restart.
 */
export class ViewVisitors {
  private day = '';
  /** Pair → its network, oldest first (a Map keeps insertion order). */
  private seen = new Map<string, string>();
  /** Network → its pairs in `seen`: never more entries than `seen` has. */
  private byNetwork = new Map<string, number>();

  constructor(private readonly limits: ViewVisitorLimits = VIEW_VISITOR_LIMITS) {}

  /** True the first time today this visitor, from this IP address, views this company (and remembers it). */
  firstToday(companyId: number, visitor: string, ip: string, now = new Date()): boolean {
    const day = now.toISOString().slice(0, 10);
    if (day !== this.day) {
      this.day = day;
      this.seen = new Map();
      this.byNetwork = new Map();
    }
    const key = `${companyId} ${visitor}`;
    if (this.seen.has(key)) return false;
    const network = networkOf(ip);
    const held = this.byNetwork.get(network) ?? 0;
    if (held >= this.limits.perNetwork) return false;
    if (this.seen.size >= this.limits.remembered) this.forgetOldest();
    this.seen.set(key, network);
    this.byNetwork.set(network, held + 1);
    return true;
  }

  private forgetOldest(): void {
    const [key, network] = this.seen.entries().next().value as [string, string];
    this.seen.delete(key);
    const held = this.byNetwork.get(network)! - 1;
    if (held === 0) this.byNetwork.delete(network);
    else this.byNetwork.set(network, held);
  }
}

/**
 * The network an address belongs to as one source: an IPv4 address itself (also IPv4-mapped
 * IPv6), an IPv6 address's /64 (what one subscriber's machine can pick its addresses from).
 */
export function networkOf(ip: string): string {
  const v4 = ip.toLowerCase().replace(/^::ffff:/, '');
  if (isIPv4(v4)) return v4;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = [
    ...left,
    ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'),
    ...right,
  ];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
