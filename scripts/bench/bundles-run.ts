/**
 * The measuring part of `npm run bench:bundles`, apart from its printing so a unit test can run it small: each
 * function's cold-start gzip and fresh-process import time beside its SDK floor and its library floor, and the
 * first `import()` of each lazy library it has.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundle } from './bundle-stacks';
import { coldStartFiles, gzipBytes } from './cold-start';
import { alternatingImportTimes, median, pairedDifference } from './import-time';
import { lazyChunks, lazyCost } from './lazy-libraries';
import { buildLibraryFloor, libraryFiles, packagesOf, unknownLibraries } from './library-floor';

type Spread = { median: number; middleHalf: readonly [number, number] };

/** One function's figures: bytes and milliseconds. */
export interface BundleRow {
  name: string;
  floor: string;
  /** Libraries its cold start loads beyond the SDK floor's. */
  libraries: string[];
  gzip: { coldStart: number; sdkFloor: number; libraryFloor: number; onDemand: number };
  /** Median import times in fresh processes. */
  importMs: { own: number; sdkFloor: number; libraryFloor: number };
  overSdkFloor: Spread;
  overLibraryFloor: Spread;
  lazy: { library: string; firstImport: Spread }[];
}

/** The packages a function's cold start loads beyond its SDK floor's, by the source maps of both. */
function librariesAboveFloor(file: string, floorFile: string): string[] {
  const floor = new Set(packagesOf(libraryFiles(coldStartFiles(floorFile).coldStart)));
  return packagesOf(libraryFiles(coldStartFiles(file).coldStart)).filter((p) => !floor.has(p));
}

/**
 * Every function's cold-start libraries that library-floor.ts cannot build a floor with (it must say how each is
 * used): bundles the whole API stack, measures nothing. The suite holds it empty, so the bench cannot rot.
 */
export function catalogueGaps(): { name: string; unknown: string[] }[] {
  const outdir = mkdtempSync(join(tmpdir(), 'bench-catalogue-'));
  const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
  try {
    return bundle(outdir, floorDir)
      .map(({ name, file, floorFile }) => ({
        name,
        unknown: unknownLibraries(librariesAboveFloor(file, floorFile)),
      }))
      .filter(({ unknown }) => unknown.length > 0);
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}

/**
 * Bundles the API stack (only the routes in `only`, when given) as a deploy does, and measures each function
 * over `runs` fresh processes per bundle and per floor, taken in turn.
 */
export function measureBundles(options: { runs: number; only?: readonly string[] }): BundleRow[] {
  const outdir = mkdtempSync(join(tmpdir(), 'bench-bundles-'));
  // Inside the repository so that the floors resolve its node_modules; `*.tmp.*` is ignored by git.
  const floorDir = resolve(`bench-floors.tmp.${process.pid}`);
  try {
    return bundle(outdir, floorDir, options.only)
      .filter(({ name }) => !options.only || options.only.some((id) => name.endsWith(`-${id}`)))
      .map(({ name, file, env, clients, floor, floorFile }) => {
        const parts = coldStartFiles(file);
        const floorParts = coldStartFiles(floorFile);
        const libraries = librariesAboveFloor(file, floorFile);
        const libraryFloor = buildLibraryFloor(floorDir, `libraries-${name}`, clients, libraries);
        const [own, sdk, lib] = alternatingImportTimes(
          options.runs,
          [file, floorFile, libraryFloor],
          env,
        ) as [number[], number[], number[]];
        return {
          name,
          floor,
          libraries,
          gzip: {
            coldStart: gzipBytes(parts.coldStart),
            sdkFloor: gzipBytes(floorParts.coldStart),
            libraryFloor: gzipBytes(coldStartFiles(libraryFloor).coldStart),
            onDemand: gzipBytes(parts.onDemand),
          },
          importMs: { own: median(own), sdkFloor: median(sdk), libraryFloor: median(lib) },
          overSdkFloor: pairedDifference(own, sdk),
          overLibraryFloor: pairedDifference(own, lib),
          lazy: lazyChunks(parts.onDemand).map(({ library, chunks }) => ({
            library,
            firstImport: lazyCost(options.runs, file, chunks, env),
          })),
        };
      });
  } finally {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(floorDir, { recursive: true, force: true });
  }
}
