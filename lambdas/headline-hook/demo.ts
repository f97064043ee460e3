import { capitalise, midSentence, rotate, seedOf, titleCase } from '../shared/generator/demo-text';
import type { HeadlineRequest, HeadlinesRequest, HookStyle, HooksRequest, Tone } from './contract';
import { itemCounts } from './prompt';

interface Words {
  /** Topic, audience and benefit in title case, for headlines. */
  T: string;
  A: string;
  B: string;
}

type Template = (w: Words) => string;

const byTrigger: Record<HeadlinesRequest['emotionalTrigger'], Template[]> = {
  Curiosity: [
    (w) => `The Surprising Truth About ${w.T}`,
    (w) => `What ${w.A} Get Wrong About ${w.T}`,
    (w) => `Why ${w.T} Works Better Than You Think`,
    (w) => `The ${w.T} Secret Nobody Talks About`,
  ],
  'Fear of Missing Out': [
    (w) => `Don't Let Competitors Master ${w.T} First`,
    (w) => `${w.A} Are Already Using ${w.T}. Are You?`,
    (w) => `The ${w.T} Mistake That Costs You Customers`,
    (w) => `Still Ignoring ${w.T}? Here's What You're Missing`,
  ],
  Urgency: [
    (w) => `${w.T}: What to Do Before the Month Ends`,
    (w) => `Start ${w.T} Today, Not Next Quarter`,
    (w) => `The ${w.T} Checklist to Finish This Week`,
    (w) => `Why ${w.T} Can't Wait Any Longer`,
  ],
  'Promise of Gain': [
    (w) => `How to ${w.B} With ${w.T}`,
    (w) => `${w.T}: The Simple Way to ${w.B}`,
    (w) => `Get Better Results From ${w.T} in 30 Days`,
    (w) => `The Proven ${w.T} Plan for ${w.A}`,
  ],
};

const byType: Record<HeadlinesRequest['contentType'], Template[]> = {
  'Blog Post': [
    (w) => `The Complete Guide to ${w.T} for ${w.A}`,
    (w) => `${w.T}: 10 Lessons From Real ${w.A}`,
  ],
  'Social Media Post': [
    (w) => `Hot Take: ${w.T} Is Easier Than It Looks`,
    (w) => `Save This: ${w.T} in 3 Steps`,
  ],
  'Email Subject Line': [(w) => `Quick Question About ${w.T}`, (w) => `Your ${w.T} Plan for This Week`],
  'Landing Page': [(w) => `${w.B}, Without the Guesswork`, (w) => `${w.T} for ${w.A}, Done for You`],
  Video: [(w) => `I Tried ${w.T} for 30 Days: Here's What Happened`, (w) => `${w.T} in Under 10 Minutes`],
};

const byTone: Record<Tone, Template> = {
  professional: (w) => `A Practical Framework for ${w.T}`,
  casual: (w) => `${w.T} Made Easy (Really)`,
  conversational: (w) => `Let's Talk About ${w.T}: What You Need to Know`,
  bold: (w) => `Stop Guessing: ${w.T} Done Right`,
  humorous: (w) => `${w.T} Without the Headache (or the Jargon)`,
};

const common: Template[] = [
  (w) => `7 ${w.T} Ideas for ${w.A}`,
  (w) => `Is ${w.T} Worth It for ${w.A}?`,
  (w) => `${w.T}, Explained in 5 Minutes`,
  (w) => `How ${w.A} Can ${w.B}`,
  (w) => `5 Simple Steps to ${w.B}`,
  (w) => `The Beginner's Guide to ${w.T}`,
];

function demoHeadlines(input: HeadlinesRequest, seed: number): string[] {
  const w: Words = {
    T: titleCase(input.contentTopic),
    A: titleCase(input.targetAudience),
    B: titleCase(input.keyBenefit || `get more from ${input.contentTopic}`),
  };
  const templates = [
    ...byTrigger[input.emotionalTrigger],
    ...byType[input.contentType],
    byTone[input.tone],
    ...rotate(common, seed).slice(0, 3),
  ];
  return rotate(templates, seed).map((template) => template(w));
}

type Hook = (topic: string, audience: string, problem: string) => string;

const byStyle: Record<HookStyle, Hook[]> = {
  question: [
    (_t, _a, p) => `What if ${p} stopped holding you back this month?`,
    (t, a) => `Have you ever wondered why ${t} works for some ${a} and not for others?`,
    (_t, _a, p) => `How much is ${p} really costing you?`,
    (_t, _a, p) => `Ready to stop worrying about ${p}?`,
    (t) => `What would change if ${t} finally clicked for you?`,
  ],
  statistic: [
    (_t, a, p) => `Most of the ${a} we talk to name ${p} as their biggest headache.`,
    (t, a) => `About half of ${a} give up on ${t} within a month. Here's how the other half keep going.`,
    (_t, a, p) =>
      `Nearly every one of the ${a} we work with has faced ${p}. The fix is smaller than you think.`,
    (t, a) => `Many ${a} spend hours a week on ${t} and see little in return.`,
    (t, a) => `One small change to ${t} can double the results many ${a} get.`,
  ],
  story: [
    (_t, _a, p) => `Last spring, a client of ours was stuck with ${p}. Then she tried one thing.`,
    (t, _a, p) => `The day I stopped fighting ${p}, ${t} finally started to work.`,
    (_t, _a, p) => `Picture this: it's Monday morning and ${p} is already ruining your week.`,
    (t) => `Three years ago, I knew nothing about ${t}. Here's what I wish someone had told me.`,
    (_t, _a, p) => `A small business owner I know solved ${p} with a notebook and ten minutes a day.`,
  ],
  challenge: [
    (t) => `Everything you've heard about ${t} is only half true.`,
    (t, a) => `Forget what the experts say about ${t}: ${a} need something simpler.`,
    (t) => `You don't need more time for ${t}. You need a better plan.`,
    (_t, _a, p) => `The usual advice on ${p} is making it worse.`,
    (t, _a, p) => `${capitalise(t)} isn't the hard part. ${capitalise(p)} is.`,
  ],
};

const toneEnding: Record<Tone, string> = {
  professional: '',
  casual: " Let's fix that.",
  conversational: ' Sound familiar?',
  bold: ' Time to change that.',
  humorous: ' (Spoiler: more coffee is not the answer.)',
};

function demoHooks(input: HooksRequest, seed: number): string[] {
  const topic = midSentence(input.contentTopic);
  const problem = midSentence(input.mainProblem || `getting results from ${input.contentTopic}`);
  const hooks = rotate(byStyle[input.hookStyle], seed).map((hook) =>
    hook(topic, input.targetAudience, problem),
  );
  return [hooks[0] + toneEnding[input.tone], ...hooks.slice(1)];
}

/** A deterministic numbered list from the request alone: what demo mode answers instead of a model. */
export function demoHeadlineList(input: HeadlineRequest): string {
  const seed = seedOf(JSON.stringify(input));
  const items = input.mode === 'headlines' ? demoHeadlines(input, seed) : demoHooks(input, seed);
  return items
    .slice(0, itemCounts[input.mode])
    .map((item, i) => `${i + 1}. ${item}`)
    .join('\n');
}
