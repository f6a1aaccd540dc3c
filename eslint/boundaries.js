/**
 * The house's import rules (docs/architecture.md draws them):
 * - `quotelocal/boundaries`: every file under src/ belongs to an area, and an area imports only
 *   the areas listed for it in ALLOWED (its own always). Feature folders and server modules are
 *   areas of their own, so `client/features/quotes` may not import `client/features/vendor`.
 *   Server modules may import each other, but never in a loop (A → … → B → A between folders).
 *   A server module is used from outside only through its face, its folder's index.ts
 *   (`@/server/modules/quotes`, `../quotes`), never another of its files; its own files import
 *   each other directly, never through their own index.ts (which would load them in a loop).
 * - `quotelocal/no-deep-relative`: an import that climbs more than two folders, or reaches into
 *   src/ from tests/, bench/ or scripts/, says `@/…` instead.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import noFloatMoney from './no-float-money.js';
import noLiteralText from './no-literal-text.js';

const ROOT = path.resolve(import.meta.dirname, '..');
const SRC = path.join(ROOT, 'src');

/** Who may import whom. A name ending in `*` covers every folder of that kind (each feature…). */
export const ALLOWED = {
  contract: [],
  'server/config': ['contract'],
  'server/db': ['server/config', 'contract'],
  'server/platform': ['server/db', 'server/config', 'contract'],
  'server/modules/*': [
    'server/modules/*',
    'server/platform',
    'server/db',
    'server/config',
    'contract',
  ],
  'server/seed': ['server/modules/*', 'server/platform', 'server/db', 'server/config', 'contract'],
  'server/entry': ['server/*', 'contract'],
  'client/locales': [],
  'client/lib': ['client/locales', 'contract'],
  'client/data': ['client/lib', 'contract'],
  'client/components': ['client/data', 'client/lib', 'contract'],
  'client/features/*': ['client/components', 'client/data', 'client/lib', 'contract'],
  'client/app': ['client/features/*', 'client/components', 'client/data', 'client/lib', 'contract'],
  'client/entry': ['client/*', 'contract'],
};

const isFolder = (file) => statSync(file, { throwIfNoEntry: false })?.isDirectory() ?? false;

/**
 * The area of a file under src/ (`client/features/quotes`, `server/modules/messages`…), or null.
 * Also of what an import names: a file without its extension (`@/server/config`), or a folder
 * (`@/client/data`, its index file), which is the area of that folder, not an entry file's.
 */
export function areaOf(file) {
  const relative = path.relative(SRC, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const [top, second, third] = relative.split(path.sep);
  const entryFile = third === undefined && !isFolder(file);
  if (top === 'contract') return 'contract';
  if (top === 'server') {
    // Where the server is installed (project-root.ts) is as basic as its settings.
    if (/^(config|project-root)(\.test)?(\.ts)?$/.test(second)) return 'server/config';
    if (entryFile) return 'server/entry';
    if (second === 'modules') return `server/modules/${third}`;
    return `server/${second}`;
  }
  if (top === 'client') {
    if (entryFile) return second === 'index.html' ? null : 'client/entry';
    if (second === 'features') return `client/features/${third}`;
    return `client/${second}`;
  }
  return null;
}

/** The rule of an area: `client/features/quotes` follows `client/features/*`. */
const ruleOf = (area) => ALLOWED[area] ?? ALLOWED[area.replace(/\/[^/]+$/, '/*')];

function permits(from, to) {
  return ruleOf(from).some((allowed) =>
    allowed.endsWith('/*') ? to.startsWith(allowed.slice(0, -1)) : to === allowed,
  );
}

const MODULES = path.join(SRC, 'server', 'modules');

/** Whether an import names a server module's face: its folder, or the folder's index.ts. */
function isFace(target) {
  const [module, file, ...deeper] = path.relative(MODULES, target).split(path.sep);
  const inModules = !module.startsWith('.') && deeper.length === 0;
  return inModules && (file === undefined || /^index(\.ts)?$/.test(file));
}

/** What an import specifier names on disk, for `@/…` and relative ones; null for a package. */
function resolve(specifier, importer) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('.')) return path.resolve(path.dirname(importer), specifier);
  return null;
}

