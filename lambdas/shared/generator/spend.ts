import type { CostReport, Usage } from './types';

export const NO_USAGE: Usage = { inputTokens: 0, outputTokens: 0 };

/** Two counts of tokens added together; `b` as Bedrock reports it (fields may be missing). */
export const addUsage = (a: Usage, b?: { inputTokens?: number; outputTokens?: number }): Usage => ({
  inputTokens: a.inputTokens + (b?.inputTokens ?? 0),
  outputTokens: a.outputTokens + (b?.outputTokens ?? 0),
});

/** An upper bound of the tokens a text or a request's JSON stands for: its UTF-8 bytes (a token is at least one). */
export const tokenBound = (value: unknown): number =>
  Buffer.byteLength(typeof value === 'string' ? value : JSON.stringify(value), 'utf8');

/**
 * False when Bedrock answered the call with an error (no access, throttled, invalid: nothing was read) or
 * the SDK never sent it (no credentials). A timeout of the model (408), an abort, or a connection broken
 * after sending may have been read and written, and counts.
 */
export function mayHaveReachedModel(err: unknown): boolean {
  const status = (err as { $metadata?: { httpStatusCode?: number } } | undefined)?.$metadata?.httpStatusCode;
  if (typeof status === 'number' && status >= 400 && status !== 408) return false;
  const name = err instanceof Error ? err.name : '';
  return name !== 'CredentialsProviderError' && name !== 'ExpiredTokenException';
}

/**
 * What one generation's calls have cost so far, reported on every change: each answered call by Bedrock's
 * usage; the call under way, from the moment it is sent, by what it may read (its request's bound) and
 * what it has written (a stream's bytes so far, or a buffered call's whole output cap, since Bedrock is not
 * known to stop a buffered call whose caller left); a call Bedrock refused, by nothing.
 */
export class Spend {
  private answered: Usage = NO_USAGE;

  constructor(private readonly report: CostReport = () => undefined) {}

  /** Everything the answered calls cost, as Bedrock reported it. */
  get usage(): Usage {
    return this.answered;
  }

  /** The next call is sent, or the call under way has written `output` tokens so far. */
  underWay(input: number, output: number): void {
    this.report(addUsage(this.answered, { inputTokens: input, outputTokens: output }));
  }

  /** The call under way answered, with Bedrock's count. */
  done(usage: { inputTokens?: number; outputTokens?: number } | undefined): void {
    this.answered = addUsage(this.answered, usage);
    this.report(this.answered);
  }

  /** The call under way failed before answering: it cost nothing if Bedrock refused it. */
  failed(err: unknown): void {
    if (!mayHaveReachedModel(err)) this.report(this.answered);
  }
}
