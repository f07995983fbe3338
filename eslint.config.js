import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import checkFile from 'eslint-plugin-check-file'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import regexp from 'eslint-plugin-regexp'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Module boundaries from STYLE.md section 2: shared is isomorphic, server and client never meet.
const restrict = (patterns) => ['error', { patterns }]
const featuresOf = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
const clientFeatures = featuresOf('src/client/features')
const serverFeatures = featuresOf('src/server/features')
/** The server's composition root: it builds the app and its compute and wires the features in. */
const SERVER_ROOT = ['./src/server/compute', './src/server/app.ts', './src/server/index.ts']

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'src/server/db/migrations', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Patterns run on untrusted text (job pages, resumes, pasted text) must not backtrack super-linearly
  // (issue 18: one e-mail pattern took 191 s on a 199k-character token).
  {
    plugins: { regexp },
    rules: {
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-misleading-capturing-group': 'error',
    },
  },
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
        {
          regex: '^(#server/|#client/|node:|react$|drizzle-orm)',
          message: 'shared/ is isomorphic: zod and pure TS only.',
        },
      ]),
    },
  },
  {
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': restrict([{ regex: '^#client/', message: 'server never imports client.' }]),
    },
  },
  {
    files: ['src/server/**'],
    ignores: ['src/server/env.ts', 'src/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read settings from #server/env.ts.' },
      ],
    },
  },
  {
    // Big components are split into data hooks and presentational parts (issue 16); this keeps them so.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 120, IIFEs: true }] },
  },
  {
    files: ['src/client/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([{ regex: '^#server/', message: 'client never imports server.' }]),
    },
  },
  {
    // Structure the linter keeps (STYLE.md sections 2-3): no import cycles, kebab-case names, client
    // features composed only in app/routes, server features meeting only through use cases.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { 'src/**/': 'KEBAB_CASE', 'tests/**/': 'KEBAB_CASE' },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // Client features never import one another: app/routes composes them (STYLE.md section 2).
            ...clientFeatures.map((feature) => ({
              target: `./src/client/features/${feature}`,
              from: './src/client/features',
              except: [`./${feature}`],
              message: 'Client features do not import each other; compose them in src/client/app/routes.',
            })),
            {
              target: './src/client',
              from: './src/server',
              message: 'client never imports server.',
            },
            {
              target: './src/client/components',
              from: './src/client/features',
              message: 'components/ sits below features/.',
            },
            {
              target: './src/client/lib',
              from: './src/client/features',
              message: 'lib/ sits below features/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's layers below its features (workers, engine, http, db, env) never import upward, and
    // features never import the composition root (app.ts, index.ts, compute/): a feature hands down what
    // a lower layer needs (a compute task, an option), and the root wires the two. Tests may reach up.
    files: ['src/server/{workers,engine,http,db,features}/**/*.{ts,tsx}', 'src/server/env.ts'],
    ignores: ['src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...[
              './src/server/workers',
              './src/server/engine',
              './src/server/http',
              './src/server/db',
              './src/server/env.ts',
            ].flatMap((target) =>
              [...SERVER_ROOT, './src/server/features'].map((from) => ({
                target,
                from,
                message: 'A lower server layer never imports features or the composition root.',
              })),
            ),
            ...SERVER_ROOT.map((from) => ({
              target: './src/server/features',
              from,
              message: 'Features never import the composition root; it passes them what they need (AppDeps).',
            })),
          ],
        },
      ],
    },
  },
  // A server feature reaches another only through its use cases, never through its routes; its use
  // cases and routes reach the database only through its repositories (*-repository.ts).
  ...serverFeatures.flatMap((feature) => {
    const boundaries = [
      { regex: '^#client/', message: 'server never imports client.' },
      {
        regex: `^#server/features/(?!${feature}/)[^/]+/[^/]+\\.routes\\.ts$`,
        message: "Call the other feature's use case, not its routes.",
      },
    ]
    return [
      {
        files: [`src/server/features/${feature}/**`],
        rules: { 'no-restricted-imports': restrict(boundaries) },
      },
      {
        files: [`src/server/features/${feature}/**`],
        ignores: ['**/*-repository.ts', '**/*.test.ts'],
        rules: {
          'no-restricted-imports': restrict([
            ...boundaries,
            {
              regex: '^(drizzle-orm|#server/db/schema\\.ts$)',
              message: 'Query the database in a repository (*-repository.ts), not in a use case or route.',
            },
          ]),
        },
      },
    ]
  }),
  {
    files: ['vite.config.ts', 'vitest.config.ts', 'drizzle.config.ts', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
)
