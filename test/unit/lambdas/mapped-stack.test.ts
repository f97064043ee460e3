import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bundleFunction } from '../../../infra/bundling';
import { mappedStack } from '@lambdas/shared/mapped-stack';

const repo = resolve(__dirname, '../../..');
/** The line of env.ts that throws a configuration error, found rather than hard-coded. */
const throwLine =
  readFileSync(join(repo, 'lambdas/shared/env.ts'), 'utf8')
    .split('\n')
    .findIndex((line) => line.includes('throw new ConfigurationError(`There was a problem')) + 1;

describe('stack traces of a bundled function', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mapped-stack-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('name the TypeScript file and line in logged errors, without --enable-source-maps', () => {
    const entry = join(dir, 'entry.ts');
    writeFileSync(
      entry,
      [
        `import { logger } from '${repo}/lambdas/shared/logger';`,
        `import { parseEnv } from '${repo}/lambdas/shared/env';`,
        "try { parseEnv({ BEDROCK_TEMPERATURE: '7' }); } catch (error) { logger.error('boom', { error }); }",
      ].join('\n'),
    );
    bundleFunction(entry, join(dir, 'out'));
    // Errors are written to stderr.
    const { stderr: line } = spawnSync(process.execPath, [join(dir, 'out', 'index.mjs')], {
      env: { PATH: process.env.PATH },
      encoding: 'utf8',
    });
    expect(throwLine).toBeGreaterThan(0);
    const { error } = JSON.parse(line) as { error: { name: string; location: string; stack: string } };
    expect(error.name).toBe('ConfigurationError');
    expect(error.location).toBe(`lambdas/shared/env.ts:${throwLine}`);
    expect(error.stack).toContain(`lambdas/shared/env.ts:${throwLine}:`);
    expect(error.stack).not.toMatch(/index\.mjs:\d+/);
  });

  it('leaves frames alone that have no source map', () => {
    const stack =
      'Error: x\n    at f (/nowhere/index.mjs:1:10)\n    at node:internal/process/task_queues:95:5';
    expect(mappedStack(stack)).toBe(stack);
  });
});
