import * as brandRoast from '@lambdas/brand-roast/prompt';
import * as contentBrief from '@lambdas/content-brief/prompt';
import * as refine from '@lambdas/refine/prompt';
import { H, TAGS } from '../../support/hostile';
import { everyTool, type PromptCase } from '../../support/tool-fixtures';

/** The tools' own instructions, which no input lengthens. */
const INSTRUCTIONS_CHARS = 6000;

const occurrences = (text: string, part: string) => text.split(part).length - 1;

/** The user message with every data block taken out: what is left must hold no untrusted text. */
const outsideBlocks = (user: string, tags: readonly string[]) =>
  tags.reduce((rest, tag) => rest.replace(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`), ''), user);

/** Refine's own prompts: a text's and a structured result's previous result, with the visitor's instruction. */
const refineCases: PromptCase[] = [
  {
    name: 'refinement of a text',
    cap: refine.UNTRUSTED_CHARS,
    build: () =>
      refine.buildRefinePrompt(
        { system: contentBrief.SYSTEM, keepInEnglish: contentBrief.KEEP_IN_ENGLISH },
        H,
        { previous: H, instruction: { kind: 'custom', text: H }, language: 'vi' },
      ),
    blocks: ['previous_result', 'instruction'],
  },
  {
    name: 'refinement of a structured result',
    cap: refine.UNTRUSTED_CHARS,
    build: () =>
      refine.buildRefinePrompt(
        { system: brandRoast.SYSTEM, tool: brandRoast.TOOL },
        JSON.stringify({ roast: H, rebuild: { new_taglines: [H, H], elevator_pitch: H, voice: [H] } }),
        { previous: null, instruction: { kind: 'custom', text: H }, language: undefined },
      ),
    blocks: ['previous_result', 'instruction'],
  },
];

/** Every declared tool's prompt cases (test/tools/<id>/fixtures.ts), then refine's. */
const cases = [...everyTool().flatMap(({ fixtures }) => fixtures.prompts), ...refineCases].map(
  ({ name, cap, build, blocks }) => [name, cap, build, blocks] as const,
);

it('has a prompt case for every declared tool', () => {
  for (const { id, fixtures } of everyTool()) expect([id, fixtures.prompts.length > 0]).toEqual([id, true]);
});

describe.each(cases)('the %s prompt, fed hostile input', (_tool, cap, build, tags) => {
  const { system, user } = build();

  it('stays under the tool’s cap', () => {
    expect(cap).toBeGreaterThan(0);
    expect(cap).toBeLessThan(60_000);
    expect(system.length + user.length).toBeLessThanOrEqual(cap + INSTRUCTIONS_CHARS);
  });

  it('opens and closes each of its blocks exactly once', () => {
    for (const tag of tags) {
      // Instructions may name a block (`listed in <input>`); only its own line opens it.
      const opened = occurrences(`\n${user}`, `\n<${tag}>\n`);
      expect([tag, opened, occurrences(user, `</${tag}>`)]).toEqual([tag, 1, 1]);
    }
    for (const tag of TAGS.filter((other) => !tags.includes(other)))
      expect([tag, occurrences(user, `</${tag}>`)]).toEqual([tag, 0]);
  });

  it('keeps every untrusted character inside a block', () => {
    const outside = outsideBlocks(user, tags);
    expect(outside).not.toContain('SYSTEM:');
    expect(outside).not.toContain('xxxxxxxx');
  });
});
