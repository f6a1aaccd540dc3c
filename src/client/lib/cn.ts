import { clsx, type ClassValue } from 'clsx';

/**
 * Class names joined, a later Tailwind utility replacing an earlier one it conflicts with (a
 * caller's `h-auto` over a button size's `h-11`), as tailwind-merge does; this is the part of it
 * the app's own classes need (docs/decisions/105): tailwind-merge with its default config is
 * 8 kB of every page's first script. `cn.test.ts` checks, for every pair of classes written in
 * src/client, that this and tailwind-merge agree on whether the later replaces the earlier.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs).split(' ');
  const kept: string[] = [];
  const taken = new Set<string>();
  for (let i = classes.length - 1; i >= 0; i--) {
    const name = classes[i]!;
    if (!name) continue;
    const key = conflictKey(name);
    if (key === null) {
      kept.push(name);
      continue;
    }
    if (taken.has(key.group)) continue;
    taken.add(key.group);
    for (const narrower of key.covers) taken.add(narrower);
    kept.push(name);
  }
  return kept.reverse().join(' ');
}

/** Each group and the narrower groups a class of it replaces (`p-4` replaces an earlier `px-2`). */
const COVERS: Record<string, string[]> = {
  p: ['px', 'py', 'pt', 'pr', 'pb', 'pl', 'ps', 'pe'],
  px: ['pr', 'pl', 'ps', 'pe'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'mt', 'mr', 'mb', 'ml', 'ms', 'me'],
  mx: ['mr', 'ml', 'ms', 'me'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'top', 'right', 'bottom', 'left', 'start', 'end'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  size: ['w', 'h'],
  gap: ['gap-x', 'gap-y'],
  overflow: ['overflow-x', 'overflow-y'],
  rounded: ['rounded-t', 'rounded-r', 'rounded-b', 'rounded-l', 'rounded-tl', 'rounded-tr'],
  'border-w': ['border-w-x', 'border-w-y', 'border-w-t', 'border-w-r', 'border-w-b', 'border-w-l'],
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'line-clamp': ['display', 'overflow'],
  flex: ['grow', 'shrink', 'basis'],
  'font-size': ['leading'],
};

/** Whole classes that are a group's value by themselves. */
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid table hidden contents flow-root',
  position: 'static fixed absolute relative sticky',
  'text-decoration': 'underline overline line-through no-underline',
  visibility: 'visible invisible collapse',
  'font-style': 'italic not-italic',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'sr-only': 'sr-only not-sr-only',
  'text-overflow': 'truncate',
  grow: 'grow',
  shrink: 'shrink',
})) {
  for (const name of names.split(' ')) KEYWORDS[name] = group;
}

/** Utilities whose group is their name without the value (`mt-4`: `mt`), longest first. */
const STEMS = [
  'underline-offset',
  'outline-offset',
  'pointer-events',
  'grid-cols',
  'grid-rows',
  'col-span',
  'col-start',
  'row-span',
  'line-clamp',
  'translate-x',
  'translate-y',
  'scroll-mt',
  'whitespace',
  'min-w',
  'max-w',
  'min-h',
  'max-h',
  'inset-x',
  'inset-y',
  'overflow-x',
  'overflow-y',
  'space-x',
  'space-y',
  'gap-x',
  'gap-y',
  'rounded-t',
  'rounded-r',
  'rounded-b',
  'rounded-l',
  'rounded-tl',
  'rounded-tr',
  'divide-x',
  'divide-y',
  'aspect',
  'leading',
  'tracking',
  'opacity',
  'duration',
  'overflow',
  'justify',
  'items',
  'self',
  'cursor',
  'break',
  'select',
  'rounded',
  'inset',
  'order',
  'basis',
  'grow',
  'shrink',
  'scale',
  'rotate',
  'size',
  'gap',
  'top',
  'right',
  'bottom',
  'left',
  'fill',
  'stroke',
  'z',
  'w',
  'h',
  'p',
  'px',
  'py',
  'pt',
  'pr',
  'pb',
  'pl',
  'm',
  'mx',
  'my',
  'mt',
  'mr',
  'mb',
  'ml',
].sort((a, b) => b.length - a.length);

