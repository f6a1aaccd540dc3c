import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, moduleGraphSection, withModuleGraph } from './architecture-doc.js';
import { serverModuleGraph } from './boundaries.js';

const graphOf = (arrows) =>
  new Map(
    Object.entries(arrows).map(([from, to]) => [
      `server/modules/${from}`,
      new Set(to.map((name) => `server/modules/${name}`)),
    ]),
  );

describe('the module graph in docs/architecture.md', () => {
  it('is the graph lint checks today (`npm run docs:architecture` redraws it)', () => {
    const doc = readFileSync(ARCHITECTURE_DOC, 'utf8');
    expect(doc, 'stale: run `npm run docs:architecture`').toBe(
      withModuleGraph(doc, serverModuleGraph()),
    );
  });

  it('draws every arrow and every module, and changes when an arrow does', () => {
    const graph = graphOf({ quotes: ['geo', 'cost-guides'], geo: [], 'cost-guides': [], site: [] });
    const section = moduleGraphSection(graph);
    expect(section).toContain('  quotes --> cost_guides[cost-guides]\n  quotes --> geo\n');
    expect(section).toContain('  site\n```');
    expect(section).toContain(
      '- **geo** imports none; imported by `quotes`\n- **quotes** imports `cost-guides`, `geo`',
    );
    const doc = withModuleGraph(readFileSync(ARCHITECTURE_DOC, 'utf8'), graph);
    graph.get('server/modules/site').add('server/modules/geo');
    expect(withModuleGraph(doc, graph)).not.toBe(doc);
    expect(withModuleGraph(doc, graph)).toContain('  site --> geo');
  });

  it('refuses a document that lost its markers', () => {
    expect(() => withModuleGraph('# Where things live\n', serverModuleGraph())).toThrow(/markers/);
  });
});
