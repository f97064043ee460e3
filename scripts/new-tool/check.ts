/**
 * `npm run check:scaffold` (part of `npm test`): scaffolds a text and an object tool into a copy of the tree, then
 * type-checks what they compile against, lints them and runs their unit tests with the shared ones every tool
 * goes through. The scaffold's files are template strings: this is where the compiler and the tests see them.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { repoRoot } from '../local/config';
import { scaffold } from './scaffold';

/** The two probes: one tool of each kind. */
export const probes = [
  { id: 'zz-probe-writer', kind: 'text' },
  { id: 'zz-probe-lister', kind: 'object' },
] as const;

/** Unit tests that read every declared tool (its declaration, fixtures or prompts). */
export const sharedToolTests = [
  'test/unit/lambdas/generation-budget.test.ts',
  'test/unit/lambdas/hostile-prompts.test.ts',
  'test/unit/lambdas/demo-reads.test.ts',
  'test/unit/lambdas/refine-contract.test.ts',
  'test/unit/lambdas/health-route.test.ts',
  'test/unit/web/workspace-refine.test.ts',
  'test/unit/scripts/new-tool.test.ts',
];

/** A copy of the tracked (and new, unignored) files, sharing this checkout's node_modules. */
export function copyOfTree(root: string): string {
  const copy = mkdtempSync(join(tmpdir(), 'copilot-scaffold-'));
  const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(root, file), join(copy, file), { errorOnExist: false });
  }
  symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'), 'dir');
  return copy;
}

/** A tsconfig that checks only the given files and what they import, with the project's settings. */
function narrowConfig(copy: string, name: string, base: string, include: string[]): string {
  const file = join(copy, name);
  writeFileSync(file, JSON.stringify({ extends: base, include }));
  return file;
}

function step(label: string, command: string, args: string[], cwd: string): boolean {
  const started = performance.now();
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: process.env });
  console.log(
    `${result.status === 0 ? 'ok' : 'FAILED'}: ${label} (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return result.status === 0;
}

async function main(): Promise<number> {
  const root = repoRoot();
  const copy = copyOfTree(root);
  try {
    for (const probe of probes) await scaffold(copy, probe.id, probe.kind);
    const ids = probes.map((probe) => probe.id);
    const server = narrowConfig(copy, 'tsconfig.scaffold.json', './tsconfig.json', [
      'catalog/tools.ts',
      ...ids.flatMap((id) => [`catalog/tools/${id}.ts`, `lambdas/${id}`, `test/tools/${id}`]),
    ]);
    const web = narrowConfig(copy, 'web/tsconfig.scaffold.json', './tsconfig.json', [
      'src/config',
      ...ids.map((id) => `src/features/${id}`),
    ]);
    const folders = ids.flatMap((id) => [
      `catalog/tools/${id}.ts`,
      `lambdas/${id}`,
      `web/src/features/${id}`,
      `test/tools/${id}`,
    ]);
    const passed = [
      step(
        'type check of the scaffolded tools (server and tests)',
        'npx',
        ['tsc', '--noEmit', '-p', server],
        copy,
      ),
      step('type check of the scaffolded tools (browser)', 'npx', ['tsc', '--noEmit', '-p', web], copy),
      step('lint of the scaffolded tools', 'npx', ['eslint', '--max-warnings', '0', ...folders], copy),
      step(
        'unit tests of the scaffolded tools and the shared tool tests',
        'npx',
        // Paths first: after --selectProjects jest would read them as more project names.
        [
          'jest',
          ...ids.map((id) => `test/tools/${id}/`),
          ...sharedToolTests,
          '--selectProjects',
          'unit',
          '--ci',
        ],
        copy,
      ),
    ];
    return passed.every(Boolean) ? 0 : 1;
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

process.exitCode = await main();
