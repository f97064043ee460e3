import { askedOf, echoLine, type Scenario } from '../../scripts/fakes/fake-bedrock';
import { useBedrockSite } from '../support/bedrock-site';
import { blogIdea, blogTopicBody } from '../support/blog-topic-fixtures';
import { roastAnswer, roastBody } from '../support/brand-roast-fixtures';
import { briefBody } from '../support/brief-fixtures';
import { critiqueTextBody } from '../support/critique-fixtures';
import { headlinesBody } from '../support/headline-fixtures';
import { errorOf, post } from '../support/http';
import { linkedinBodies } from '../support/linkedin-fixtures';
import { previousResults } from '../support/refine-fixtures';
import { presenceAnalysis, presenceBody } from '../support/show-up-online-fixtures';

const bedrock = useBedrockSite('');

/** Every tool that writes, a fresh body (a roast's has its own key), and what the echo submits for a structured answer. */
const tools: [path: string, body: () => object, input?: unknown][] = [
  ['/functions/v1/content-brief', () => briefBody()],
  ['/functions/v1/headline-generator', () => headlinesBody()],
  ['/functions/v1/linkedin-post', () => linkedinBodies.standard()],
  ['/functions/v1/landing-page-critique', () => critiqueTextBody()],
  [
    '/functions/v1/blog-topic-generator',
    () => blogTopicBody(),
    { ideas: ['One', 'Two', 'Three', 'Four', 'Five'].map((n) => blogIdea(`${n} sourdough starter fixes`)) },
  ],
  ['/functions/v1/online-presence', () => presenceBody(), presenceAnalysis()],
  [
    '/functions/v1/idea-generator',
    () => ({ topic: 'sourdough', clips: [{ name: 'Sourdough for beginners' }] }),
    {
      ideas: (previousResults['youtube-analysis'].ideas as object[]).map((idea) => ({
        ...idea,
        basedOn: [1],
      })),
    },
  ],
  ['/functions/v1/brand-roast', () => roastBody(), roastAnswer],
];

describe.each(tools)('%s with an output language', (path, body, input) => {
  const echo = (): Scenario => ({ kind: 'echo', ...(input ? { input } : {}) });

  it('asks the model for that language by its code', async () => {
    bedrock.fake.enqueue(echo());
    const res = await post(`${bedrock.url}${path}`, { ...body(), outputLanguage: 'pt-br' });
    expect(res.status).toBe(200);
    expect(askedOf(bedrock.fake.requests.at(-1)!)).toEqual({ language: 'pt-BR' });
    if (!input) expect(res.text).toContain(echoLine({ language: 'pt-BR' }));
  });

  it('asks for no language when none is chosen, and refuses one that is not listed', async () => {
    bedrock.fake.enqueue(echo());
    await post(`${bedrock.url}${path}`, body());
    expect(askedOf(bedrock.fake.requests.at(-1)!)).toEqual({});
    const before = bedrock.fake.requests.length;
    const res = await post(`${bedrock.url}${path}`, { ...body(), outputLanguage: 'klingon' });
    expect(res.status).toBe(400);
    expect(errorOf(res.text).details).toContainEqual({
      field: 'outputLanguage',
      message: expect.stringMatching(
        /^We cannot write in "klingon"\. Please choose one of the listed languages/,
      ),
    });
    expect(bedrock.fake.requests.length).toBe(before);
  });
});

it('keeps the headings the page splits a brief by in English, whatever the language', async () => {
  bedrock.fake.enqueue({ kind: 'echo' });
  await post(`${bedrock.url}/functions/v1/content-brief`, briefBody({ outputLanguage: 'hi' }));
  expect(bedrock.fake.requests.at(-1)!.body.system?.[0]?.text).toContain(
    'Write the answer in Hindi (हिन्दी; language code hi): every word a reader sees. Keep the "## " section headings (SEO Snapshot, Title Options, Meta Description, Outline, Call to Action, SEO Tips, Tone & Style) in English, exactly as written here.',
  );
});
