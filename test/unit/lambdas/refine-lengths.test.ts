import { declarationOf, textFieldOf, toolIds, type ToolId } from '../../../catalog/manifest';
import { refinementOf } from '../../../lambdas/refine/previous';
import { objectRefineTask, textRefineTask } from '../../../lambdas/refine/tasks';
import type { RefineInput } from '../../../lambdas/refine/prompt';
import { MIN_LENGTH_CHANGE, wordsOf } from '../../../lambdas/shared/generator/demo-levels';
import { fixturesOf } from '../../support/tool-fixtures';

type Previous = Record<string, unknown>;

/** The demo's refinement of `previous` (the refine route's own task): the words before and after, and its note. */
async function refined(tool: ToolId, previous: Previous, kind: 'shorter' | 'longer') {
  const refinement = await refinementOf(tool);
  const input: RefineInput<Previous> = { previous, instruction: { kind }, language: undefined };
  if (refinement.kind === 'text') {
    const field = textFieldOf(declarationOf(tool))!;
    const answer = (await textRefineTask(tool, refinement, field).demo!())(input);
    return { before: wordsOf(previous[field]), after: wordsOf(answer.content), note: answer.sample.note };
  }
  const answer = (await objectRefineTask(tool, refinement, previous).demo!())(input);
  return {
    before: wordsOf(refinement.objectOf(previous)),
    after: wordsOf(answer.content),
    note: answer.sample.note,
  };
}

/** Each tool's first answer, and the one built on live research for a tool that researches. */
const cases = toolIds.flatMap((tool) => {
  const { previous, researched } = fixturesOf(tool);
  if ('research' in declarationOf(tool).route && !researched)
    throw new Error(`test/tools/${tool}/fixtures.ts: a tool that researches needs a researched answer`);
  return [
    { tool, research: 'without research', previous },
    ...(researched ? [{ tool, research: 'with live research', previous: researched }] : []),
  ];
});

describe.each(cases)('the demo refining $tool $research (issue 46.3)', ({ tool, previous }) => {
  it('answers Shorter with at least 15 % fewer words, and no note', async () => {
    const { before, after, note } = await refined(tool, previous(), 'shorter');
    expect(note).toBeUndefined();
    expect(after).toBeLessThanOrEqual(before * (1 - MIN_LENGTH_CHANGE));
  });

  it('answers Longer with at least 15 % more words, and no note', async () => {
    const { before, after, note } = await refined(tool, previous(), 'longer');
    expect(note).toBeUndefined();
    expect(after).toBeGreaterThanOrEqual(before * (1 + MIN_LENGTH_CHANGE));
  });
});
