import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import quotelocal from './boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({ languageOptions: { sourceType: 'module' } });
const file = (relative) => path.resolve(import.meta.dirname, '../src', relative);

tester.run('boundaries', quotelocal.rules.boundaries, {
  valid: [
    {
      filename: file('client/features/quotes/pages/quote-page.tsx'),
      code: "import '@/client/data/messages';",
    },
    {
      filename: file('client/features/quotes/pages/quote-page.tsx'),
      code: "import '../components/draft-form';",
    },
    {
      filename: file('client/app/routes.tsx'),
      code: "import('../features/home/pages/home-page');",
    },
    {
      filename: file('server/modules/estimates/routes.ts'),
      code: "import '@/server/platform/errors';",
    },
    {
      filename: file('server/seed/demo.ts'),
      code: "import '@/server/modules/companies';",
    },
    { filename: file('server/db/bootstrap.ts'), code: "import '@/server/config'; import 'pg';" },
    // A folder (its index file) is that folder's area, not an entry file.
    {
      filename: file('client/features/quotes/pages/quote-page.tsx'),
      code: "import '@/client/data';",
    },
  ],
  invalid: [
    [
      'client/features/quotes/pages/quote-page.tsx',
      "import '@/client/features/vendor/components/estimate-dialog';",
    ],
    ['client/features/quotes/pages/quote-page.tsx', "export * from '../../vendor/api';"],
    ['client/components/ui/button.tsx', "import '@/client/features/home/pages/home-page';"],
    ['client/lib/format.ts', "import('@/client/app/routes');"],
    ['contract/company.ts', "import '@/server/db/schema';"],
    ['contract/company.ts', "import '../client/lib/format';"],
    ['server/db/client.ts', "import '@/server/modules/auth/auth-service';"],
    ['server/platform/session.ts', "import '@/server/modules/users/routes';"],
    ['server/modules/quotes/routes.ts', "import '@/client/lib/format';"],
    ['client/lib/api-client.ts', "import '@/server/app';"],
  ].map(([relative, code]) => ({
    filename: file(relative),
    code,
    errors: [{ messageId: 'forbidden' }],
  })),
});

tester.run('boundaries between server modules', quotelocal.rules.boundaries, {
  valid: [
    // Another module through its face: its folder or the folder's index.ts.
    ['server/modules/estimates/routes.ts', "import '@/server/modules/users';"],
    ['server/modules/estimates/routes.ts', "import { findEmailRecipient } from '../users';"],
    ['server/modules/estimates/routes.ts', "import '../users/index';"],
    ['server/app.ts', "import { userRoutes } from './modules/users';"],
    // Its own files, directly.
    ['server/modules/users/routes.ts', "import './user-repository';"],
    ['server/modules/users/index.ts', "export { userRoutes } from './routes';"],
  ].map(([relative, code]) => ({ filename: file(relative), code })),
  invalid: [
    // estimates imports users today: users importing estimates would close a loop.
    ['server/modules/users/routes.ts', "import '@/server/modules/estimates';", 'loop'],
    // Past another module's face, from a module, the app or the seed.
    [
      'server/modules/estimates/routes.ts',
      "import '@/server/modules/users/user-repository';",
      'face',
    ],
    [
      'server/modules/estimates/hire-service.ts',
      "import { allowsEmail } from '../users/user-repository';",
      'face',
    ],
    ['server/modules/estimates/routes.ts', "export * from '../users/routes';", 'face'],
    ['server/app.ts', "import { userRoutes } from './modules/users/routes';", 'face'],
    ['server/seed/demo.ts', "import('@/server/modules/companies/search-document');", 'face'],
    // A module's own files through its own face: a loop as the module loads.
    ['server/modules/users/routes.ts', "import { allowsEmail } from '.';", 'ownFace'],
    ['server/modules/users/routes.ts', "import '@/server/modules/users';", 'ownFace'],
  ].map(([relative, code, messageId]) => ({
    filename: file(relative),
    code,
    errors: [{ messageId }],
  })),
});

const outsideSrc = (relative) => path.resolve(import.meta.dirname, '..', relative);

tester.run('no-deep-relative', quotelocal.rules['no-deep-relative'], {
  valid: [
    { filename: file('client/features/quotes/pages/x.tsx'), code: "import '../../x';" },
    { filename: outsideSrc('tests/e2e/x.test.ts'), code: "import '../support/world';" },
  ],
  invalid: [
    ['client/features/quotes/pages/x.tsx', '../../../lib/format', 'client/lib/format'],
    ['../bench/run.ts', '../src/server/app', 'server/app'],
  ].map(([relative, specifier, aliased]) => ({
    filename: file(relative),
    code: `import '${specifier}';`,
    errors: [{ messageId: 'deep', data: { specifier, aliased } }],
  })),
});
