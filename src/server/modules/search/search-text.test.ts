import { describe, expect, it } from 'vitest';
import { parseSearchText } from './search-text';

describe('parseSearchText', () => {
  it('finds a ZIP typed with the trade', () => {
    expect(parseSearchText('Plumber 94103')).toEqual({ words: ['plumber'], zip: '94103' });
  });

  it('keeps only words of letters and digits, so nothing can reach the tsquery syntax', () => {
    expect(parseSearchText("roof & gutter's | !repair:* (now)")).toEqual({
      words: ['roof', 'gutter', 'repair', 'now'],
      zip: undefined,
    });
  });

  it('folds accents and caps the number of words', () => {
    expect(parseSearchText('Café').words).toEqual(['cafe']);
    expect(parseSearchText('aa bb cc dd ee ff gg hh ii jj').words).toHaveLength(8);
  });
});
