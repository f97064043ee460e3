import { dirname, resolve } from 'node:path';
import { AssetHashType, DockerImage, type ILocalBundling } from 'aws-cdk-lib';
import { Code } from 'aws-cdk-lib/aws-lambda';
import { buildSync, type BuildOptions, type Metafile } from 'esbuild';

/** The file Lambda loads: `index.mjs` at the top of the asset, exporting `handler`. */
export const lambdaHandler = 'index.handler';

/**
 * How every function is bundled: the one place for esbuild options, used by the ApiFunction construct and,
 * through it, by `npm run bench:bundles`, which measures exactly what a deploy uploads. Split ESM: code a
 * handler only reaches through `await import()` (docx on the .docx path, demo writers)
 * lands in its own chunk, which a cold start does not load.
 */
export const lambdaBuildOptions: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  splitting: true,
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  // ESM entry points first: middy is ESM-only and the SDK's ESM build tree-shakes better.
  mainFields: ['module', 'main'],
  minify: true,
  // Stack traces need file and line, not the sources: keeps the .map small.
  sourcemap: true,
  sourcesContent: false,
  alias: { 'node:http': resolve(import.meta.dirname, 'node-http-shim.ts') },
  // The AWS SDK is bundled too (middy's advice): pinned versions, faster cold starts.
  external: [],
  // Some CommonJS dependencies call require() for Node built-ins, which ESM lacks.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  logLevel: 'warning',
};

/** Bundles one handler module into `outdir` (index.mjs, its chunks and source maps); returns esbuild's metafile. */
export function bundleFunction(entry: string, outdir: string): Metafile {
  const entryPoints = { index: resolve(entry) };
  return buildSync({ ...lambdaBuildOptions, entryPoints, outdir, metafile: true as const }).metafile;
}

/** Builds with the local esbuild; its `entry` is part of the key CDK caches bundles by within one synth. */
class LocalBuild implements ILocalBundling {
  constructor(readonly entry: string) {}

  tryBundle(outputDir: string): boolean {
    bundleFunction(this.entry, outputDir);
    return true;
  }
}

/**
 * A function's code asset: the handler bundled by esbuild on this machine during synth (as NodejsFunction does,
 * but into a folder, which code splitting needs), hashed by the bundle's content. Stacks whose bundling CDK
 * skips (`aws:cdk:bundling-stacks`, as the template tests set it) build nothing.
 */
export function functionCode(entry: string): Code {
  return Code.fromAsset(dirname(resolve(entry)), {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Never pulled: the local build below either succeeds or throws.
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs24.x'),
      local: new LocalBuild(resolve(entry)),
    },
  });
}