const BARE = new Set(['border', 'shadow', 'ring', 'outline', 'transition', 'rounded']);
const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl|\[\d.*(px|rem|em)\])$/;
const SHADOW_SIZES = /^(|2xs|xs|sm|md|lg|xl|2xl|none|inner|\[.*\])$/;
const WIDTH = /^(|\d+|\[\d.*px\])$/;

/** The group of a class's utility (without variants), or null when it is not one of ours. */
function groupOf(utility: string): string | null {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const dash = utility.indexOf('-');
  const head = dash < 0 ? utility : utility.slice(0, dash);
  const value = dash < 0 ? '' : utility.slice(dash + 1);
  // Only these are classes without a value (`border`, `shadow`); `text` alone is not.
  if (dash < 0 && !BARE.has(head)) return null;
  if (utility === 'rounded') return 'rounded';
  switch (head) {
    case 'text':
      if (FONT_SIZES.test(value)) return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-align';
      return value.startsWith('ellipsis') || value.startsWith('clip')
        ? 'text-overflow'
        : 'text-color';
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/.test(value)
        ? 'font-weight'
        : 'font-family';
    case 'bg':
      return /^(gradient|linear|radial|conic|none)|^\[.*(gradient|url)\(/.test(value)
        ? 'bg-image'
        : 'bg-color';
    case 'shadow':
      return SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color';
    case 'ring':
      if (value.startsWith('offset')) {
        return WIDTH.test(value.slice(7)) ? 'ring-offset-w' : 'ring-offset-color';
      }
      return WIDTH.test(value) ? 'ring-w' : 'ring-color';
    case 'object':
      return /^(contain|cover|fill|none|scale-down)$/.test(value)
        ? 'object-fit'
        : 'object-position';
    case 'outline':
      if (value.startsWith('offset')) return 'outline-offset';
      if (WIDTH.test(value)) return 'outline-w';
      return /^(none|dashed|dotted|double|solid|hidden)$/.test(value)
        ? 'outline-style'
        : 'outline-color';
    case 'border': {
      if (value === 'collapse' || value === 'separate') return 'border-collapse';
      const side = /^([xytrbl])(-|$)/.exec(value);
      const rest = side ? value.slice(side[0].length) : value;
      if (WIDTH.test(rest)) return side ? `border-w-${side[1]}` : 'border-w';
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(rest)) return 'border-style';
      return side ? `border-color-${side[1]}` : 'border-color';
    }
    case 'divide':
      return /^[xy](-|$)/.test(value) ? `divide-${value[0]}` : 'divide-color';
    case 'flex':
      if (/^(row|col)/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap)/.test(value)) return 'flex-wrap';
      return 'flex';
    case 'transition':
      return 'transition';
    case 'from':
    case 'via':
    case 'to':
      return `gradient-${head}`;
  }
  return STEMS.find((stem) => utility.startsWith(`${stem}-`)) ?? null;
}

/** A class's variants (`md:hover:`, `aria-[invalid=true]:`) and its utility. */
export function splitVariants(name: string): { variants: string; utility: string } {
  let colon = -1;
  for (let i = 0, depth = 0; i < name.length; i++) {
    if (name[i] === '[') depth++;
    else if (name[i] === ']') depth--;
    else if (name[i] === ':' && depth === 0) colon = i;
  }
  return { variants: name.slice(0, colon + 1), utility: name.slice(colon + 1) };
}

/** What a class conflicts on: its variants, `!` and group; null when no group. */
function conflictKey(name: string): { group: string; covers: string[] } | null {
  const { variants, utility: written } = splitVariants(name);
  const important = written.startsWith('!') || written.endsWith('!');
  const utility = written.replace(/^!|!$/g, '').replace(/^-/, '');
  const group = groupOf(utility.replace(/\/[\w.]+$/, ''));
  if (group === null) return null;
  const prefix = `${variants}${important ? '!' : ''}`;
  return { group: prefix + group, covers: (COVERS[group] ?? []).map((g) => prefix + g) };
}
