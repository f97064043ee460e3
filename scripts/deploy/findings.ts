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

/** Socket and name-lookup failures: the request never reached AWS (network, DNS, proxy, firewall). */
const unreachableCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'ENETUNREACH',
  'EHOSTUNREACH',
  'EPIPE',
  'TimeoutError',
  'RequestTimeout',
]);

/**
 * Why an AWS call failed, as an operator fixes it: no credentials were found, AWS was never reached (an SDK
 * error carrying no HTTP status, or a socket error), or AWS answered with a refusal.
 */
export function failureKind(err: unknown): 'no-credentials' | 'unreachable' | 'refused' {
  const e = err as { name?: string; code?: string; $metadata?: { httpStatusCode?: number } };
  if (e?.name === 'CredentialsProviderError') return 'no-credentials';
  if (unreachableCodes.has(e?.code ?? '') || unreachableCodes.has(e?.name ?? '')) return 'unreachable';
  return e?.$metadata?.httpStatusCode === undefined && e?.$metadata ? 'unreachable' : 'refused';
}

/**
 * An explicit deny of an AWS Organizations service control policy: region-deny SCPs refuse Bedrock calls that a
 * cross-Region profile or Web Grounding routes to another Region (or to none, `aws:RequestedRegion` unspecified).
 */
export const refusedBySCP = (err: unknown): boolean =>
  err instanceof Error && /service control polic/i.test(err.message);

/** How `--check` says an SCP refused a call, and where the fix is described. */
export const scpFix =
  'an AWS Organizations service control policy denies it, most often a region-deny SCP that counts the call as made in another Region (cross-Region profiles) or in none (Web Grounding, global profiles: aws:RequestedRegion is "unspecified"); ask the organization’s administrators for the exemption in docs/deploy.md#company-wide-region-deny-policies, or set research.enabled: false';
