import { describe, expect, it } from 'vitest';
import type { Estimate } from '@/contract/estimate';
import { estimateEmail } from './emails';

const customer = { email: 'morgan@example.com', firstName: 'Morgan' };
const about = {
  companyName: 'Pipe Pros',
  quoteName: 'Kitchen plumbing',
  link: 'https://quotelocal.example/quotes/12/edit',
};
const estimate = (overrides: Partial<Estimate>): Estimate => ({
  id: 1,
  quoteId: 12,
  companyId: 3,
  revision: 1,
  priceType: 'fixed',
  priceCents: 95_000,
  minCents: null,
  maxCents: null,
  hourlyRateCents: null,
  estimatedHours: null,
  includes: 'New sink, parts and clean-up.',
  earliestStart: '2026-03-02',
  validUntil: '2026-03-31',
  depositCents: null,
  depositPercent: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('the estimate e-mail', () => {
  it('says "sent" for the first revision and "revised" for later ones', () => {
    const first = estimateEmail(customer, about, estimate({ revision: 1 }));
    expect(first.to).toBe('morgan@example.com');
    expect(first.subject).toBe('Pipe Pros sent you an estimate for "Kitchen plumbing"');
    expect(first.text).toContain('Pipe Pros sent you an estimate for "Kitchen plumbing".');
    const second = estimateEmail(customer, about, estimate({ revision: 2 }));
    expect(second.subject).toBe('Pipe Pros revised its estimate for "Kitchen plumbing"');
    expect(second.text).toContain('Pipe Pros revised its estimate for "Kitchen plumbing".');
  });

  it('words the price by its type, as the screens do', () => {
    const line = (e: Partial<Estimate>) =>
      estimateEmail(customer, about, estimate(e))
        .text.split('\n')
        .find((l) => /^(Fixed price|Price range|Hourly rate):/.test(l));
    expect(line({ priceType: 'fixed', priceCents: 95_050 })).toBe('Fixed price: $950.50');
    expect(
      line({ priceType: 'range', priceCents: null, minCents: 90_000, maxCents: 140_000 }),
    ).toBe('Price range: $900 – $1,400');
    expect(
      line({ priceType: 'hourly', priceCents: null, hourlyRateCents: 8500, estimatedHours: 7.5 }),
    ).toBe('Hourly rate: $85/hr × 7.5 h');
  });

  it('gives what is included, the dates in words and the link to compare', () => {
    const { text } = estimateEmail(customer, about, estimate({}));
    expect(text).toMatch(/^Hi Morgan,/);
    expect(text).toContain('Includes: New sink, parts and clean-up.');
    expect(text).toContain('Earliest start: March 2, 2026');
    expect(text).toContain('Valid until: March 31, 2026');
    expect(text).toContain('Compare estimates: https://quotelocal.example/quotes/12/edit');
  });

  it('escapes what people typed in the HTML, and only there', () => {
    const mail = estimateEmail(
      { email: 'morgan@example.com', firstName: '<Morgan>' },
      { ...about, companyName: 'Pipes & <b>Co</b>' },
      estimate({ includes: 'Valve "A" & <script>' }),
    );
    expect(mail.html).toContain('Pipes &amp; &lt;b&gt;Co&lt;/b&gt;');
    expect(mail.html).toContain('Valve &quot;A&quot; &amp; &lt;script&gt;');
    expect(mail.html).toContain('Hi &lt;Morgan&gt;,');
    expect(mail.html).not.toContain('<script>');
    expect(mail.subject).toBe('Pipes & <b>Co</b> sent you an estimate for "Kitchen plumbing"');
    expect(mail.text).toContain('Includes: Valve "A" & <script>');
  });
});
