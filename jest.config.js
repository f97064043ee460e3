// One jest run, four projects: `npm test` runs them all, `jest --selectProjects <name>` one of them.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2023',
    },
    module: { type: 'commonjs' },
  },
];

// middy 7, marked, stemmer, htmlparser2 (with its dom* and entities packages), @sindresorhus/slugify (with
// transliterate and escape-string-regexp) and jsdom 28+'s @exodus/bytes, bcp-47 (with its is-* helpers) and parse5
// ship ESM only: map middy to its files and let swc make them all CommonJS.
const swcJs = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2023' }, module: { type: 'commonjs' } },
];

const esmOnly = [
  '@middy',
  'marked',
  'htmlparser2',
  'domhandler',
  'domutils',
  'dom-serializer',
  'domelementtype',
  'entities',
  'stemmer',
  '@sindresorhus',
  'escape-string-regexp',
  '@exodus',
  'bcp-47',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'bcp-47-match',
  'parse5',
  'parse5-parser-stream',
];

const base = {
  transform: {
    '^.+\\.tsx?$': swc,
    [`^.+/node_modules/(${esmOnly.join('|')})/.+\\.js$`]: swcJs,
    // The project's own ESLint rules are ESM; their unit test loads them in-process.
    '^(?!.*/node_modules/).+/eslint/[^/]+\\.js$': swcJs,
  },
  transformIgnorePatterns: [`/node_modules/(?!${esmOnly.map((name) => `${name}/`).join('|')})`],
  moduleNameMapper: {
    '^@middy/core/StreamifyResponse$': '<rootDir>/node_modules/@middy/core/executionModeStreamifyResponse.js',
    '^@middy/([^/]+)$': '<rootDir>/node_modules/@middy/$1/index.js',
    '^@/config/tool-features$': '<rootDir>/test/support/tool-features.ts',
    '^@/(.*)$': '<rootDir>/web/src/$1',
    '^@lambdas/(.*)$': '<rootDir>/lambdas/$1',
    '^@catalog/(.*)$': '<rootDir>/catalog/$1',
  },
  testEnvironment: 'node',
  setupFiles: ['<rootDir>/test/setup-env.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setup-timeout.ts'],
};

/** @type {import('jest').Config} */
export default {
  // Browser and stack files wait on their stack process and Chromium more than they compute: a third worker
  // keeps both cores busy while they wait.
  maxWorkers: 3,
  reporters: ['default', '<rootDir>/test/summary-reporter.cjs'],
  projects: [
    {
      ...base,
      displayName: 'unit',
      // A tool's own unit tests live with its fixtures (test/tools/<id>/).
      testMatch: ['<rootDir>/test/unit/**/*.test.ts', '<rootDir>/test/tools/**/*.test.ts'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/stack/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/integration/setup-timeout.ts'],
    },
    { ...base, displayName: 'cdk', testMatch: ['<rootDir>/test/cdk/**/*.test.ts'] },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts'],
      globalSetup: '<rootDir>/test/e2e/support/global-setup.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup-timeout.ts'],
    },
  ],
};
