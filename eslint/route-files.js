import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Where the server's modules live, from the repository's root. */
export const MODULES_DIR = 'src/server/modules';

/** `export const xRoutes: FastifyPluginAsync…`: a file that declares a group of routes. */
const ROUTE_PLUGIN = /^export const (\w+)\s*:\s*FastifyPluginAsync\w*\b/gm;
const ROUTE_FILE = /^(?:([a-z][a-z0-9]*(?:-[a-z0-9]+)*)-)?routes\.ts$/;

const camelCase = (words) => words.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());

/**
 * What breaks the route files' naming rule (docs/architecture.md, "modules/<domain>/") in these
 * modules, each a map of file name to source: a module's routes are declared in `routes.ts`,
 * and a second group of them in `<name>-routes.ts`, whose plugin is `<name in camelCase>Routes`;
 * each route file declares one group, and no other file declares any.
 */
export function routeFileProblems(modules) {
  const problems = [];
  for (const [module, files] of modules) {
    let hasRoutes = false;
    for (const [file, source] of files) {
      const plugins = [...source.matchAll(ROUTE_PLUGIN)].map((m) => m[1]);
      const name = ROUTE_FILE.exec(file);
      const where = `${module}/${file}`;
      if (!name) {
        if (plugins.length > 0)
          problems.push(`${where} declares routes: name it routes.ts or <name>-routes.ts`);
        continue;
      }
      hasRoutes = true;
      if (plugins.length !== 1) {
        problems.push(`${where} declares ${plugins.length} route plugins, not one`);
      } else if (name[1] && plugins[0] !== `${camelCase(name[1])}Routes`) {
        problems.push(`${where} declares ${plugins[0]}, not ${camelCase(name[1])}Routes`);
      }
    }
    if (hasRoutes && !files.has('routes.ts'))
      problems.push(`${module} has route files but no routes.ts`);
  }
  return problems;
}

/** Each module's TypeScript files (tests left out) with their source, from the working tree. */
export function serverModules(root = process.cwd()) {
  const dir = path.join(root, MODULES_DIR);
  return new Map(
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => [
        entry.name,
        new Map(
          readdirSync(path.join(dir, entry.name))
            .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
            .map((file) => [file, readFileSync(path.join(dir, entry.name, file), 'utf8')]),
        ),
      ]),
  );
}
