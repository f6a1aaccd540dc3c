import { describe, expect, it } from 'vitest';
import { networkOf, VIEW_VISITOR_LIMITS, ViewVisitors } from './view-visitors';

/** The n-th IPv4 address from 10.0.0.0 on: a network of its own. */
const address = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

describe('the view beacon’s visitors', () => {
  it('still counts a new visitor once a node remembers all it can, at its real size', () => {
    const visitors = new ViewVisitors();
    const { remembered } = VIEW_VISITOR_LIMITS;
    let counted = 0;
    for (let n = 0; n < remembered + 1_430; n++) {
      if (visitors.firstToday(1 + (n % 50), `ip ${address(n)}`, address(n))) counted++;
    }
    expect(counted).toBe(remembered + 1_430);
    expect(visitors.firstToday(7, 'user 42', '203.0.113.9')).toBe(true);
    expect(visitors.firstToday(7, 'user 42', '203.0.113.9')).toBe(false);
  });

  it('starts again at midnight UTC', () => {
    const visitors = new ViewVisitors({ remembered: 10, perNetwork: 1 });
    const today = new Date('2026-11-27T23:59:59Z');
    expect(visitors.firstToday(1, 'ip 192.0.2.1', '192.0.2.1', today)).toBe(true);
    expect(visitors.firstToday(2, 'ip 192.0.2.1', '192.0.2.1', today)).toBe(false);
    expect(visitors.firstToday(2, 'ip 192.0.2.1', '192.0.2.1', new Date('2026-11-28T00:00Z'))).toBe(
      true,
    );
  });

  it('takes an IPv4 address, or the /64 of an IPv6 one, as the network', () => {
    expect(networkOf('203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('2001:db8:7:7::1')).toBe('2001:db8:7:7::/64');
    expect(networkOf('2001:0DB8:0007:0007:ffff:ffff:ffff:fffe')).toBe('2001:db8:7:7::/64');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::1')).toBe('0:0:0:0::/64');
  });
});
