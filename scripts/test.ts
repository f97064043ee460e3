/**
 * `npm test`: builds what is stale (the admin CLI bundle and web/dist, which the tests run), then runs jest
 * beside the type check, ESLint and Prettier: jest's browser files wait on the network more than they
 * compute, and the checks fill that time. Arguments go to jest (`npm test -- test/e2e/walk.test.ts`).
 */
import { spawn } from 'node:child_process';
import { adminBundleIsFresh, buildAdminBundle } from './admin/bundle.mjs';
import { repoRoot } from './local/config';
import { ensureWebBuild } from './web-build';

interface Check {
  name: string;
  command: string[];
}

/** The static checks, one process each; the three type checks are one job (they share a CPU-heavy start). */
const checks: Check[] = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'eslint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  // A text and an object tool scaffolded into a copy of the tree: type-checked, linted and unit-tested.
  { name: 'scaffold', command: ['npm', 'run', '--silent', 'check:scaffold'] },
];

interface Outcome {
  name: string;
  code: number;
  seconds: number;
  output: string;
}

/** Runs a command; its output is kept for the end, unless it is jest's (shown as it comes). */
function run(name: string, [command, ...args]: string[], live = false): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command!, args, { stdio: live ? 'inherit' : 'pipe', env: process.env });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) =>
      resolve({ name, code: code ?? 1, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

const root = repoRoot();
const started = performance.now();
if (!adminBundleIsFresh(root)) await buildAdminBundle(root);
await ensureWebBuild(root);
const jestArgs = process.argv.slice(2);
const outcomes = await Promise.all([
  run('jest', ['npx', 'jest', ...jestArgs], true),
  // A run of chosen test files is a quick look: the whole tree's checks belong to the whole run.
  ...(jestArgs.length ? [] : checks.map((check) => run(check.name, check.command))),
]);
for (const outcome of outcomes.filter((o) => o.name !== 'jest' && (o.code !== 0 || o.output.trim()))) {
  console.log(`\n── ${outcome.name} ──\n${outcome.output.trim()}`);
}
console.log(
  `\n${outcomes.map((o) => `${o.name} ${o.code === 0 ? 'passed' : 'FAILED'} (${o.seconds.toFixed(0)} s)`).join(' · ')}` +
    ` · npm test ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(outcomes.some((o) => o.code !== 0) ? 1 : 0);
