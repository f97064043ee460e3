/**
 * What the local fake Bedrock answers when nothing is queued (`npm run start:fake-model`): every tool gets an
 * answer of its own shape through the real SDK, streamed or structured, and words in the visitor's input call
 * up the failures a real model can give, so each error of the product rules can be seen without AWS.
 */
import type { RecordedRequest, Scenario } from './fake-bedrock';

/** A word in any field of a form, and the failure it makes the fake model answer with. */
export const failureTriggers: Record<string, { scenario: Scenario; shows: string }> = {
  'fake:throttle': {
    scenario: { kind: 'error', status: 429, type: 'ThrottlingException', message: 'Too many requests' },
    shows: 'the rate-limit message (after the SDK tries three times)',
  },
  'fake:refuse': {
    scenario: {
      kind: 'error',
      status: 403,
      type: 'AccessDeniedException',
      message: "You don't have access to the model with the specified model ID.",
    },
    shows: 'the API Key Error alert with the Bedrock setup steps',
  },
  'fake:break': {
    scenario: {
      kind: 'stream-error',
      chunks: ['## A first section\n', '- It was going well until '],
      exception: 'modelStreamErrorException',
      message: 'The model stopped',
    },
    shows: 'a streamed answer that fails midway: the partial text marked incomplete',
  },
  'fake:empty': { scenario: { kind: 'empty' }, shows: 'an empty answer' },
  'fake:slow': {
    scenario: { kind: 'text', chunks: ['Sorry ', 'for ', 'the ', 'wait.'], firstTokenDelayMs: 60_000 },
    shows: 'a model that takes a minute: leave the page and the call is cancelled',
  },
};

const SOURCE = 'the local fake model (npm run start:fake-model), not an AI';

/** Structured answers, by the name of the tool the model is made to call. */
const structured: Record<string, () => unknown> = {
  submit_blog_topics: () => ({
    ideas: [1, 2, 3, 4, 5].map((n) => ({
      title: `Sample topic ${n} from the local fake model`,
      type: 'How-to guide',
      reasoning: `A placeholder idea written by ${SOURCE}: connect Bedrock for real topics.`,
      example_cta: n % 2 ? 'Download the sample checklist' : '',
    })),
  }),
  submit_brand_roast: () => ({
    roast: `This roast was written by ${SOURCE}. A real model would quote your tagline back at you here.`,
    rebuild: {
      new_taglines: ['A sample tagline', 'Another sample tagline', 'A third sample tagline'],
      elevator_pitch: `A sample elevator pitch from ${SOURCE}.`,
      voice: ['plain', 'placeholder', ''],
    },
  }),
  submit_online_presence_analysis: () => ({
    estimated_primary_keyword: 'sample keyword',
    keyword_difficulty_estimate: 'moderate',
    easier_alternatives: ['sample long-tail keyword', 'sample local keyword', 'sample question keyword'],
    related_keywords: ['sample related keyword', 'another related keyword', 'a third related keyword', ''],
    recommendations: [1, 2, 3].map((n) => ({
      recommendation: `Sample recommendation ${n}`,
      why_it_matters: `Written by ${SOURCE}.`,
      how_to_do_it: 'Connect Amazon Bedrock to get steps grounded in your own site.',
    })),
  }),
  submit_content_ideas: () => ({
    ideas: [1, 2, 3, 4, 5].map((n) => ({
      title: `Sample video idea ${n}`,
      summary: `A placeholder idea written by ${SOURCE}, built on the first video found.`,
      format: 'Tutorial',
      cta: 'Subscribe for the next sample',
      basedOn: [1],
    })),
  }),
};

const words = (text: string) => text.match(/\S+\s*/g) ?? [];
const stream = (text: string): Scenario => ({ kind: 'text', chunks: words(text), tokenIntervalMs: 30 });

/** Text answers, shaped by what the system prompt asks for: its "## " sections, a numbered list, or a post. */
function textAnswer(system: string, user: string): string {
  const sections = /each starting with a "## " heading: ([^.]+)\./.exec(system)?.[1]?.split(', ');
  if (sections) {
    return sections
      .map(
        (title) =>
          `## ${title}\n- A placeholder point from ${SOURCE}.\n- Connect Bedrock for the real ${title}.`,
      )
      .join('\n\n');
  }
  const count = /numbered list/.test(system) ? Number(/Write (\d+)/.exec(user)?.[1] ?? 5) : 0;
  if (count)
    return Array.from(
      { length: count },
      (_, i) => `${i + 1}. Sample line ${i + 1} from the local fake model`,
    ).join('\n');
  return `A sample post from ${SOURCE}.\n\nA real model writes your post here, in your voice.\n\nConnect Amazon Bedrock to try it.`;
}

/** The fake model's answer to one request: a failure the visitor asked for by a trigger word, else its own shape. */
export function fakeModelAnswer(request: RecordedRequest): Scenario {
  const user = JSON.stringify(request.body.messages ?? []);
  const trigger = Object.keys(failureTriggers).find((word) => user.includes(word));
  if (trigger) return failureTriggers[trigger]!.scenario;
  const tool = (request.body.toolConfig as { tools?: { toolSpec?: { name?: string } }[] } | undefined)
    ?.tools?.[0]?.toolSpec?.name;
  if (tool) return { kind: 'tool', inputs: [structured[tool]?.() ?? {}], delayMs: 800 };
  return stream(textAnswer(request.body.system?.[0]?.text ?? '', user));
}
