import { BlogTopicResponseSchema } from '../../lambdas/blog-topic/contract';
import { MODEL_RATE_LIMIT_MESSAGE } from '../../lambdas/shared/generator/bedrock-errors';
import { useBedrockSite, throttled } from '../support/bedrock-site';
import { errorOf, post } from '../support/http';
import { blogIdea, blogTopicBody } from '../support/blog-topic-fixtures';

const site = useBedrockSite('/functions/v1/blog-topic-generator', { BEDROCK_TIMEOUT_MS: '5000' });

const ideas = (...titles: string[]) => ({ ideas: titles.map((title) => blogIdea(title)) });
const five = [
  'Sourdough Starter 101',
  'Feeding Schedules That Work',
  'Baking on Weekdays',
  'Flour Guide',
  'Crumb Fixes',
];
const toolSpec = () =>
  (
    site.fake.requests.at(-1)!.body.toolConfig as {
      tools: {
        toolSpec: {
          name: string;
          description: string;
          inputSchema: { json: { properties: { ideas: object } } };
        };
      }[];
    }
  ).tools[0]!.toolSpec;

describe('blog topic generator on Bedrock', () => {
  it('answers { ideas } from a forced tool whose schema asks for 5 to 10 ideas', async () => {
    site.fake.enqueue({ kind: 'tool', inputs: [ideas(...five, 'Starter Troubleshooting Guide')] });
    const res = await post(site.url, blogTopicBody());
    expect(res.status).toBe(200);
    const answer = JSON.parse(res.text);
    expect(BlogTopicResponseSchema.safeParse(answer).error).toBeUndefined();
    expect(answer.ideas).toHaveLength(6);
    expect(answer.ideas[0]).toEqual(blogIdea('Sourdough Starter 101'));
    expect(answer).toMatchObject({ demo: false, usage: { inputTokens: 120 } });
    expect(toolSpec().name).toBe('submit_blog_topics');
    expect(toolSpec().inputSchema.json.properties.ideas).toMatchObject({ maxItems: 10 });
    expect(toolSpec().description).toBe('Submit 5 to 10 blog topic ideas.');
    const prompt = JSON.stringify(site.fake.requests.at(-1)!.body.messages);
    expect(prompt).toContain('Target keywords: sourdough starter, bakery marketing');
    expect(prompt).toContain('- https://kingarthurbaking.com');
    expect(prompt).toContain('Topics to exclude: gluten-free\\n</input>');
    expect(prompt).toContain('Never suggest ideas about the topics to exclude listed in <input>');
  });

  it('drops ideas that mention an excluded topic, in any field, when enough remain', async () => {
    site.fake.enqueue({
      kind: 'tool',
      inputs: [
        {
          ideas: [
            ...five.map((title) => blogIdea(title)),
            blogIdea('Gluten-Free Sourdough: Is It Possible?'),
            blogIdea('Better Loaves at Home', { example_cta: 'Get our gluten free recipe pack' }),
          ],
        },
      ],
    });
    const before = site.fake.requests.length;
    const res = await post(site.url, blogTopicBody({ excludeTopics: 'gluten-free, rye' }));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).ideas.map((i: { title: string }) => i.title)).toEqual(five);
    expect(site.fake.requests.length - before).toBe(1);
  });

  it('asks the model once more, naming the offending ideas, when too few would remain', async () => {
    const offending = ideas('Gluten-Free Starters', ...five.slice(1));
    site.fake.enqueue({ kind: 'tool', inputs: [offending] }, { kind: 'tool', inputs: [ideas(...five)] });
    const before = site.fake.requests.length;
    const res = await post(site.url, blogTopicBody());
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text).ideas).toHaveLength(5);
    expect(site.fake.requests.length - before).toBe(2);
    expect(JSON.stringify(site.fake.requests.at(-1)!.body.messages)).toContain(
      'ideas.0: mentions the excluded topic \\"gluten-free\\"',
    );
  });

  it('gives up with 502 model_error when the answer stays malformed', async () => {
    site.fake.enqueue(
      { kind: 'tool', inputs: [ideas('Only One Idea Here')] },
      { kind: 'tool', inputs: [{}] },
    );
    const res = await post(site.url, blogTopicBody());
    expect(res.status).toBe(502);
    expect(errorOf(res.text)).toEqual({
      error: 'The model returned an answer in the wrong shape. Please try again.',
      code: 'model_error',
    });
  });

  it('rejects missing fields, bad URLs and too many exclusions with field-level 400s', async () => {
    const before = site.fake.requests.length;
    const res = await post(
      site.url,
      blogTopicBody({
        industry: '',
        targetKeywords: ' , ',
        competitorURLs: 'not a url at all',
        excludeTopics: Array.from({ length: 11 }, (_, i) => `topic ${i}`).join(','),
      }),
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.text).details).toEqual([
      { field: 'industry', message: 'Please enter your industry.' },
      { field: 'targetKeywords', message: 'Please enter at least one target keyword.' },
      { field: 'competitorURLs.0', message: 'Each competitor URL must be a web address.' },
      { field: 'excludeTopics', message: 'Please enter at most 10 topics to exclude.' },
    ]);
    expect(site.fake.requests.length).toBe(before);
  });

  it('maps Bedrock throttling to 429 with the product rules’ text', async () => {
    site.fake.enqueue(throttled, throttled, throttled);
    const res = await post(site.url, blogTopicBody());
    expect(res.status).toBe(429);
    expect(errorOf(res.text)).toEqual({ error: MODEL_RATE_LIMIT_MESSAGE, code: 'model_throttled' });
  });
});
