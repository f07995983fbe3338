import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Module boundaries from STYLE.md section 2: shared is isomorphic, server and client never meet.
const restrict = (patterns) => ['error', { patterns }]

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Patterns run on untrusted text (pages, resumes, pasted text): no super-linear backtracking or moves.
  regexp.configs.recommended,
  { rules: { 'regexp/no-super-linear-move': 'error' } },
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-definitions': ['error', 'type'],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports (STYLE.md).' },
      ],
    },
  },
  {
    files: ['src/shared/**'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['#server/*', '#client/*', 'node:*', 'react', 'drizzle-orm*'], message: 'shared/ is isomorphic: zod and pure TS only.' },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: { 'no-restricted-imports': restrict([{ group: ['#client/*'], message: 'server never imports client.' }]) },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/env.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'process', property: 'env', message: 'Read settings from #server/env.ts.' }],
    },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([{ group: ['#server/*'], message: 'client never imports server.' }]),
    },
  },
  {
    files: ['vite.config.ts', 'vitest.config.ts', 'drizzle.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
