/** Money is integer cents (docs/decisions); shown in dollars. Without zod, for any chunk. */

/** "$1,200", "$1,200.50" */
export function formatUsd(cents: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}
