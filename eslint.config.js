// `npm run lint` (and a step of `npm test`). Type-aware: typescript-eslint reads the same
// tsconfig.json as `npm run typecheck`, through TypeScript 6.0's API (TypeScript 7 has none yet;
// see docs/decisions.md, "Linting with TypeScript 7").
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint/boundaries.js';

const STAND_IN_ENTRY_ONLY = {
  group: ['**/stack', '**/stack/**', 'supabase-stand-in/**', '!supabase-stand-in/project'],
  message: "Import the stand-in's public entry: from 'supabase-stand-in' (or, without its servers, 'supabase-stand-in/project').",
};

export default defineConfig([
  // Build output, local data, the Edge Functions and the test Edge Functions (Deno code, checked by
  // Deno's own tooling), and the database types `npm run gen:types` writes (generated; npm test
  // checks that they are current).
  globalIgnores([
    'dist/',
    '.local/',
    'coverage/',
    'supabase/functions/',
    'stack/test/project/supabase/functions/',
    'src/lib/database.types.ts',
  ]),
  {
    files: ['**/*.{js,cjs,ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['eslint.config.js', 'postcss.config.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // An unused name is already a compile error (noUnusedLocals/noUnusedParameters in tsconfig);
      // here it only allows the `_`-prefixed names tsc allows too.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Off: an `async` function with no `await` is how a handler keeps a Promise-returning contract
      // (the stack's route tables, supabase-js's fetch) and turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // The SPA: React's rules of hooks (with the React Compiler's checks) and accessible JSX.
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The SPA's rooms (docs/architecture.md, "Dependency rules"): features meet only in src/app/ or
    // through a shared module, never by importing each other; no import cycles (eslint/boundaries.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/features': 'error', 'boundaries/no-cycle': 'error' },
  },
  {
    files: ['stack/**', 'server/**', 'web/**', 'tests/**', 'bench/**', '*.{js,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // The Supabase stand-in is a package of its own (stack/package.json): the app, tests and benches
    // import its public entry, `supabase-stand-in`, never a module inside it.
    files: ['**/*.{js,cjs,ts,tsx}'],
    ignores: ['stack/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [STAND_IN_ENTRY_ONLY] }],
    },
  },
  {
    // The shared code below the features: src/lib/ imports no component and no feature. (A later
    // `no-restricted-imports` replaces an earlier one for the same file, so the stand-in's rule is
    // repeated here.)
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            STAND_IN_ENTRY_ONLY,
            {
              group: ['**/components/**', '**/*.tsx'],
              message: 'src/lib/ imports no component: move the component to src/components/ and pass it in, or the logic here.',
            },
            { group: ['**/features/**'], message: 'src/lib/ imports no feature.' },
          ],
        },
      ],
    },
  },
  {
    // …and the package imports nothing of the app.
    files: ['stack/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/src/**', '**/server/**', '**/web/**', '**/tests/**', '**/bench/**', '**/scripts/**', 'supabase-stand-in'],
              message: 'The stand-in knows no app: pass what it needs through startStack options.',
            },
          ],
        },
      ],
    },
  },
  {
    // Off in tests only: a test reads what crossed the wire (rows from a supabase-js client with no
    // schema type, as the conformance suite runs its own fixture tables; JSON.parse; page.evaluate)
    // and its expect() is the check of that value's shape. A cast before each would only restate it.
    files: ['tests/**', 'stack/test/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
  },
]);
