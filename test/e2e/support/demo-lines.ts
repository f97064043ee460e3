import { DEMO_OUTPUT_LINE } from '../../../web/src/lib/demo-output';

/** A demo sample's first line: whose sample it is (issue 38). */
export const SAMPLE_LINE = /^(Sample (answer|critique|edits), written |Placeholder sample )/;

/**
 * The text a demo copy holds after its lead, once the lead is checked: the sample's first line, the demo line,
 * then a blank line.
 */
export function afterDemoLines(copied: string): string {
  const [first, second, blank, ...rest] = copied.split('\n');
  expect(first).toMatch(SAMPLE_LINE);
  expect([second, blank]).toEqual([DEMO_OUTPUT_LINE, '']);
  return rest.join('\n');
}
