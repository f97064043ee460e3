import { BlogTopicRequestSchema, IDEA_COUNT, type BlogTopicBody } from '@lambdas/blog-topic/contract';
import { excludedTopicOf } from '@lambdas/blog-topic/exclusions';
import { blogTopicTask, ideasSchemaFor } from '@lambdas/blog-topic/task';
import { DemoGenerator } from '@lambdas/shared/generator/demo';
import { blogIdea, blogTopicBody } from '../../support/blog-topic-fixtures';

const input = (overrides: Partial<BlogTopicBody> = {}) =>
  BlogTopicRequestSchema.parse(blogTopicBody(overrides));
const titles = (...names: string[]) => ({ ideas: names.map((name) => blogIdea(name)) });

describe('the blog topic request', () => {
  it('splits keywords and exclusions on commas or lines, URLs on lines, adding a missing scheme', () => {
    expect(
      input({ targetKeywords: 'a, b\nc,', excludeTopics: ['x ', ' '], competitorURLs: 'rival.com\n\n' }),
    ).toMatchObject({
      targetKeywords: ['a', 'b', 'c'],
      excludeTopics: ['x'],
      competitorURLs: ['https://rival.com'],
    });
  });

  it('takes competitor URLs only with a domain name, however a browser escaped them', () => {
    for (const competitorURLs of ['https://rival', 'https://not%20a%20url', 'ftp://rival.com']) {
      expect(BlogTopicRequestSchema.safeParse(blogTopicBody({ competitorURLs })).success).toBe(false);
    }
  });

  it('defaults the content type to how-to and leaves the optional lists empty', () => {
    const parsed = BlogTopicRequestSchema.parse({
      industry: 'Bakery',
      targetKeywords: 'bread',
      targetAudience: 'locals',
    });
    expect(parsed).toMatchObject({ contentType: 'how-to', competitorURLs: [], excludeTopics: [] });
  });
});

describe('the ideas a model may answer', () => {
  const schema = ideasSchemaFor(['rye']);
  const fine = [
    'Crust Secrets Revealed',
    'One Loaf a Day',
    'Starter Care 101',
    'Flour Buying Guide',
    'Proofing Basics',
  ];

  it('takes 5 to 10 well-formed ideas, or none (the model found nothing)', () => {
    expect(schema.safeParse(titles(...fine)).success).toBe(true);
    expect(schema.safeParse({ ideas: [] }).success).toBe(true);
    expect(schema.safeParse(titles(...fine.slice(0, 4))).error?.issues[0]?.message).toBe(
      'Too small: expected 5 to 10 ideas',
    );
    expect(schema.safeParse(titles(...fine, ...fine, 'Eleventh Idea Here')).success).toBe(false);
    expect(schema.safeParse({ ideas: [{ ...blogIdea('Crust Secrets'), reasoning: 'short' }] }).success).toBe(
      false,
    );
  });

  it('lets a few ideas on excluded topics through for the service to drop when 5 others remain', () => {
    expect(schema.safeParse(titles(...fine, 'Rye for Beginners')).success).toBe(true);
  });

  it('names each offending idea when fewer than 5 would remain', () => {
    const result = schema.safeParse(titles(...fine.slice(0, 4), 'Rye for Beginners'));
    expect(result.error?.issues).toEqual([
      expect.objectContaining({
        path: ['ideas', 4],
        message: expect.stringContaining('excluded topic "rye"'),
      }),
    ]);
  });
});

describe('the blog topic demo writer', () => {
  const generator = new DemoGenerator(0);
  const generate = (overrides: Partial<BlogTopicBody> = {}) =>
    generator.generateObject(blogTopicTask(input(overrides)), input(overrides));

  it('answers 8 written ideas for the nearest archetype, the same every time, with the sample header', async () => {
    const { object, meta } = await generate();
    expect(object.ideas).toHaveLength(8);
    expect(object).toEqual((await generate()).object);
    expect(meta).toMatchObject({ demo: true, sample: { business: 'Marigold Kitchen' } });
    expect(meta.sample?.fields).toContainEqual({ label: 'Industry', value: input().industry });
  });

  it('puts the asked-for format first; a mix keeps the written order of several formats', async () => {
    const listicles = await generate({ contentType: 'listicle' });
    expect(listicles.object.ideas.slice(0, 4).every((i) => i.type === 'Listicle')).toBe(true);
    const mixed = await generate({ contentType: 'mixed' });
    expect(new Set(mixed.object.ideas.map((i) => i.type)).size).toBeGreaterThanOrEqual(5);
  });

  it('moves to the next archetype when exclusions rule out the nearest one', async () => {
    const excludeTopics = 'brunch, dinner, menu, restaurant, table, chef, kitchen, group, local, lunch';
    const { object, meta } = await generate({ excludeTopics });
    expect(meta.sample?.business).not.toBe('Marigold Kitchen');
    expect(object.ideas.length).toBeGreaterThanOrEqual(IDEA_COUNT.min);
    expect(
      object.ideas.filter((idea) => excludedTopicOf(idea, input({ excludeTopics }).excludeTopics)),
    ).toEqual([]);
  });

  it('still writes at least 5 ideas when the keywords and the industry are excluded, none touching them', async () => {
    const excludeTopics = 'sourdough starter, bakery marketing, bakery, home bakers';
    const { object } = await generate({ excludeTopics });
    expect(object.ideas.length).toBeGreaterThanOrEqual(IDEA_COUNT.min);
    const topics = input({ excludeTopics }).excludeTopics;
    expect(object.ideas.filter((idea) => excludedTopicOf(idea, topics))).toEqual([]);
  });

  it('answers no ideas, which the page shows as such, when exclusions leave nothing to suggest', async () => {
    const excludeTopics = 'how, the, your, a, of, for, to, and, with, we';
    await expect(generate({ excludeTopics })).resolves.toMatchObject({ object: { ideas: [] } });
  });
});
