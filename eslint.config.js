import js from '@eslint/js';
import globals from 'globals';
import checkFile from 'eslint-plugin-check-file';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { effectCleanupRule } from './eslint/effect-cleanup-rule.js';

// A later block's no-restricted-imports replaces an earlier one's, so each block lists all that applies to it.
const restrict = (...patterns) => ['error', { patterns }];

const awsInBrowser = {
  group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs'],
  message: 'No AWS code in the browser.',
};
const serverInBrowser = {
  regex:
    '^@lambdas/(?!.*/(contract|fields)$|shared/contracts/|shared/documents/|[a-z-]+/documents/|content-grader/grade/|shared/text-analysis$)',
  message:
    'The SPA imports only contracts (with their plain fields), browser-safe documents and the grader’s grade (its worker) from lambdas/ (the catalog holds the shared data).',
};
const infraInBrowser = {
  regex: '^@infra/',
  message: 'The SPA reads the route table and the tools’ declarations from catalog/, nothing from infra/.',
};
const projectInCatalog = {
  group: ['**/infra/*', '**/lambdas/*', '**/scripts/*', '**/web/*', '@/*', '@lambdas/*', '@infra/*'],
  message: 'catalog/ is the shared data at the bottom: it imports nothing else of the project.',
};
const upward = {
  group: ['@/features/*', '@/app/*'],
  message: 'Shared code must not import features or the app.',
};
const crossFeature = {
  group: ['@/features/*', '@/app/*', '../../*'],
  message:
    'A feature never imports another feature or the app: relative imports inside it, @/components, @/lib or @/config outside.',
};
const impure = {
  group: ['@aws-sdk/*', 'aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', '@middy/*', 'node:*'],
  message: 'Contracts and definitions are pure: no AWS, middy or Node imports.',
};
const zodDirect = {
  regex: '^zod(/mini|/v4-mini|/v[34](/classic|/mini)?)?$',
  message:
    'Import zod through lambdas/shared/contracts/zod: zod/mini (classic zod does not tree-shake) with the English messages zod/mini lacks.',
};
const infraInLambda = {
  group: ['aws-cdk-lib', 'aws-cdk-lib/*', 'constructs', '**/scripts/*'],
  message: 'Lambda code does not import infrastructure or local tooling.',
};

export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'web/dist', 'dist', '.data', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // One naming pattern for every file and folder of our own (docs/adding-a-tool.md#naming).
  {
    files: ['{catalog,lambdas,scripts,test,infra}/**/*.{ts,tsx,js}', 'web/src/**/*.{ts,tsx}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'effect-cleanup': effectCleanupRule } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'local/effect-cleanup': 'error',
      'no-restricted-imports': restrict(awsInBrowser, serverInBrowser, infraInBrowser, zodDirect),
    },
  },
  // One-way data flow in the SPA: shared (components, lib, config) → features → app.
  {
    files: ['web/src/components/**', 'web/src/lib/**', 'web/src/config/**'],
    rules: {
      'no-restricted-imports': restrict(awsInBrowser, serverInBrowser, infraInBrowser, upward, zodDirect),
    },
  },
  {
    files: ['web/src/features/**'],
    rules: {
      'no-restricted-imports': restrict(
        awsInBrowser,
        serverInBrowser,
        infraInBrowser,
        crossFeature,
        zodDirect,
      ),
    },
  },
  {
    files: ['lambdas/**'],
    rules: {
      'no-restricted-imports': restrict(infraInLambda, zodDirect),
      // The first Intl call in a process loads ICU: about 15-20 ms of a function's cold start.
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='Intl']",
          message:
            'Intl loads ICU on first use, slowing cold starts; see lambdas/shared/youtube/pacific-day.ts.',
        },
        {
          selector: "CallExpression[callee.property.name='toLocaleString']",
          message:
            'toLocaleString loads ICU on first use, slowing cold starts: use formatNumber (shared/contracts).',
        },
      ],
    },
  },
  // Contracts are shared with the browser and definitions with every tool: zod only.
  {
    files: [
      'lambdas/**/contract.ts',
      'lambdas/shared/contracts/**',
      'lambdas/shared/documents/**',
      'lambdas/*/documents/**',
      // The grade the browser's worker runs: pure, like the documents.
      'lambdas/content-grader/grade/**',
      'lambdas/shared/text-analysis/**',
    ],
    rules: { 'no-restricted-imports': restrict(impure, zodDirect) },
  },
  {
    files: ['catalog/**'],
    rules: { 'no-restricted-imports': restrict(impure, zodDirect, projectInCatalog) },
  },
  // The one module that imports zod itself.
  {
    files: ['lambdas/shared/contracts/zod.ts'],
    rules: { 'no-restricted-imports': restrict(impure) },
  },
);
