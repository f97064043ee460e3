import { BlogIdeasSchema } from '@lambdas/blog-topic/contract';
import { RoastResultSchema } from '@lambdas/brand-roast/contract';
import { ContentIdeasSchema } from '@lambdas/youtube-analysis/contract';
import { withoutBlankOptionals } from '@lambdas/shared/generator/blank-optionals';
import { PresenceAnalysisSchema } from '@lambdas/show-up-online/contract';
import { blogIdea } from '../../support/blog-topic-fixtures';
import { roastAnswer } from '../../support/brand-roast-fixtures';
import { presenceAnalysis } from '../../support/show-up-online-fixtures';
import { contentIdea } from '../../support/youtube-site';

const fiveIdeas = (cta: unknown) =>
  [1, 2, 3, 4, 5].map((n) => ({ ...blogIdea(`Sourdough idea number ${n}`), example_cta: cta }));

describe('withoutBlankOptionals, on every structured answer schema', () => {
  it.each(['', '   ', '\n', null])(
    'takes out an optional field left as %j, and the answer then passes',
    (cta) => {
      const answer = withoutBlankOptionals(BlogIdeasSchema, { ideas: fiveIdeas(cta) }) as {
        ideas: object[];
      };
      expect(answer.ideas.every((idea) => !('example_cta' in idea))).toBe(true);
      expect(BlogIdeasSchema.safeParse(answer).success).toBe(true);
    },
  );

  it('keeps an optional field with text, and every other field as it was', () => {
    const sent = { ideas: fiveIdeas(' Get the guide ') };
    expect(withoutBlankOptionals(BlogIdeasSchema, sent)).toEqual(sent);
  });

  it('drops blank items of text lists (roast voice, Show Up Online keywords)', () => {
    const roast = { ...roastAnswer, rebuild: { ...roastAnswer.rebuild, voice: ['', 'warm', null, ' '] } };
    expect(withoutBlankOptionals(RoastResultSchema, roast)).toEqual({
      ...roastAnswer,
      rebuild: { ...roastAnswer.rebuild, voice: ['warm'] },
    });
    const analysis = presenceAnalysis();
    const padded = { ...analysis, easier_alternatives: [...analysis.easier_alternatives, ''] };
    expect(withoutBlankOptionals(PresenceAnalysisSchema, padded)).toEqual(analysis);
  });

  it('leaves blank required fields for validation to refuse (the model is asked again)', () => {
    const ideas = { ideas: [{ ...contentIdea('A title'), cta: '' }] };
    expect(withoutBlankOptionals(ContentIdeasSchema, ideas)).toEqual(ideas);
    const roast = { ...roastAnswer, roast: '' };
    expect(withoutBlankOptionals(RoastResultSchema, roast)).toEqual(roast);
    const recommendations = presenceAnalysis().recommendations.map((r) => ({ ...r, how_to_do_it: ' ' }));
    const analysis = { ...presenceAnalysis(), recommendations };
    expect(withoutBlankOptionals(PresenceAnalysisSchema, analysis)).toEqual(analysis);
  });

  it.each([undefined, null, 'text', 42, ['a'], { ideas: 'not a list' }])(
    'hands back what is not the schema’s shape (%j) untouched, for validation to refuse',
    (value) => {
      expect(withoutBlankOptionals(BlogIdeasSchema, value)).toEqual(value);
    },
  );
});
