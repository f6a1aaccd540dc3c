/**
 * The search box (src/client/components/search/search-box.tsx) as a visitor uses it: suggestions
 * while typing, the keyboard, the ZIP, and the address a search goes to. The categories and the
 * ZIP guess are answered here (the client in isolation); the browser suite searches the real server.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CategoryWithSubcategories } from '@/contract/category';
import type { PostalCodeResponse } from '@/contract/geo';
import { SearchBox } from '@/client/components/search/search-box';
import { answer, requests } from '../support/fake-api';
import { renderClient } from '../support/render-client';

const categories: CategoryWithSubcategories[] = [
  {
    id: 1,
    name: 'Plumbing',
    slug: 'plumbing',
    subcategories: [
      { id: 11, name: 'Water Heater Repair', slug: 'water-heater-repair' },
      { id: 12, name: 'Drain Cleaning', slug: 'drain-cleaning' },
    ],
  },
  {
    id: 2,
    name: 'Electrical',
    slug: 'electrical',
    subcategories: [{ id: 21, name: 'Water Pump Wiring', slug: 'water-pump-wiring' }],
  },
];

const textBox = () => screen.getByRole('combobox', { name: 'Describe your project' });
const zipBox = () => screen.getByRole('textbox', { name: 'ZIP code' });
const suggestions = () => screen.getByRole('listbox', { name: 'Suggestions', hidden: true });

beforeEach(() => {
  answer('GET /api/categories/with-subcategories', categories);
});

describe('the search box', () => {
  describe('a returning visitor (their ZIP remembered)', () => {
    beforeEach(() => localStorage.setItem('postalCode', '02134'));

    it('shows the remembered ZIP and searches near it with what was typed', async () => {
      const { user, address } = renderClient(<SearchBox />);
      expect(zipBox()).toHaveProperty('value', '02134');

      await user.type(textBox(), '  leaky faucet {Enter}');

      expect(address()).toBe('/search?q=leaky+faucet&location=02134');
    });

    it('suggests matching trades as the visitor types, and picks one with the keyboard', async () => {
      const { user, address } = renderClient(<SearchBox />);
      await user.type(textBox(), 'water');

      const listed = await within(suggestions()).findAllByRole('option');
      expect(listed.map((option) => option.textContent)).toEqual([
        'Water Heater Repair',
        'Water Pump Wiring',
      ]);
      expect(textBox().getAttribute('aria-expanded')).toBe('true');

      await user.keyboard('{ArrowDown}{ArrowDown}');
      const second = screen.getByRole('option', { name: 'Water Pump Wiring' });
      expect(second.getAttribute('aria-selected')).toBe('true');
      expect(textBox().getAttribute('aria-activedescendant')).toBe(second.id);
      await user.keyboard('{ArrowDown}'); // past the last: back to the first
      expect(
        screen.getByRole('option', { name: 'Water Heater Repair' }).getAttribute('aria-selected'),
      ).toBe('true');

      await user.keyboard('{Enter}');

      expect(textBox()).toHaveProperty('value', 'Water Heater Repair');
      expect(address()).toBe('/search?q=Water+Heater+Repair&location=02134');
      expect(screen.queryAllByRole('option')).toEqual([]);
    });

    it('searches for a suggestion clicked', async () => {
      const { user, address } = renderClient(<SearchBox />);
      await user.type(textBox(), 'drain');

      await user.click(await screen.findByRole('option', { name: 'Drain Cleaning' }));

      expect(address()).toBe('/search?q=Drain+Cleaning&location=02134');
    });

    it('fills the box with a suggestion on Tab, without searching', async () => {
      const { user, address } = renderClient(<SearchBox />);
      await user.type(textBox(), 'plumb');
      await screen.findByRole('option', { name: 'Plumbing' });

      await user.keyboard('{ArrowDown}{Tab}');

      expect(textBox()).toHaveProperty('value', 'Plumbing');
      expect(address()).toBe('/');
    });

    it('closes the suggestions on Escape: Enter then searches for the words as typed', async () => {
      const { user, address } = renderClient(<SearchBox />);
      await user.type(textBox(), 'water');
      await screen.findAllByRole('option');

      await user.keyboard('{ArrowDown}{Escape}');
      expect(screen.queryAllByRole('option')).toEqual([]);
      expect(textBox().getAttribute('aria-expanded')).toBe('false');
      await user.keyboard('{Enter}');

      expect(address()).toBe('/search?q=water&location=02134');
    });

    it('does not search for nothing', async () => {
      const { user, address } = renderClient(<SearchBox />);
      await user.type(textBox(), '   ');

      await user.click(screen.getByRole('button', { name: 'Search' }));

      expect(address()).toBe('/');
    });

    it('takes digits only in the ZIP, and remembers a ZIP searched with', async () => {
      const { user, address } = renderClient(<SearchBox initialText="roof repair" />);
      await user.clear(zipBox());
      await user.type(zipBox(), '9a4-1077');
      expect(zipBox()).toHaveProperty('value', '94107');

      await user.click(screen.getByRole('button', { name: 'Search' }));

      expect(address()).toBe('/search?q=roof+repair&location=94107');
      expect(localStorage.getItem('postalCode')).toBe('94107');
    });

    it('sends a short ZIP along without remembering it', async () => {
      const { user, address } = renderClient(<SearchBox initialText="roof repair" />);
      await user.clear(zipBox());
      await user.type(zipBox(), '941');

      await user.click(screen.getByRole('button', { name: 'Search' }));

      expect(address()).toBe('/search?q=roof+repair&location=941');
      expect(localStorage.getItem('postalCode')).toBe('02134');
    });
  });

  it("fills a first-time visitor's ZIP from the server's guess, and remembers it", async () => {
    const guess: PostalCodeResponse = { postalCode: '60614' };
    answer('GET /api/geo/postal-code', guess);
    renderClient(<SearchBox />);

    await waitFor(() => expect(zipBox()).toHaveProperty('value', '60614'));
    expect(localStorage.getItem('postalCode')).toBe('60614');
    expect(requests('GET /api/geo/postal-code')).toHaveLength(1);
  });

  it('speaks Spanish on a Spanish page, and searches the same way', async () => {
    localStorage.setItem('postalCode', '94103');
    const { user, address } = renderClient(<SearchBox />, { locale: 'es' });
    const text = screen.getByRole('combobox', { name: 'Describe tu proyecto' });
    expect(text).toHaveProperty('placeholder', 'Describe tu proyecto');
    expect(screen.getByRole('textbox', { name: 'Código postal' })).toHaveProperty('value', '94103');

    await user.type(text, 'fontanero');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(address()).toBe('/search?q=fontanero&location=94103');
  });
});
