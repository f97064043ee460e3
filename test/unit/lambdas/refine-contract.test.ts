import { RefineRequestSchema, textChars, tooLongToRefine, type RefineTool } from '@lambdas/refine/contract';
import { UNSIGNED_PREVIOUS, withPrevious } from '@lambdas/refine/previous';
import { RESULT_TOO_OLD } from '@lambdas/shared/contracts/refinement';
import { LOCAL_RESULT_SECRET, signatureOf } from '@lambdas/shared/results/signature';
import { INSTRUCTION_MAX, InstructionSchema } from '@lambdas/shared/contracts/refinement';
import * as z from '@lambdas/shared/contracts/zod';
import { UNSIGNED } from '@lambdas/shared/results/unsigned';
import { declarationOf, refineOf, toolIds } from '@catalog/manifest';
import { previousResults, refineBody, signed } from '../../support/refine-fixtures';

const issuesOf = (body: unknown) =>
  z.safeParse(RefineRequestSchema, body).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

/** The issues of a body that passes the schema, once its previous result is held to its tool's contract. */
async function previousIssues(body: unknown) {
  const parsed = z.parse(RefineRequestSchema, body);
  try {
    await withPrevious(parsed);
    return undefined;
  } catch (error) {
    return (error as { details: { field: string; message: string }[] }).details.map((d) => [
      d.field,
      d.message,
    ]);
  }
}

/** A previous result of `tool` whose refined fields hold exactly `chars` characters. */
function ofSize(tool: RefineTool, chars: number): Record<string, unknown> {
  const previous: Record<string, unknown> = structuredClone(previousResults[tool]);
  const { fields, anew = [] } = refineOf(tool);
  const counted = Object.entries(previous).filter(([key]) => ![...UNSIGNED, ...anew].includes(key));
  const room = chars - textChars(counted.map(([, value]) => value));
  // The first string found grows or shrinks by `room`: a text, or the first idea's title, say.
  const grow = (value: unknown): unknown => {
    if (typeof value === 'string') return room >= 0 ? value + 'x'.repeat(room) : value.slice(0, room);
    if (Array.isArray(value)) return [grow(value[0]), ...value.slice(1)];
    const [key, first] = Object.entries(value as object)[0]!;
    return { ...(value as object), [key]: grow(first) };
  };
  previous[fields[0]] = grow(previous[fields[0]]);
  return previous;
}

