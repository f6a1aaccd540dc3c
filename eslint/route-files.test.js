import { describe, expect, it } from 'vitest';
import { routeFileProblems, serverModules } from './route-files.js';

const plugin = (name) => `export const ${name}: FastifyPluginAsyncZod = async (app) => {};\n`;
const modules = (files) =>
  new Map(Object.entries(files).map(([module, f]) => [module, new Map(Object.entries(f))]));

describe('route files (docs/architecture.md)', () => {
  it('are named one way in every server module today', () => {
    expect(routeFileProblems(serverModules())).toEqual([]);
  });

  it('takes routes.ts and <name>-routes.ts whose plugin is <name>Routes', () => {
    const ok = modules({
      companies: {
        'routes.ts': plugin('companyRoutes'),
        'photo-routes.ts': plugin('photoRoutes'),
        'company-management-routes.ts': plugin('companyManagementRoutes'),
        'company-service.ts': 'export function createCompany() {}\n',
      },
      reputation: { 'top-pro.ts': '' },
    });
    expect(routeFileProblems(ok)).toEqual([]);
  });

  it('refuses routes elsewhere, a plugin named for another file, and extra files without routes.ts', () => {
    const bad = modules({
      companies: {
        'routes.ts': plugin('companyRoutes'),
        'manage-routes.ts': plugin('companyManagementRoutes'),
        'company-service.ts': plugin('companyExtraRoutes'),
        'photo-routes.ts': '',
      },
      quotes: { 'lead-routes.ts': plugin('leadRoutes') },
    });
    expect(routeFileProblems(bad)).toEqual([
      'companies/manage-routes.ts declares companyManagementRoutes, not manageRoutes',
      'companies/company-service.ts declares routes: name it routes.ts or <name>-routes.ts',
      'companies/photo-routes.ts declares 0 route plugins, not one',
      'quotes has route files but no routes.ts',
    ]);
  });
});
