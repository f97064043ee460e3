import { DEMO_OUTPUT_LINE } from '../../../web/src/lib/demo-output';

/** A demo sample's first line: whose sample it is (issue 38). */
export const SAMPLE_LINE = /^(Sample (answer|critique|edits), written |Placeholder sample )/;

/**
 * The text a demo copy holds after its lead, once the lead is checked: the sample's first line, the note the
 * screen shows under it when there is one (issue 46.6), the demo line, then a blank line.
 */
export function afterDemoLines(copied: string): string {
  const lines = copied.split('\n');
  const demoLine = lines.indexOf(DEMO_OUTPUT_LINE);
  expect(lines[0]).toMatch(SAMPLE_LINE);
  expect(demoLine).toBeGreaterThanOrEqual(1);
  expect(demoLine).toBeLessThanOrEqual(2);
  expect(lines[demoLine + 1]).toBe('');
  return lines.slice(demoLine + 2).join('\n');
}