describe('the refine request', () => {
  it.each(toolIds)(
    'takes a %s result as the tool answered it, its generation meta optional',
    async (tool) => {
      expect(issuesOf(refineBody(tool))).toBeUndefined();
      await expect(previousIssues(refineBody(tool))).resolves.toBeUndefined();
      const { demo: _demo, usage: _usage, sample: _sample, ...bare } = previousResults[tool];
      await expect(previousIssues(refineBody(tool, { previous: bare }))).resolves.toBeUndefined();
    },
  );

  it('needs no LinkedIn stats nor a roast’s emailed flag: the refinement measures and emails anew', async () => {
    const { stats: _stats, ...post } = previousResults['linkedin-post'];
    const { emailed: _emailed, ...roast } = previousResults['brand-roast'];
    await expect(previousIssues(refineBody('linkedin-post', { previous: post }))).resolves.toBeUndefined();
    await expect(previousIssues(refineBody('brand-roast', { previous: roast }))).resolves.toBeUndefined();
  });

  it.each(toolIds)('holds a %s result to its cap, counting only the fields it rewrites', (tool) => {
    const max = declarationOf(tool).refine.maxChars;
    expect(max).toBeGreaterThan(0);
    if (declarationOf(tool).kind === 'text')
      expect(issuesOf(refineBody(tool, { previous: ofSize(tool, max) }))).toBeUndefined();
    expect(issuesOf(refineBody(tool, { previous: ofSize(tool, max + 1) }))).toEqual([
      ['previous', tooLongToRefine(max)],
    ]);
  });

  it('counts what a refinement carries over in its cap: the critique’s measured checks too', () => {
    const max = declarationOf('landing-page-critique').refine.maxChars;
    const previous = { ...ofSize('landing-page-critique', 20_000), competitorError: 'x'.repeat(30_000) };
    expect(issuesOf(refineBody('landing-page-critique', { previous }))).toEqual([
      ['previous', tooLongToRefine(max)],
    ]);
  });

  it('refuses a result this site did not write, or that was changed, before its shape', async () => {
    const { signature: _signature, ...unsigned } = previousResults['headline-hook'];
    await expect(previousIssues(refineBody('headline-hook', { previous: unsigned }))).resolves.toEqual([
      ['previous', UNSIGNED_PREVIOUS],
    ]);
    const changed = { ...previousResults['headline-hook'], result: '1. A headline of my own' };
    await expect(previousIssues(refineBody('headline-hook', { previous: changed }))).resolves.toEqual([
      ['previous', UNSIGNED_PREVIOUS],
    ]);
    const otherTool = refineBody('linkedin-post', { previous: previousResults['headline-hook'] });
    await expect(previousIssues(otherTool)).resolves.toEqual([['previous', UNSIGNED_PREVIOUS]]);
  });

  it('refines a result for 30 days after it was written, then says it is too old (issue 48)', async () => {
    const day = 86_400_000;
    const writtenAgo = (days: number) => {
      const { signature: _old, ...result } = previousResults['headline-hook'];
      const at = Date.now() - days * day;
      return { ...result, signature: signatureOf(LOCAL_RESULT_SECRET, 'headline-hook', result, [], at) };
    };
    await expect(previousIssues(refineBody('headline-hook', { previous: writtenAgo(29) }))).resolves.toBe(
      undefined,
    );
    await expect(previousIssues(refineBody('headline-hook', { previous: writtenAgo(31) }))).resolves.toEqual([
      ['previous', RESULT_TOO_OLD],
    ]);
    // Its time is signed: a result made to look younger is not ours.
    const old = writtenAgo(31);
    const [, mac] = String(old.signature).split('.');
    const younger = { ...old, signature: `${Math.floor(Date.now() / 1000).toString(36)}.${mac}` };
    await expect(previousIssues(refineBody('headline-hook', { previous: younger }))).resolves.toEqual([
      ['previous', UNSIGNED_PREVIOUS],
    ]);
  });

  it('refuses a signed result of another tool’s shape, naming the field it lacks', async () => {
    const body = refineBody('linkedin-post', {
      previous: signed('linkedin-post', previousResults['headline-hook']),
    });
    await expect(previousIssues(body)).resolves.toEqual([
      ['previous.post', 'Invalid input: expected string, received undefined'],
    ]);
  });

  it('names the tools it refines when the tool is unknown or missing', () => {
    const list = toolIds.join(', ');
    expect(list).toContain('headline-hook');
    expect(issuesOf({ ...refineBody(), tool: 'youtube-search' })).toEqual([
      ['tool', `We cannot refine results of "youtube-search". The tool must be one of: ${list}.`],
    ]);
    const { tool: _tool, ...untold } = refineBody();
    expect(issuesOf(untold)).toEqual([
      ['tool', `Please name the tool whose result to refine: one of ${list}.`],
    ]);
  });

  it('reads the output language as listed, and refuses one that is not', () => {
    const parsed = z.parse(RefineRequestSchema, refineBody('headline-hook', { outputLanguage: 'ZH-hans' }));
    expect(parsed.outputLanguage).toBe('zh-Hans');
    expect(issuesOf(refineBody('headline-hook', { outputLanguage: 'en-XX' }))?.[0]?.[0]).toBe(
      'outputLanguage',
    );
  });
});
describe('the refinement instruction', () => {
  const issues = (instruction: unknown) =>
    z
      .safeParse(InstructionSchema, instruction)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

  it('takes an instruction of the visitor’s own of up to 200 characters, trimmed', () => {
    expect(INSTRUCTION_MAX).toBe(200);
    expect(issues({ kind: 'custom', text: ` ${'x'.repeat(200)} ` })).toBeUndefined();
    expect(issues({ kind: 'custom', text: 'x'.repeat(201) })).toEqual([
      ['text', 'Your instruction must be 200 characters or fewer.'],
    ]);
    expect(issues({ kind: 'custom', text: '   ' })).toEqual([['text', 'Please write your instruction.']]);
  });

  it('needs a listed language to translate into, and nothing more for the buttons', () => {
    expect(issues({ kind: 'translate' })).toEqual([
      ['language', 'Please choose a language to translate into.'],
    ]);
    expect(z.parse(InstructionSchema, { kind: 'translate', language: 'AR' })).toEqual({
      kind: 'translate',
      language: 'ar',
    });
    for (const kind of ['shorter', 'longer', 'formal', 'casual', 'another'])
      expect(issues({ kind })).toBeUndefined();
    expect(issues({ kind: 'funnier' })).toEqual([
      ['kind', 'Please choose a refinement: shorter, longer, formal, casual, another, translate, custom.'],
    ]);
  });
});
