/** One line of a pre-flight: passed, a warning, or a failure with the command that fixes it. */
export interface Finding {
  level: 'ok' | 'warn' | 'fail';
  what: string;
  fix?: string;
}

/** An SDK error as one line: its name (AccessDeniedException…) and message, never its stack. */
export const errorLine = (err: unknown): string =>
  err instanceof Error ? `${err.name}: ${err.message.split('\n')[0]}` : String(err);

const mark = { ok: '✓', warn: '!', fail: '✗' } as const;

/** A finding as the terminal shows it: its mark, and the fix under it. */
export const findingText = (f: Finding): string =>
  `${mark[f.level]} ${f.what}${f.fix ? `\n    fix: ${f.fix}` : ''}`;

/** How many findings fail. */
export const failures = (findings: readonly Finding[]): number =>
  findings.filter((f) => f.level === 'fail').length;
