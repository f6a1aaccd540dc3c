import { describe, expect, it } from 'vitest';
import {
  depositOf,
  describePrice,
  estimateFormSchema,
  estimateInputSchema,
  estimateTotal,
  formatUsd,
  isExpired,
  type Estimate,
} from './estimate';

const estimate = (price: Partial<Estimate>): Estimate => ({
  id: 1,
  quoteId: 1,
  companyId: 1,
  revision: 1,
  priceType: 'fixed',
  priceCents: null,
  minCents: null,
  maxCents: null,
  hourlyRateCents: null,
  estimatedHours: null,
  includes: 'Parts and labour.',
  earliestStart: '2026-03-02',
  validUntil: '2026-03-31',
  depositCents: null,
  depositPercent: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...price,
});
const fixed = (priceCents: number) => estimate({ priceType: 'fixed', priceCents });
const range = (minCents: number, maxCents: number) =>
  estimate({ priceType: 'range', minCents, maxCents });
const hourly = (hourlyRateCents: number, estimatedHours: number) =>
  estimate({ priceType: 'hourly', hourlyRateCents, estimatedHours });

/** A day as YYYY-MM-DD, days from today (UTC, as the schema reckons). */
const day = (offset: number) =>
  new Date(Date.now() + offset * 24 * 3600 * 1000).toISOString().slice(0, 10);

describe('estimateTotal', () => {
  it('is the price itself for a fixed price', () => {
    expect(estimateTotal(fixed(120_000))).toEqual({ minCents: 120_000, maxCents: 120_000 });
  });

  it('keeps both ends of a range', () => {
    expect(estimateTotal(range(90_000, 140_000))).toEqual({ minCents: 90_000, maxCents: 140_000 });
  });

  it('is rate × hours for hourly work, in whole cents', () => {
    expect(estimateTotal(hourly(8500, 12))).toEqual({ minCents: 102_000, maxCents: 102_000 });
    expect(estimateTotal(hourly(8550, 7.5))).toEqual({ minCents: 64_125, maxCents: 64_125 });
    // 3333 × 0.33 = 1099.89 cents; 4999 × 1.5 = 7498.5 cents, half a cent rounds up.
    expect(estimateTotal(hourly(3333, 0.33)).minCents).toBe(1100);
    expect(estimateTotal(hourly(4999, 1.5)).minCents).toBe(7499);
    expect(estimateTotal(hourly(100, 0.01)).minCents).toBe(1);
  });

  it('rounds an exact half cent up even where floating point lands just below it', () => {
    // 110 × 1.15 and 230 × 2.05 are 126.4999… and 471.4999… in floating point.
    expect(estimateTotal(hourly(110, 1.15)).minCents).toBe(127);
    expect(estimateTotal(hourly(230, 2.05)).minCents).toBe(472);
  });

  it('counts a missing amount as nothing rather than failing', () => {
    expect(estimateTotal(estimate({ priceType: 'fixed' }))).toEqual({ minCents: 0, maxCents: 0 });
    expect(estimateTotal(estimate({ priceType: 'hourly', hourlyRateCents: 8500 }))).toEqual({
      minCents: 0,
      maxCents: 0,
    });
  });
});

describe('formatUsd', () => {
  it('shows whole dollars without cents and other amounts with two', () => {
    expect(formatUsd(120_000)).toBe('$1,200');
    expect(formatUsd(120_050)).toBe('$1,200.50');
    expect(formatUsd(120_005)).toBe('$1,200.05');
    expect(formatUsd(100)).toBe('$1');
    expect(formatUsd(5)).toBe('$0.05');
    expect(formatUsd(0)).toBe('$0');
  });

  it('groups thousands up to the largest estimate', () => {
    expect(formatUsd(100_000_000)).toBe('$1,000,000');
  });
});

describe('describePrice', () => {
  it('words a fixed price as the amount', () => {
    expect(describePrice(fixed(95_000))).toBe('$950');
    expect(describePrice(fixed(95_050))).toBe('$950.50');
  });

  it('words a range with both ends and an en dash', () => {
    expect(describePrice(range(90_000, 140_000))).toBe('$900 – $1,400');
    expect(describePrice(range(90_050, 140_000))).toBe('$900.50 – $1,400');
  });

  it('words hourly work as the rate and the hours, not the total', () => {
    expect(describePrice(hourly(8500, 12))).toBe('$85/hr × 12 h');
    expect(describePrice(hourly(8550, 7.5))).toBe('$85.50/hr × 7.5 h');
    expect(describePrice(hourly(8500, 0.25))).toBe('$85/hr × 0.25 h');
  });
});

