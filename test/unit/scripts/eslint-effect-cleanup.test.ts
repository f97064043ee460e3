import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

/** Lints `code` as an SPA file with the project's own config, returning the effect-cleanup findings' lines. */
async function effectFindings(code: string): Promise<number[]> {
  const run = promisify(execFile)(
    process.execPath,
    [
      'node_modules/eslint/bin/eslint.js',
      '--stdin',
      '--stdin-filename',
      'web/src/effect-sample.tsx',
      '-f',
      'json',
    ],
    { cwd: process.cwd() },
  );
  run.child.stdin!.end(code);
  const stdout = await run.then(
    (done) => done.stdout,
    (failed: { stdout: string }) => failed.stdout, // eslint exits 1 when it finds problems
  );
  const [result] = JSON.parse(stdout) as { messages: { ruleId: string; line: number }[] }[];
  return result!.messages.filter((m) => m.ruleId === 'local/effect-cleanup').map((m) => m.line);
}

describe('the effect-cleanup lint rule', () => {
  it('rejects effects that hand React a value other than a cleanup, and accepts the rest', async () => {
    const lines = [
      "import * as React from 'react';",
      "import { useEffect, useLayoutEffect } from 'react';",
      'export function Sample({ id, store }: { id: string; store: { on(): () => void } }) {',
      '  useEffect(() => window.scrollTo({ top: 0 }), [id]); // 4: a call’s value',
      '  useLayoutEffect(() => store.on(), [store]); // 5: a call’s value',
      '  React.useEffect(async () => {}, []); // 6: async',
      '  useEffect(() => {', // 7
      '    if (id) return window.scrollTo(0, 0); // 8: a call’s value',
      '    return () => {',
      '      return store.on(); // inside the cleanup itself: not the effect’s return',
      '    };',
      '  }, [id, store]);',
      '  useEffect(() => {',
      '    window.scrollTo({ top: 0 });',
      '  }, [id]);',
      '  useEffect(() => () => store.on(), [store]);',
      '  useEffect(() => {',
      '    const off = store.on();',
      '    if (!id) return;',
      '    return off;',
      '  }, [id, store]);',
      '  return null;',
      '}',
    ];
    await expect(effectFindings(lines.join('\n'))).resolves.toEqual([4, 5, 6, 8]);
  }, 30_000); // a separate ESLint process loads the whole config
});
