import { describe, expect, it } from 'vitest';
import { JOB_PHRASES } from './job-phrases';
import { parseSearchText } from './search-text';
import { stem, tradeOfJob } from './trade-of-job';

/** What the search hands over: each typed word as its only form. */
const typed = (text: string) => parseSearchText(text).words.map((word) => [word]);

describe('the job phrase table', () => {
  // That its trades are the seeded categories is checked against the database
  // (tests/integration/search-relevance.test.ts).
  it('has at least ten phrases for each trade', () => {
    for (const [trade, phrases] of Object.entries(JOB_PHRASES)) {
      expect(phrases.length, trade).toBeGreaterThanOrEqual(10);
    }
  });

  it('gives no phrase to two trades, however it is spelled', () => {
    const owner = new Map<string, string>();
    for (const [trade, phrases] of Object.entries(JOB_PHRASES)) {
      for (const phrase of phrases) {
        const key = parseSearchText(phrase).words.map(stem).join(' ');
        expect(owner.get(key) ?? trade, `"${phrase}"`).toBe(trade);
        owner.set(key, trade);
      }
    }
  });

  it('maps every phrase to its own trade', () => {
    for (const [trade, phrases] of Object.entries(JOB_PHRASES)) {
      for (const phrase of phrases) expect(tradeOfJob(typed(phrase)), phrase).toBe(trade);
    }
  });
});

describe('tradeOfJob', () => {
  it.each([
    ['fix my toilet', 'plumbing-services'],
    ['Leaking faucets in the kitchen', 'plumbing-services'],
    ['clogged drains', 'plumbing-services'],
    ['roof leak', 'roofing-gutters'],
    ['the roof is leaking', 'roofing-gutters'],
    ['electric water heater', 'plumbing-services'],
    ['dryer vent cleaning', 'hvac-services'],
    ['mobile dog grooming', 'mobile-services'],
    ['hang a TV', 'handyman-repairs'],
  ])('reads "%s" as %s', (text, trade) => {
    expect(tradeOfJob(typed(text))).toBe(trade);
  });

  it('takes a corrected form when the typed one names nothing', () => {
    expect(tradeOfJob([['fix'], ['my'], ['toilit', 'toilet']])).toBe('plumbing-services');
  });

  it('names no trade for words of none, or of two trades equally', () => {
    expect(tradeOfJob(typed('please help asap'))).toBeNull();
    expect(tradeOfJob(typed('paint and plumbing'))).toBeNull();
    expect(tradeOfJob([])).toBeNull();
  });

  it('stems the forms of a word alike', () => {
    expect(new Set(['leak', 'leaks', 'leaky', 'leaking', 'leaked'].map(stem))).toEqual(
      new Set(['leak']),
    );
    expect(stem('clogged')).toBe(stem('clog'));
    expect(stem('pipes')).toBe(stem('pipe'));
    expect(stem('grass')).toBe('grass');
  });
});
