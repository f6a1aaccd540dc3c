import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import quotelocal from './eslint/boundaries.js';
import { UNTRANSLATED } from './eslint/untranslated.js';

export default tseslint.config(
  // Generated files: the migrations (drizzle-kit) and the API's types (openapi-typescript, `npm run
  // api:types`, checked against the served document by tests/integration/openapi-client.test.ts).
  {
    ignores: [
      'dist',
      'data',
      'node_modules',
      'src/server/db/migrations',
      'src/client/lib/api-types.d.ts',
      // The client's catalogs compiled (`npm run i18n:compile`, checked by scripts/i18n-compile.test.ts).
      'src/client/locales/compiled',
      // Served as they are (public/boot.js is a few lines of plain script for every browser).
      'public',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      // Fastify plugins and handlers are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Tests read JSON bodies, which are untyped by nature.
    files: ['tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The arrows of docs/architecture.md, and `@/…` instead of climbing out of a folder.
    plugins: { quotelocal },
    rules: { 'quotelocal/boundaries': 'error', 'quotelocal/no-deep-relative': 'error' },
  },
  {
    // Money is integer cents (issue 35, item 5): no division, toFixed or parseFloat makes it a float.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts'],
    rules: { 'quotelocal/no-float-money': 'error' },
  },
  {
    // Words on screen come from the catalogs (issue 33), but in the files not translated yet.
    files: ['src/client/**/*.tsx'],
    ignores: UNTRANSLATED,
    rules: { 'quotelocal/no-literal-text': 'error' },
  },
  // Plain JavaScript, outside the TypeScript project: the lint rules and the scripts that must run
  // without a TypeScript loader (`npm start`, the server build).
  {
    files: ['eslint.config.js', 'eslint/**/*.js', 'scripts/**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
