import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, splitVariants } from './cn';

const clientDir = path.resolve(import.meta.dirname, '..');

/** Every word of every string literal in the client's source that could be a Tailwind class. */
function classesWritten(): string[] {
  const found = new Set<string>();
  const files = readdirSync(clientDir, { recursive: true, withFileTypes: true }).filter(
    (entry) =>
      entry.isFile() &&
      /\.tsx?$/.test(entry.name) &&
      !entry.name.includes('.test.') &&
      entry.name !== 'cn.ts' &&
      !entry.parentPath.includes('locales'),
  );
  for (const file of files) {
    const source = readFileSync(path.join(file.parentPath, file.name), 'utf8');
    for (const [, , text] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      for (const word of text!.split(/\s+/)) {
        if (/^[!-]?[a-z[][\w[\]:/.\-%=()#&>*@,!']*$/.test(word) && !word.includes('${')) {
          found.add(word);
        }
      }
    }
  }
  return [...found];
}

describe('cn', () => {
  it('joins conditional classes, a later utility replacing an earlier of its group', () => {
    expect(cn('px-4 h-11', { hidden: false, 'w-full': true }, 'h-auto')).toBe('px-4 w-full h-auto');
    expect(cn('p-2 px-4')).toBe('p-2 px-4');
    expect(cn('px-4 p-2')).toBe('p-2');
    expect(cn('text-sm text-gray-700 text-danger-700')).toBe('text-sm text-danger-700');
    expect(cn('border border-gray-300 border-2')).toBe('border-gray-300 border-2');
    expect(cn('hover:bg-gray-50 bg-white hover:bg-brand-50')).toBe('bg-white hover:bg-brand-50');
    expect(cn('aria-[invalid=true]:border-danger-600 aria-[invalid=true]:border-gray-300')).toBe(
      'aria-[invalid=true]:border-gray-300',
    );
  });

  // A few thousand classes: seconds on a busy machine.
  it(
    'agrees with tailwind-merge on every pair of classes the client writes',
    { timeout: 30_000 },
    () => {
      const buckets = new Map<string, string[]>();
      for (const name of classesWritten()) {
        const { variants } = splitVariants(name);
        buckets.set(variants, [...(buckets.get(variants) ?? []), name]);
      }
      const disagreements: string[] = [];
      for (const names of buckets.values()) {
        const tailwindMerge = dropsEarlier(twMerge, names);
        const ours = dropsEarlier(cn, names);
        for (const earlier of names) {
          for (const later of names) {
            if (
              earlier !== later &&
              ours(earlier, later) !== tailwindMerge(earlier, later) &&
              !KNOWN_DIFFERENCES.some((known) => known(earlier, later))
            ) {
              disagreements.push(
                `${earlier} then ${later}: tailwind-merge ${tailwindMerge(earlier, later) ? 'drops' : 'keeps'} the first`,
              );
            }
          }
        }
      }
      expect(disagreements).toEqual([]);
    },
  );
});

/**
 * Where cn is right and tailwind-merge (3.x) is not: it takes Tailwind 3's `bg-gradient-to-*`
 * for a colour, where it is an image drawn over the colour (neither is dropped).
 */
const KNOWN_DIFFERENCES = [
  (earlier: string, later: string) =>
    [earlier, later].some((name) => name.includes('bg-gradient-to-')) &&
    [earlier, later].some((name) => /(^|:)bg-(?!gradient)/.test(name)),
];

/**
 * Whether a merge drops an earlier class for a later one, for classes of the same variants: the
 * classes sorted into the merge's groups (two of a group drop each other), then one merge per
 * pair of groups (`px-2 p-4` drops the first, `p-4 px-2` keeps both). Quadratic in groups, not in
 * classes: a few thousand classes take a second.
 */
function dropsEarlier(merge: (classes: string) => string, names: string[]) {
  const representatives: string[] = [];
  const groupOf = new Map<string, number>();
  for (const name of names) {
    if (merge(`${name} ${name}`) !== name) continue; // no group: both copies stay
    const group = representatives.findIndex(
      (other) => merge(`${other} ${name}`) === name && merge(`${name} ${other}`) === other,
    );
    groupOf.set(name, group >= 0 ? group : representatives.push(name) - 1);
  }
  const drops = representatives.map((later) =>
    representatives.map((earlier) => merge(`${earlier} ${later}`) === later),
  );
  return (earlier: string, later: string) => {
    const e = groupOf.get(earlier);
    const l = groupOf.get(later);
    return e !== undefined && l !== undefined && drops[l]![e]!;
  };
}
