import { describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '@/contract/category';
import { tradeOf } from './matched-request';

const category = (id: number, name: string, subs: string[]): CategoryWithSubcategories => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  subcategories: subs.map((sub, i) => ({
    id: id * 100 + i,
    name: sub,
    slug: sub.toLowerCase().replace(/[^a-z]+/g, '-'),
  })),
});

const CATEGORIES = [
  category(1, 'Plumbing Services', ['Plumber', 'Drain Cleaning']),
  category(2, 'Roofing & Gutters', ['Roof Repair', 'Gutter Cleaning']),
  category(3, 'Cleaning Services', ['House Cleaning']),
];

describe('the trade a search names', () => {
  it('is a category or subcategory named by its slug or its name, in any case', () => {
    expect(tradeOf('plumbing-services', CATEGORIES)).toBe('plumbing-services');
    expect(tradeOf('Plumber', CATEGORIES)).toBe('plumbing-services');
    expect(tradeOf('roof repair', CATEGORIES)).toBe('roofing-gutters');
  });

  it('is the only category whose names contain the words, and none when several or none do', () => {
    expect(tradeOf('gutter', CATEGORIES)).toBe('roofing-gutters');
    // "Drain Cleaning", "Gutter Cleaning", "House Cleaning", "Cleaning Services": which one?
    expect(tradeOf('cleaning', CATEGORIES)).toBe('');
    expect(tradeOf('piano tuning', CATEGORIES)).toBe('');
    expect(tradeOf('', CATEGORIES)).toBe('');
    expect(tradeOf('ro', CATEGORIES)).toBe('');
  });
});
