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
    // An accent inside a word keeps the word whole: "plomería", not "plomeri" and "a".
    expect(parseSearchText('Plomería Señor Muñoz').words).toEqual(['plomeria', 'senor', 'munoz']);
    expect(parseSearchText('aa bb cc dd ee ff gg hh ii jj').words).toHaveLength(8);
  });
});

describe('parseSearchText, at the edges', () => {
  const nothing = { words: [], zip: undefined };

  it('finds nothing to search for in empty or symbol-only text', () => {
    for (const text of ['', '   ', '\n\t', '!!! ??? ...', '&|!:*()', '水道']) {
      expect(parseSearchText(text), JSON.stringify(text)).toEqual(nothing);
    }
  });

  it('takes the ZIP from anywhere in the text and drops it from the words', () => {
    expect(parseSearchText('94103 plumber')).toEqual({ words: ['plumber'], zip: '94103' });
    expect(parseSearchText('roof repair in 94110 asap')).toEqual({
      words: ['roof', 'repair', 'in', 'asap'],
      zip: '94110',
    });
    expect(parseSearchText('plumber, 94103.')).toEqual({ words: ['plumber'], zip: '94103' });
    expect(parseSearchText('94103')).toEqual({ words: [], zip: '94103' });
    expect(parseSearchText('94103 plumber 94103')).toEqual({ words: ['plumber'], zip: '94103' });
  });

  it('reads a ZIP+4 as its ZIP and leaves a second ZIP out of the words', () => {
    expect(parseSearchText('plumber 94103-1234')).toEqual({ words: ['plumber'], zip: '94103' });
    expect(parseSearchText('94103 94110 roof')).toEqual({ words: ['roof'], zip: '94103' });
  });

  it('takes only five digits on their own as a ZIP', () => {
    expect(parseSearchText('9410 plumber')).toEqual({ words: ['9410', 'plumber'], zip: undefined });
    expect(parseSearchText('941034')).toEqual({ words: ['941034'], zip: undefined });
    expect(parseSearchText('plumber94103')).toEqual({ words: ['plumber94103'], zip: undefined });
  });

  it('reads full-width digits and ligatures as what they look like', () => {
    expect(parseSearchText('ﬁx ９４１０３')).toEqual({ words: ['fix'], zip: '94103' });
  });

  it('splits at hyphens and apostrophes and drops single letters', () => {
    expect(parseSearchText("drywall-repair, gutter's").words).toEqual([
      'drywall',
      'repair',
      'gutter',
    ]);
    expect(parseSearchText('a roof in ca').words).toEqual(['roof', 'in', 'ca']);
  });

  it('drops words longer than forty characters', () => {
    const forty = 'x'.repeat(40);
    expect(parseSearchText(`${forty} ${'y'.repeat(41)} roof`).words).toEqual([forty, 'roof']);
  });

  it('keeps the first eight words; the ZIP and dropped words do not count', () => {
    const words = ['aa', 'bb', 'cc', 'dd', 'ee', 'ff', 'gg', 'hh', 'ii'];
    expect(parseSearchText(`94103 a ${'z'.repeat(41)} ${words.join(' ')}`)).toEqual({
      words: words.slice(0, 8),
      zip: '94103',
    });
  });

  it('leaves typos as typed: they are corrected against the trade vocabulary when searching', () => {
    expect(parseSearchText('Plumbr 94103')).toEqual({ words: ['plumbr'], zip: '94103' });
  });
});
