/** Money is integer cents (docs/decisions); shown in dollars. Without zod, for any chunk. */

/**
 * 120050 → "1200.50", -5 → "-0.05": cents as a decimal, from their digits (never a float, so exact
 * at any size). Intl formats such a string as it is.
 */
export function decimalOfCents(cents: number): `${number}` {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** 120050 → "1200.50", 120000 → "1200": dollars as a person types them. */
export const dollarsOfCents = (cents: number) => decimalOfCents(cents).replace(/\.00$/, '');

/** "$1,200", "$1,200.50" */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(decimalOfCents(cents));
}
