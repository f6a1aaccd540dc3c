import { describe, expect, it } from 'vitest';
import { suggestionsFor } from './suggestions';

const catalogue = [
  {
    id: 1,
    name: 'Plumbing Services',
    slug: 'plumbing',
    subcategories: [
      { id: 1, name: 'Plumber', slug: 'plumber' },
      { id: 2, name: 'Drain Cleaning', slug: 'drain' },
    ],
  },
  {
    id: 2,
    name: 'Cleaning Services',
    slug: 'cleaning',
    subcategories: [
      { id: 3, name: 'House Cleaning', slug: 'house' },
      { id: 4, name: 'Drain cleaning', slug: 'drain-2' },
    ],
  },
];

describe('suggestionsFor', () => {
  it('matches substrings case-insensitively over both levels, without duplicates', () => {
    expect(suggestionsFor('CLEAN', catalogue)).toEqual([
      'Drain Cleaning',
      'Cleaning Services',
      'House Cleaning',
    ]);
  });

  it('suggests nothing for blank text and at most eight names', () => {
    expect(suggestionsFor('  ', catalogue)).toEqual([]);
    const many = [
      {
        id: 9,
        name: 'S',
        slug: 's',
        subcategories: Array.from({ length: 20 }, (_, i) => ({
          id: i,
          name: `Service ${i}`,
          slug: `s${i}`,
        })),
      },
    ];
    expect(suggestionsFor('service', many)).toHaveLength(8);
  });
});
