// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/generated/**',
      'tests/contract/pacts/**',
      '**/*.d.ts',
      'test-results/**',
      'coverage/**',
      'docs-site/**',
      'sdk/dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      // One program for every file (tsconfig.eslint.json), not one per package: each package's program
      // parsed and checked again the sources it imports (tests' nearly all of them), and a cold lint
      // took 108 s and 147 s of CPU here, against 84 s and 114 s. The packages' own tsconfigs, with
      // their narrower libs, stay the type check's (scripts/typecheck.ts).
      parserOptions: {
        project: './tsconfig.eslint.json',
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // There are no enums to misassign: erasableSyntaxOnly (tsconfig.base.json) refuses them. The rule
      // still asked for the type of every assignment, a tenth of a cold lint (13 s of 111 s here).
      '@typescript-eslint/no-unsafe-enum-assignment': 'off',
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
  },
  {
    // Stores hold core's values, which are replaced, never changed in place: deep observability only
    // copied every message AST and game into proxies (200 ms of the lobby's start-up at 4× CPU).
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='makeAutoObservable']:not(:has(Property[key.name='deep']))",
          message: 'pass { deep: false }: stores replace their values, they do not change them in place',
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Time, randomness, storage, network and the DOM reach core only through ports (ARCHITECTURE.md §1).
    files: ['core/src/**/*.ts'],
    ignores: ['core/src/**/*.test.ts', 'core/src/testing/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'fetch', 'window', 'document'].map(
          (name) => ({ name, message: 'core reaches timers, network and the DOM only through ports' }),
        ),
        ...['localStorage', 'sessionStorage', 'WebSocket', 'navigator', 'location', 'process'].map(
          (name) => ({
            name,
            message: 'core reaches storage, network and the environment only through ports',
          }),
        ),
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Date', property: 'now', message: 'use the Clock port' },
        { object: 'Math', property: 'random', message: 'use a randomness port' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
