import { everyTool } from '../../support/tool-fixtures';
import type { DemoSample } from '../../../lambdas/shared/contracts/generation';
import { demoLines, endSentence } from '../../../lambdas/shared/contracts/demo-lines';

/** A business whose name ends with a full stop of its own (issue 46: "Rose City Ferment Co.."). */
const name = 'Rose City Ferment Co.';

/** The tool's request with each text field that takes it set to the name: every place a name can go. */
function named(body: Record<string, unknown>, parse: (body: unknown) => unknown): unknown {
  let request = parse(body);
  for (const [field, value] of Object.entries(body)) {
    if (typeof value !== 'string') continue;
    try {
      request = parse({ ...(request as object), [field]: name });
    } catch {
      // A field that takes no such text (a URL, a choice): left as it was.
    }
  }
  return request;
}

describe('a name that ends with a full stop', () => {
  it.each(everyTool().map(({ id, fixtures }) => [id, fixtures.demoReads] as const))(
    'is never followed by a second one in the %s demo',
    (_id, reads) => {
      const answer = reads.demo(named(reads.body(), reads.parse)) as { sample?: DemoSample };
      // The answer and the lines every screen, copy and file put first (whose sample it is).
      const said = [JSON.stringify(answer), ...demoLines(answer.sample)].join('\n');
      expect(said).toContain('Rose City Ferment Co');
      expect(said).not.toContain('Co..');
    },
  );

  it('ends a sentence once', () => {
    expect(endSentence('Rose City Ferment Co.')).toBe('Rose City Ferment Co.');
    expect(endSentence('Crumb & Co')).toBe('Crumb & Co.');
  });
});
