import { describe, expect, it } from 'vitest';
import {
  BOUNDS_FORMAT_MESSAGE,
  parseBounds,
  readSearchParams,
  searchQueryString,
  type SearchParams,
} from './search-url';

const defaults: SearchParams = {
  q: '',
  location: '',
  sort: 'relevance',
  page: 1,
  favorites: false,
  licensedAndInsured: false,
  bounds: '',
};

describe('readSearchParams', () => {
  it('gives the page’s defaults for an empty address', () => {
    expect(readSearchParams('')).toEqual(defaults);
    expect(readSearchParams('?')).toEqual(defaults);
  });

  it('reads every parameter, with or without the leading ?', () => {
    const expected = {
      q: 'roof repair',
      location: '94103',
      sort: 'topRated',
      page: 3,
      favorites: true,
      licensedAndInsured: true,
      bounds: '37.7,-122.5,37.8,-122.4',
    };
    const rest =
      'sort=topRated&page=3&favorites=true&licensedAndInsured=true&bounds=37.7,-122.5,37.8,-122.4';
    expect(readSearchParams(`?q=roof+repair&location=94103&${rest}`)).toEqual(expected);
    expect(readSearchParams(`q=roof%20repair&location=94103&${rest}`)).toEqual(expected);
  });

  it('takes the older `search` name when there is no `q`', () => {
    expect(readSearchParams('?search=plumber').q).toBe('plumber');
    expect(readSearchParams('?q=roofer&search=plumber').q).toBe('roofer');
    expect(readSearchParams('?q=&search=plumber').q).toBe('');
  });

  it('falls back to relevance for a sort it does not know', () => {
    expect(readSearchParams('?sort=cheapest').sort).toBe('relevance');
    expect(readSearchParams('?sort=TOPRATED').sort).toBe('relevance');
    expect(readSearchParams('?sort=').sort).toBe('relevance');
    expect(readSearchParams('?sort=favorites').sort).toBe('favorites');
    expect(readSearchParams('?sort=mostReviewed').sort).toBe('mostReviewed');
  });

  it('starts on page 1 unless the address names a later one', () => {
    for (const page of ['0', '-2', 'abc', '', '%20']) {
      expect(readSearchParams(`?page=${page}`).page, page).toBe(1);
    }
    expect(readSearchParams('?page=12').page).toBe(12);
    // The leading whole number of a sloppy value is taken.
    expect(readSearchParams('?page=2.5').page).toBe(2);
    expect(readSearchParams('?page=4abc').page).toBe(4);
  });

  it('shows favorites only for favorites=true exactly', () => {
    for (const value of ['1', 'TRUE', 'yes', '']) {
      expect(readSearchParams(`?favorites=${value}`).favorites, value).toBe(false);
    }
  });

  it('keeps the search text as typed, for the server to parse', () => {
    expect(readSearchParams('?q=%20Plumber%2094103%20').q).toBe(' Plumber 94103 ');
    expect(readSearchParams('?q=a%26b%3Dc').q).toBe('a&b=c');
  });
});

describe('searchQueryString', () => {
  it('always names text, sort and page, and location, the filters and bounds only when set', () => {
    expect(searchQueryString(defaults)).toBe('q=&sort=relevance&page=1');
    expect(
      searchQueryString({
        q: 'roof',
        location: '94103',
        sort: 'topRated',
        page: 2,
        favorites: true,
        licensedAndInsured: true,
        bounds: '37.7,-122.5,37.8,-122.4',
      }),
    ).toBe(
      'q=roof&sort=topRated&page=2&location=94103&favorites=true&licensedAndInsured=true&bounds=37.7%2C-122.5%2C37.8%2C-122.4',
    );
  });

  it('encodes what the person typed', () => {
    expect(searchQueryString({ ...defaults, q: 'a&b=c d' })).toBe(
      'q=a%26b%3Dc+d&sort=relevance&page=1',
    );
  });

  it('is read back as the same search', () => {
    const searches: SearchParams[] = [
      defaults,
      { ...defaults, q: 'Roof & gutter, 94103', sort: 'mostReviewed', page: 7 },
      { ...defaults, q: 'plumber', location: '94110', sort: 'favorites', favorites: true },
      { ...defaults, q: 'plumber', licensedAndInsured: true },
      { ...defaults, bounds: '37.7,-122.5,37.8,-122.4' },
    ];
    for (const search of searches) {
      expect(readSearchParams(searchQueryString(search))).toEqual(search);
    }
  });
});

describe('parseBounds', () => {
  it('reads south,west,north,east in degrees, spaces allowed', () => {
    expect(parseBounds('37.2,-122.6, 38,-121.7')).toEqual({
      south: 37.2,
      west: -122.6,
      north: 38,
      east: -121.7,
    });
  });

  it('says what is wrong with a box it cannot search', () => {
    for (const text of [
      '',
      'abc',
      '1,2,3',
      '1,2,3,4,5',
      '1e1,2,3,4',
      '38,-122,37,-121',
      '91,0,92,1',
    ]) {
      expect(parseBounds(text), text).toBe(BOUNDS_FORMAT_MESSAGE);
    }
    expect(parseBounds('10,170,20,-170'), 'across the antimeridian').toBe(BOUNDS_FORMAT_MESSAGE);
    expect(parseBounds('20,-130,50,-60')).toMatch(/^Map area is too large/);
  });
});
