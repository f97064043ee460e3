import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { bundleFunction } from '../../../infra/bundling';
import { coldStartFiles } from '../../../scripts/bench/cold-start';

const usesPackage = (metafile: Metafile, file: string, name: string) =>
  Object.keys(metafile.outputs[file]!.inputs).some((input) => input.includes(`node_modules/${name}/`));

describe('the Lambda build', () => {
  let outdir: string;
  let metafile: Metafile;
  beforeAll(() => {
    outdir = mkdtempSync(join(tmpdir(), 'lambda-build-'));
    metafile = bundleFunction('lambdas/content-brief/handler.ts', outdir);
  });
  afterAll(() => rmSync(outdir, { recursive: true, force: true }));

  it('keeps docx out of what a cold start loads (as the bench counts it), in a chunk of its own', () => {
    // Metafile paths are relative to the working directory.
    const docx = Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.mjs') && usesPackage(metafile, file, 'docx'))
      .map((file) => resolve(file));
    const { coldStart, onDemand } = coldStartFiles(join(outdir, 'index.mjs'));
    expect(coldStart[0]).toBe(join(outdir, 'index.mjs'));
    expect(coldStart.length).toBeGreaterThan(1);
    expect(docx).toHaveLength(1);
    expect(coldStart).not.toContain(docx[0]);
    expect(onDemand).toContain(docx[0]);
  });

  it('keeps the demo samples out of what a cold start loads: only the demo generator imports them', () => {
    const samples = Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) =>
        Object.keys(metafile.outputs[file]!.inputs).some((input) => input.includes('/demo-samples/')),
      )
      .map((file) => resolve(file));
    const { coldStart, onDemand } = coldStartFiles(join(outdir, 'index.mjs'));
    expect(samples.length).toBeGreaterThan(0);
    for (const chunk of samples) {
      expect(coldStart).not.toContain(chunk);
      expect(onDemand).toContain(chunk);
    }
  });

  // ipaddr.js itself is on every guarded route's cold path: it reads the visitor's address for the limits.
  it('keeps live research out of what a cold start loads: the fetcher and the page parser come with the first search', () => {
    const research = ['lambdas/shared/research/live.ts', 'lambdas/shared/fetch/'];
    const chunks = Object.keys(metafile.outputs)
      .filter((file) => file.endsWith('.mjs'))
      .filter((file) =>
        Object.keys(metafile.outputs[file]!.inputs).some((input) =>
          research.some((part) => input.includes(part)),
        ),
      )
      .map((file) => resolve(file));
    const { coldStart } = coldStartFiles(join(outdir, 'index.mjs'));
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.filter((chunk) => coldStart.includes(chunk))).toEqual([]);
  });

  it('keeps every tool’s demo samples out of the refine function’s cold start, though it refines them all', () => {
    const refineOut = mkdtempSync(join(tmpdir(), 'lambda-build-'));
    try {
      const built = bundleFunction('lambdas/refine/handler.ts', refineOut);
      const samples = Object.keys(built.outputs)
        .filter((file) => file.endsWith('.mjs'))
        .filter((file) =>
          Object.keys(built.outputs[file]!.inputs).some((input) => input.includes('/demo-samples/')),
        )
        .map((file) => resolve(file));
      const { coldStart, onDemand } = coldStartFiles(join(refineOut, 'index.mjs'));
      expect(samples.length).toBeGreaterThanOrEqual(8);
      for (const chunk of samples) {
        expect(coldStart).not.toContain(chunk);
        expect(onDemand).toContain(chunk);
      }
    } finally {
      rmSync(refineOut, { recursive: true, force: true });
    }
  });

  it('loads in a fresh Node process, and its docx chunk packs a Word file there', () => {
    const docx = Object.keys(metafile.outputs).find(
      (file) => file.endsWith('.mjs') && usesPackage(metafile, file, 'docx'),
    )!;
    const script = [
      'globalThis.awslambda = { streamifyResponse: (h) => h, HttpResponseStream: { from: (s) => s } };',
      `const { handler } = await import(${JSON.stringify(join(outdir, 'index.mjs'))});`,
      `const { packBrief } = await import(${JSON.stringify(resolve(docx))});`,
      "const bytes = await packBrief('## Outline\\n\\n- Flour', 'Bread', []);",
      "console.log(typeof handler, bytes.subarray(0, 2).toString('latin1'));",
    ].join('\n');
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, AWS_REGION: 'us-east-1' },
    });
    expect(out.trim()).toBe('function PK');
  });

  it('reads node:http through require: an ESM import of it loads Node’s internal undici on every cold start', () => {
    const pageReader = mkdtempSync(join(tmpdir(), 'lambda-build-'));
    try {
      const built = bundleFunction('lambdas/landing-page-critique/handler.ts', pageReader);
      const files = Object.keys(built.outputs).filter((file) => file.endsWith('.mjs'));
      const sources = files.map((file) => readFileSync(file, 'utf8'));
      // Its page fetcher and middy's error helpers both use node:http.
      expect(sources.some((source) => /\(import\.meta\.url\)\("node:http"\)/.test(source))).toBe(true);
      expect(sources.filter((source) => /from\s*"node:http"/.test(source))).toEqual([]);
    } finally {
      rmSync(pageReader, { recursive: true, force: true });
    }
  });
});
