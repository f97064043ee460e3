import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';

/**
 * How every function is bundled: the one place for esbuild options, used by the ApiFunction construct and,
 * through it, by `npm run bench:bundles`, which measures exactly what a deploy uploads.
 */
export const lambdaBundling: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node24',
  // ESM entry points first: middy is ESM-only and the SDK's ESM build tree-shakes better.
  mainFields: ['module', 'main'],
  minify: true,
  sourceMap: true,
  // Stack traces need file and line, not the sources: keeps the .map small.
  sourcesContent: false,
  // The AWS SDK is bundled (middy's advice): pinned versions, faster cold starts.
  externalModules: [],
  // Some CommonJS dependencies call require() for Node built-ins, which ESM lacks.
  banner: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
};
