import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import react from 'eslint-plugin-react';
import globals from 'globals';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import regexpPlugin from 'eslint-plugin-regexp';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'client/src/gql/**',
      '**/coverage/**',
      'data/**',
      'client/e2e/screenshots/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false },
      ],
    },
  },
  {
    // SECURITY.md 26: no pattern may backtrack super-linearly (a client string could hold the event loop).
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { regexp: regexpPlugin },
    rules: {
      'regexp/no-super-linear-backtracking': ['error', { report: 'potential' }],
      'regexp/no-super-linear-move': ['error', { report: 'potential', ignoreSticky: false, ignorePartial: false }],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // One React component per file on the client (issue #38): a component's file is named after it
    // in kebab-case. Tests, generated code (gql/) and the dev-only GraphQL playground are exempt.
    files: ['client/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'client/src/gql/**', 'client/src/playground/**', 'client/src/testing/**'],
    plugins: { react },
    settings: { react: { version: '19.2' } },
    rules: { 'react/no-multi-comp': ['error', { ignoreStateless: false }] },
  },
  {
    // One direction in the client, as in bulletproof-react: app/ (router, layouts) composes
    // features/, and features/ and the shared folders never reach back into app/.
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: ['./client/src/features', './client/src/components', './client/src/lib'],
              from: './client/src/app',
              message: 'Features and shared code import nothing from app/: move what they need to components/ or lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // Toasts through components/toasts.tsx: loading it is what mounts the toaster, so that pages
    // without toasts never load react-hot-toast (the landing page's JavaScript budget).
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/components/toasts.tsx', 'client/src/testing/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: 'Import toast from components/toasts (it mounts the toaster).' }],
        },
      ],
    },
  },
  {
    // The public pages and the app's shell load no Apollo Client (the landing page's JavaScript
    // budget; the dashboard paints before it): the small fetch client lib/graphql-request.ts serves them.
    files: [
      'client/src/main.tsx',
      'client/src/app/**/*.{ts,tsx}',
      'client/src/features/{landing,about,auth,contact}/**/*.{ts,tsx}',
      'client/src/features/dashboard/dashboard-page.tsx',
      'client/src/lib/{current-user,graphql-request,use-forget-member,member-caches,toaster-slot,use-painted}.{ts,tsx}',
    ],
    ignores: ['client/src/app/layouts/apollo-area.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'react-hot-toast', message: 'Import toast from components/toasts (it mounts the toaster).' }],
          patterns: [
            {
              group: ['@apollo/*', '**/gql/graphql', '**/lib/apollo'],
              message: 'Public pages and the shell load no Apollo: use lib/graphql-request with gql/strings documents.',
            },
          ],
        },
      ],
    },
  },
  {
    // The embedded engine is its own package: it imports nothing from the app (server, client,
    // common), only Node, bson and mingo (its tests also the driver, mongoose, connect-mongo, agenda).
    files: ['packages/embedded-mongo/**/*.{ts,mjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'] })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './packages/embedded-mongo',
              from: ['./server', './client', './common'],
              message: 'The embedded engine imports nothing from the app.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mindcheck/*', '**/server/src/**', '**/common/src/**', '**/client/src/**'],
              message: 'The embedded engine imports nothing from the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // The app uses the engine through its package name only, never its files.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mindcheck/embedded-mongo/*', '**/packages/embedded-mongo/**', '**/db/embedded/**'],
              message: "Import the engine as '@mindcheck/embedded-mongo' (its index), not its files.",
            },
          ],
        },
      ],
    },
  },
  {
    // #38: no import circle anywhere in the app (server, client, common): modules depend one way.
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'common/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // The server and common import `./x.js` for `./x.ts` (NodeNext): resolved as TypeScript does.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js'],
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          conditionNames: ['import', 'default'],
        }),
      ],
      // The files imported are read as TypeScript too (their own imports make the graph).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    // Type-only imports are not followed (import-x leaves them out): a circle of types alone costs
    // nothing at run time, but the services graph has none either (#38).
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // #38: files and functions small enough to hold in mind: every source file of the project (the
    // server, the client, common, benchmarks, the soak, scripts and configs); tests, the generated
    // client/src/gql and the embedded engine (packages/embedded-mongo) aside. Every line counts, blank
    // and comment lines too: the file a reader scrolls through.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      '**/test/**',
      '**/e2e/**',
      '**/__tests__/**',
      'client/src/testing/**',
      'client/src/gql/**',
      'packages/embedded-mongo/**',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: false, skipComments: false, IIFEs: true }],
    },
  },
  {
    files: [
      '**/*.test.{ts,tsx}',
      '**/test/**/*.ts',
      '**/e2e/**/*.ts',
      '**/__tests__/**/*.{ts,tsx}',
      '**/bench/**/*.ts',
    ],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