describe('isExpired', () => {
  const validUntil = '2026-03-31';
  const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min);

  it('lets the offer stand through its last day, in the viewer’s time zone', () => {
    expect(isExpired(estimate({ validUntil }), at(2026, 3, 31, 0, 0))).toBe(false);
    expect(isExpired(estimate({ validUntil }), at(2026, 3, 31, 23, 59))).toBe(false);
    expect(isExpired(estimate({ validUntil }), at(2026, 3, 30))).toBe(false);
  });

  it('lapses the next day, across months and years', () => {
    expect(isExpired(estimate({ validUntil }), at(2026, 4, 1, 0, 0))).toBe(true);
    expect(isExpired(estimate({ validUntil: '2025-12-31' }), at(2026, 1, 1, 0, 0))).toBe(true);
    expect(isExpired(estimate({ validUntil: '2026-01-09' }), at(2026, 1, 10))).toBe(true);
    expect(isExpired(estimate({ validUntil: '2026-01-10' }), at(2026, 1, 9))).toBe(false);
  });
});

describe('estimateInputSchema (the API body, in cents)', () => {
  const dates = { includes: 'Parts and labour.', earliestStart: day(1), validUntil: day(30) };
  const errors = (body: object) => {
    const result = estimateInputSchema.safeParse({ ...dates, ...body });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('keeps only the fields of the chosen price type, null for the others', () => {
    const parsed = estimateInputSchema.parse({
      ...dates,
      priceType: 'fixed',
      priceCents: 95_000,
      minCents: 1,
      hourlyRateCents: 2,
    });
    expect(parsed).toMatchObject({
      priceType: 'fixed',
      priceCents: 95_000,
      minCents: null,
      maxCents: null,
      hourlyRateCents: null,
      estimatedHours: null,
    });
  });

  it('takes amounts from $1 to $1,000,000 in whole cents', () => {
    expect(errors({ priceType: 'fixed', priceCents: 100 })).toEqual([]);
    expect(errors({ priceType: 'fixed', priceCents: 100_000_000 })).toEqual([]);
    expect(errors({ priceType: 'fixed', priceCents: 99 })).toEqual([
      'priceCents: Enter at least $1.',
    ]);
    expect(errors({ priceType: 'fixed', priceCents: 100_000_001 })).toEqual([
      'priceCents: Enter at most $1,000,000.',
    ]);
    expect(errors({ priceType: 'fixed', priceCents: 150.5 })).toEqual([
      'priceCents: Use whole cents.',
    ]);
    expect(errors({ priceType: 'fixed' })).toEqual(['priceCents: Enter the price.']);
    expect(errors({ priceType: 'fixed', priceCents: '950' })).toEqual([
      'priceCents: Enter an amount in cents.',
    ]);
  });

  it('needs a range whose highest price is above its lowest', () => {
    expect(errors({ priceType: 'range', minCents: 90_000, maxCents: 90_001 })).toEqual([]);
    expect(errors({ priceType: 'range', minCents: 90_000, maxCents: 90_000 })).toEqual([
      'maxCents: The highest price must be above the lowest.',
    ]);
    expect(errors({ priceType: 'range', minCents: 90_000, maxCents: 80_000 })).toEqual([
      'maxCents: The highest price must be above the lowest.',
    ]);
    expect(errors({ priceType: 'range', maxCents: 90_000 })).toEqual([
      'minCents: Enter the lowest price.',
    ]);
  });

  it('takes more than 0 and at most 2000 hours, to two decimals', () => {
    const hours = (estimatedHours?: number) =>
      errors({ priceType: 'hourly', hourlyRateCents: 8500, estimatedHours });
    expect(hours(0.01)).toEqual([]);
    expect(hours(7.25)).toEqual([]);
    expect(hours(2000)).toEqual([]);
    expect(hours(0)).toEqual(['estimatedHours: Enter more than 0 hours.']);
    expect(hours(2000.5)).toEqual(['estimatedHours: Enter at most 2000 hours.']);
    expect(hours(1.005)).toEqual(['estimatedHours: Use at most two decimals.']);
    expect(hours(undefined)).toEqual(['estimatedHours: Enter the estimated hours.']);
  });

  it('asks for a price type it knows', () => {
    expect(errors({ priceType: 'per_room', priceCents: 100 })).toEqual([
      'priceType: Choose how you price the job.',
    ]);
  });

  it('takes real days from today on (yesterday too, for the Americas)', () => {
    expect(errors({ priceType: 'fixed', priceCents: 100, earliestStart: day(-1) })).toEqual([]);
    expect(errors({ priceType: 'fixed', priceCents: 100, earliestStart: day(-3) })).toEqual([
      'earliestStart: Pick today or a later date.',
    ]);
    expect(errors({ priceType: 'fixed', priceCents: 100, validUntil: '2099-02-31' })).toEqual([
      'validUntil: Pick the date the offer is valid until.',
    ]);
    // Not a date: both the pattern and the real-day rule say so, in the same words.
    expect(errors({ priceType: 'fixed', priceCents: 100, validUntil: '31/03/2099' })[0]).toBe(
      'validUntil: Pick the date the offer is valid until.',
    );
  });
});

describe('estimateFormSchema (the form, typed in dollars)', () => {
  const dates = { includes: 'Parts and labour.', earliestStart: day(1), validUntil: day(30) };
  const priceOf = (typed: string) => {
    const result = estimateFormSchema.safeParse({
      ...dates,
      priceType: 'fixed',
      priceCents: typed,
    });
    return result.success ? result.data.priceCents : result.error.issues.map((i) => i.message);
  };
  const hoursOf = (typed: string) => {
    const result = estimateFormSchema.safeParse({
      ...dates,
      priceType: 'hourly',
      hourlyRateCents: '85',
      estimatedHours: typed,
    });
    return result.success ? result.data.estimatedHours : result.error.issues.map((i) => i.message);
  };

  it('reads dollars as people type them, into cents', () => {
    expect(priceOf('1200')).toBe(120_000);
    expect(priceOf('1200.5')).toBe(120_050);
    expect(priceOf('1,200.50')).toBe(120_050);
    expect(priceOf('$1200')).toBe(120_000);
    expect(priceOf(' 1 200 ')).toBe(120_000);
  });

  it('rounds to the exact cent that was typed (no floating-point drift)', () => {
    // 4.35 × 100 and 1.15 × 100 are 434.999… and 114.999… in floating point.
    expect(priceOf('4.35')).toBe(435);
    expect(priceOf('1.15')).toBe(115);
    expect(priceOf('19.99')).toBe(1999);
  });

  it('refuses what is not an amount in dollars with a hint', () => {
    const hint = ['Enter an amount in dollars, like 1200 or 1200.50.'];
    for (const typed of ['1200.505', '-5', '1e3', '1.', '.5', 'twelve', '10000000']) {
      expect(priceOf(typed), typed).toEqual(hint);
    }
  });

  it('applies the API’s limits after converting', () => {
    // An empty field also fails the pattern; the form shows a field's first message.
    expect(priceOf('')).toEqual([
      'Enter the price.',
      'Enter an amount in dollars, like 1200 or 1200.50.',
    ]);
    expect(priceOf('0.99')).toEqual(['Enter at least $1.']);
    expect(priceOf('1')).toBe(100);
    expect(priceOf('1000000')).toBe(100_000_000);
    expect(priceOf('1000000.01')).toEqual(['Enter at most $1,000,000.']);
  });

  it('reads hours to two decimals, within the API’s limits', () => {
    expect(hoursOf('7.5')).toBe(7.5);
    expect(hoursOf('0.01')).toBe(0.01);
    expect(hoursOf('2000')).toBe(2000);
    expect(hoursOf('')).toEqual([
      'Enter the estimated hours.',
      'Enter a number of hours, like 6 or 7.5.',
    ]);
    expect(hoursOf('0')).toEqual(['Enter more than 0 hours.']);
    expect(hoursOf('2000.5')).toEqual(['Enter at most 2000 hours.']);
    expect(hoursOf('7.555')).toEqual(['Enter a number of hours, like 6 or 7.5.']);
    expect(hoursOf('10000')).toEqual(['Enter a number of hours, like 6 or 7.5.']);
  });

  it('gives the same body the API takes', () => {
    const body = estimateFormSchema.parse({
      ...dates,
      priceType: 'range',
      minCents: '900',
      maxCents: '1,400',
    });
    expect(estimateInputSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({ minCents: 90_000, maxCents: 140_000, priceCents: null });
  });
});

describe('the deposit at hire (docs/decisions/096)', () => {
  const dates = { includes: 'Parts and labour.', earliestStart: day(1), validUntil: day(30) };
  const errors = (body: object) => {
    const result = estimateInputSchema.safeParse({ ...dates, ...body });
    return result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const fixedAt = { priceType: 'fixed', priceCents: 120_000 };

  it('is an amount up to the lowest price, or a whole percent from 1 to 100, never both', () => {
    expect(estimateInputSchema.parse({ ...dates, ...fixedAt })).toMatchObject({
      depositCents: null,
      depositPercent: null,
    });
    expect(errors({ ...fixedAt, depositCents: 120_000 })).toEqual([]);
    expect(errors({ ...fixedAt, depositPercent: 100 })).toEqual([]);
    expect(errors({ ...fixedAt, depositCents: 120_001 })).toEqual([
      'depositCents: The deposit cannot be more than the lowest price.',
    ]);
    expect(
      errors({ priceType: 'range', minCents: 50_000, maxCents: 90_000, depositCents: 60_000 }),
    ).toEqual(['depositCents: The deposit cannot be more than the lowest price.']);
    expect(errors({ ...fixedAt, depositCents: 99 })).toEqual([
      'depositCents: Enter a deposit from $1 to $1,000,000, in whole cents.',
    ]);
    for (const depositPercent of [0, 101, 12.5, '30']) {
      expect(errors({ ...fixedAt, depositPercent })).toEqual([
        'depositPercent: Enter a deposit of 1 to 100 percent, a whole number.',
      ]);
    }
    expect(errors({ ...fixedAt, depositCents: 10_000, depositPercent: 10 })).toEqual([
      'depositPercent: Ask for a deposit as an amount or a percentage, not both.',
    ]);
  });

  it('is the amount, or the percent of the lowest price rounded half up to a cent', () => {
    const deposit = (price: Partial<Estimate>) =>
      depositOf(estimate({ depositCents: null, depositPercent: null, ...price }));
    expect(deposit({ priceCents: 120_000 })).toBeNull();
    expect(deposit({ priceCents: 120_000, depositCents: 25_000 })).toBe(25_000);
    expect(deposit({ priceCents: 120_000, depositPercent: 30 })).toBe(36_000);
    expect(
      deposit({ priceType: 'range', minCents: 90_050, maxCents: 140_000, depositPercent: 25 }),
    ).toBe(22_513);
    // $85/h × 7.5 h = $637.50; a third is 212.5 ¢ → 21250, 33 % of 63750 = 21037.5 → 21038.
    expect(
      deposit({
        priceType: 'hourly',
        hourlyRateCents: 8500,
        estimatedHours: 7.5,
        depositPercent: 33,
      }),
    ).toBe(21_038);
  });

  it('is typed in the form in dollars or a percent, empty for none', () => {
    const parsed = (typed: object) => {
      const result = estimateFormSchema.safeParse({
        ...dates,
        priceType: 'fixed',
        priceCents: '1200',
        depositCents: '',
        depositPercent: '',
        ...typed,
      });
      return result.success
        ? [result.data.depositCents, result.data.depositPercent]
        : result.error.issues.map((i) => i.message);
    };
    expect(parsed({})).toEqual([null, null]);
    expect(parsed({ depositCents: '$300.50' })).toEqual([30_050, null]);
    expect(parsed({ depositPercent: '30 %' })).toEqual([null, 30]);
    expect(parsed({ depositPercent: '12.5' })).toEqual([
      'Enter a deposit of 1 to 100 percent, a whole number.',
    ]);
    expect(parsed({ depositCents: '1300' })).toEqual([
      'The deposit cannot be more than the lowest price.',
    ]);
  });
});
