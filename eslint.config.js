import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { honoraRules } from './scripts/eslint-honora-rules.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { honora: honoraRules },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'honora/no-cross-feature-imports': 'error',
    },
  },
  {
    // Server modules meet only through their public entries, modules/<name>/index.ts (decision 023).
    files: ['packages/server/src/modules/**/*.ts'],
    rules: { 'honora/no-cross-module-internals': 'error' },
  },
  {
    // The domain is pure: nothing of ours, no I/O.
    files: ['packages/domain/src/**/*.ts'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@honora/*'], message: 'packages/domain imports nothing of ours.' },
            {
              group: ['node:*', 'fs', 'path', 'http', 'https', 'net', 'child_process'],
              message: 'packages/domain does no I/O.',
            },
          ],
        },
      ],
    },
  },
  {
    // The file budget (decision 022): every line counts, blank and comment lines too (a long
    // doc comment still makes a long file to read). Source files hold at most 400 lines.
    files: ['**/*.{ts,tsx,js,mjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // Tests are tables of cases and their setup: 800 lines (decision 022).
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.spec.ts'],
    rules: { 'max-lines': ['error', { max: 800, skipBlankLines: false, skipComments: false }] },
  },
  {
    // TEMPORARY exceptions to the 400-line budget (decision 022): files over it whose owners are
    // reworking them in this same change. Each keeps a ceiling at its size so it does not grow;
    // remove its line once it is split under 400.
    files: ['bench/events.ts'],
    rules: { 'max-lines': ['error', { max: 460, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['bench/money.ts'],
    rules: { 'max-lines': ['error', { max: 420, skipBlankLines: false, skipComments: false }] },
  },
  {
    // The contract builds on the domain's vocabularies and nothing else of ours (decision 022), one
    // module at a time (`@honora/domain/events/statuses`), never the whole domain: the web's
    // bundle then takes the lists and not the engines.
    files: ['packages/contract/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@honora/domain',
              message: 'Import the vocabulary module itself, e.g. @honora/domain/events/statuses (decision 022).',
            },
          ],
          patterns: [
            {
              group: ['@honora/*', '!@honora/domain'],
              message: 'packages/contract imports only the domain (decision 022).',
            },
          ],
        },
      ],
    },
  },
);