const IMPORT = /(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;

/** Per file of src/server/modules: its modification time and the other modules it imports. */
const moduleImports = new Map();

/**
 * Which server modules each server module imports, as the files are on disk now. A file is read
 * again only when it has changed since: an editor's or a watching lint process lives on.
 */
export function serverModuleGraph() {
  const graph = new Map();
  const present = new Set();
  for (const entry of readdirSync(MODULES, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const from = areaOf(file);
    const { mtimeMs } = statSync(file);
    let known = moduleImports.get(file);
    if (known?.mtimeMs !== mtimeMs) {
      known = { mtimeMs, targets: new Set() };
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = resolve(specifier, file);
        const to = target && areaOf(target);
        if (to?.startsWith('server/modules/') && to !== from) known.targets.add(to);
      }
      moduleImports.set(file, known);
    }
    present.add(file);
    graph.set(from, new Set([...(graph.get(from) ?? []), ...known.targets]));
  }
  for (const file of moduleImports.keys()) if (!present.has(file)) moduleImports.delete(file);
  return graph;
}

/** A chain of module imports from `start` back to `goal`, or null. */
function pathBetween(start, goal, graph, seen = new Set()) {
  if (start === goal) return [goal];
  seen.add(start);
  for (const next of graph.get(start) ?? []) {
    if (seen.has(next)) continue;
    const rest = pathBetween(next, goal, graph, seen);
    if (rest) return [start, ...rest];
  }
  return null;
}

/** Calls `check(node, specifier)` for every static, re-exporting and literal dynamic import. */
function onEachImport(check) {
  const fromSource = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: fromSource,
    ExportNamedDeclaration: fromSource,
    ExportAllDeclaration: fromSource,
    ImportExpression: fromSource,
  };
}

const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports to the arrows of docs/architecture.md' },
    schema: [],
    messages: {
      forbidden:
        '{{from}} may not import {{to}} (it may import: {{allowed}}). See docs/architecture.md.',
      unknown: 'No rule for the area {{from}}: give it one in eslint/boundaries.js.',
      loop: 'A loop between server modules: {{loop}}. Move what both need into one module.',
      face: '{{to}} is used only through its face, {{face}} (its index.ts): export what is needed there. See docs/architecture.md.',
      ownFace:
        'A file of {{from}} imports its siblings directly, not through its own index.ts (a loop at load).',
    },
  },
  create(context) {
    const from = areaOf(context.filename);
    if (!from) return {};
    let graph; // read once per file linted, when it first imports another module
    return onEachImport((node, specifier) => {
      const target = resolve(specifier, context.filename);
      const to = target && areaOf(target);
      const intoModule = to?.startsWith('server/modules/');
      if (intoModule && to === from && isFace(target))
        return context.report({ node, messageId: 'ownFace', data: { from } });
      if (!to || to === from) return;
      if (!ruleOf(from)) return context.report({ node, messageId: 'unknown', data: { from } });
      if (!permits(from, to)) {
        const allowed = [from, ...ruleOf(from)].join(', ');
        return context.report({ node, messageId: 'forbidden', data: { from, to, allowed } });
      }
      if (intoModule && !isFace(target))
        context.report({ node, messageId: 'face', data: { to, face: `@/${to}` } });
      if (from.startsWith('server/modules/') && to.startsWith('server/modules/')) {
        graph ??= serverModuleGraph();
        const back = pathBetween(to, from, graph);
        if (back)
          context.report({ node, messageId: 'loop', data: { loop: [from, ...back].join(' → ') } });
      }
    });
  },
};

const noDeepRelative = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Say @/… instead of climbing more than two folders or into src/' },
    schema: [],
    messages: { deep: 'Import "{{specifier}}" as "@/{{aliased}}".' },
  },
  create(context) {
    return onEachImport((node, specifier) => {
      if (!specifier.startsWith('.')) return;
      const target = resolve(specifier, context.filename);
      const intoSrc = !areaOf(context.filename) && areaOf(target);
      if (!specifier.startsWith('../../../') && !intoSrc) return;
      const aliased = path.relative(SRC, target).split(path.sep).join('/');
      context.report({ node, messageId: 'deep', data: { specifier, aliased } });
    });
  },
};

export default {
  rules: {
    boundaries,
    'no-deep-relative': noDeepRelative,
    'no-literal-text': noLiteralText,
    'no-float-money': noFloatMoney,
  },
};
