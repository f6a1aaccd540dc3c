/**
 * `npm run docs:architecture`: redraws the server modules' import graph in docs/architecture.md
 * from the graph the lint rule checks (eslint/architecture-doc.js). The unit tests fail until the
 * checked-in graph is the current one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ARCHITECTURE_DOC, withModuleGraph } from '../eslint/architecture-doc.js';
import { serverModuleGraph } from '../eslint/boundaries.js';

const before = readFileSync(ARCHITECTURE_DOC, 'utf8');
const after = withModuleGraph(before, serverModuleGraph());
const name = path.relative(process.cwd(), ARCHITECTURE_DOC);
if (after === before) {
  console.log(`${name}: the module graph is current.`);
} else {
  writeFileSync(ARCHITECTURE_DOC, after);
  console.log(`${name}: the module graph is redrawn.`);
}
