import type { PageCheck } from '../../shared/contracts/page-checks';

/** What a verdict reads as in the list of every check. */
const verdictWords: Record<PageCheck['verdict'], string> = {
  pass: 'Passes',
  warn: 'Could be better',
  fail: 'Fails',
  info: 'For information',
};

/** How to run the critique's A/B tests, written in advance (decision 17): the same for every page. */
const testSteps = [
  'Run one test at a time, so a change in results has one cause.',
  'Send half the visitors to each version and change nothing else while it runs.',
  'Decide before you start how many conversions will settle it, and wait for them.',
  'Keep the winner, write down what you learned, then start the next test.',
];

/**
 * What only the longest critique adds to its sections (issue 46.3: Longer on the long critique still adds detail),
 * keeping the seven sections: every measured check with its verdict and value, as the checks table shows them,
 * in the Overview; how to run the tests, under the A/B Test Ideas.
 */
export const longestLines = (
  checks: readonly PageCheck[],
): Record<'Overview' | 'A/B Test Ideas', string[]> => ({
  Overview: checks.map((check) => `- ${verdictWords[check.verdict]}: ${check.label} [${check.value}]`),
  'A/B Test Ideas': testSteps.map((step) => `- How to run them: ${step}`),
});
