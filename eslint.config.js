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

export default defineConfig([
  // Build output, local data, the Edge Functions and the test Edge Functions (Deno code, checked by
  // Deno's own tooling), and the database types `npm run gen:types` writes (generated; npm test
  // checks that they are current).
  globalIgnores([
    'dist/',
    '.local/',
    'coverage/',
    'supabase/functions/',
    'tests/support/fixtures/functions/',
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
    // The SPA's rooms (docs/architecture.md, "Dependency rules"): a feature uses another only through
    // its index.ts; no import cycles (eslint/boundaries.js).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: { 'boundaries/features': 'error', 'boundaries/no-cycle': 'error' },
  },
  {
    // The shared code below the features: src/lib/ imports no component and no feature.
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['**/components/**', '**/*.tsx'], message: 'src/lib/ imports no component: move the component to src/components/ and pass it in, or the logic here.' },
        { group: ['**/features/**'], message: 'src/lib/ imports no feature.' },
      ] }],
    },
  },
  {
    files: ['stack/**', 'web/**', 'tests/**', 'bench/**', '*.{js,cjs,ts}'],
    languageOptions: { globals: globals.node },
  },
  {
    // Off in tests only: a test reads what crossed the wire (rows from a supabase-js client with no
    // schema type, as the conformance suite runs its own fixture tables; JSON.parse; page.evaluate)
    // and its expect() is the check of that value's shape. A cast before each would only restate it.
    files: ['tests/**'],
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
