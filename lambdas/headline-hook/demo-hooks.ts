import { phraseOf } from '../shared/generator/demo-phrases';
import { isOrAre, isPlural, shorten, shortNoun } from '../shared/generator/demo-shorten';
import { capitalise, covering, distinct, rotate } from '../shared/generator/demo-text';
import type { HookStyle, HooksRequest, Tone } from './contract';

/**
 * The visitor's words as hooks use them, mid-sentence: t a noun phrase for the topic, about what
 * fits after 'about', tq a question or statement topic as a whole sentence, a the audience, p the
 * problem as a noun phrase or ps as a whole sentence. A form is absent when the text has none.
 */
interface Words {
  t?: string;
  about?: string;
  tq?: string;
  a: string;
  p?: string;
  ps?: string;
}

type Hook = (w: Words) => string | false | undefined;

const byStyle: Record<HookStyle, Hook[]> = {
  question: [
    (w) => w.p && `What if ${w.p} stopped holding you back this month?`,
    (w) =>
      w.t &&
      `Have you ever wondered why ${w.t} ${isPlural(w.t) ? 'work' : 'works'} for some ${w.a} and not for others?`,
    (w) => w.p && `How much is ${w.p} really costing you?`,
    (w) => w.p && `Ready to stop worrying about ${w.p}?`,
    (w) => w.t && `What would change if ${w.t} finally clicked for you?`,
    (w) => w.ps && `${w.ps} What if it didn't have to be that way?`,
    (w) => w.tq && `${w.tq} Most ${w.a} are never given a straight answer.`,
    (w) => `What's the one thing ${w.a} wish they had known sooner?`,
    (w) => w.about && `What do ${w.a} really need to know about ${w.about}?`,
    (w) => w.t && `Why do so many ${w.a} find ${w.t} harder than it should be?`,
    (w) => w.tq && `${w.tq} It's the question ${w.a} ask us most.`,
  ],
  statistic: [
    (w) => w.p && `Most of the ${w.a} we talk to name ${w.p} as their biggest headache.`,
    (w) =>
      w.t && `About half of ${w.a} give up on ${w.t} within a month. Here's how the other half keep going.`,
    (w) =>
      w.p &&
      `Nearly every one of the ${w.a} we work with has faced ${w.p}. The fix is smaller than you think.`,
    (w) => w.t && `Many ${w.a} spend hours a week on ${w.t} and see little in return.`,
    (w) => w.t && `One small change to ${w.t} can double the results many ${w.a} get.`,
    (w) => w.ps && `Ask ten ${w.a} and most will tell you the same thing: ${lowerFirst(w.ps)}`,
    (w) => w.tq && `${w.tq} Most ${w.a} we ask get the answer wrong.`,
    (w) => `Most ${w.a} we meet say the same thing: they wish they had started sooner.`,
    (w) => w.about && `Ask ten ${w.a} about ${w.about} and you'll hear ten different answers.`,
    (w) => w.tq && `${w.tq} Many ${w.a} put off deciding for years.`,
  ],
  story: [
    (w) => w.p && `Last spring, a client of ours was stuck with ${w.p}. Then she tried one thing.`,
    (w) =>
      w.p &&
      w.t &&
      !w.p.includes(w.t) &&
      `The day I stopped fighting ${w.p}, ${w.t} finally started to work.`,
    (w) => w.p && `Picture this: it's Monday morning and ${w.p} is already ruining your week.`,
    (w) =>
      w.about && `Three years ago, I knew nothing about ${w.about}. Here's what I wish someone had told me.`,
    (w) => w.p && `A small business owner I know solved ${w.p} with a notebook and ten minutes a day.`,
    (w) => w.ps && `Last spring a client told me: "${w.ps}" Then she tried one thing.`,
    (w) => w.tq && `${w.tq} Here's how it happened, from the start.`,
    (w) => `Last month I sat down with three ${w.a}. They all said the same thing.`,
    (w) => w.about && `A customer once asked me about ${w.about}. My answer surprised us both.`,
    (w) => w.tq && `${w.tq} A customer asked me that last week, and my answer surprised her.`,
  ],
  challenge: [
    (w) => w.about && `Everything you've heard about ${w.about} is only half true.`,
    (w) => w.about && `Forget what the experts say about ${w.about}: ${w.a} need something simpler.`,
    (w) => w.t && `You don't need more time for ${w.t}. You need a better plan.`,
    (w) => w.p && `The usual advice on ${w.p} is making it worse.`,
    (w) =>
      w.t &&
      w.p &&
      !w.p.includes(w.t) &&
      `${capitalise(w.t)} ${isOrAre(w.t)}n't the hard part. ${capitalise(w.p)} ${isOrAre(w.p)}.`,
    (w) => w.ps && `"${w.ps}" Everyone says it. It's rarely the whole story.`,
    (w) => w.tq && `${w.tq} The usual answer is wrong.`,
    (w) => `Most advice for ${w.a} is written by people who have never been in their shoes.`,
    (w) => w.about && `Most of what ${w.a} are told about ${w.about} is out of date.`,
    (w) =>
      w.t &&
      `${capitalise(w.t)} ${isOrAre(w.t)} simpler than the experts make ${isPlural(w.t) ? 'them' : 'it'} sound.`,
    (w) => w.tq && `${w.tq} The honest answer is not the one you usually hear.`,
  ],
};

const toneEnding: Record<Tone, string> = {
  professional: '',
  casual: " Let's fix that.",
  conversational: ' Sound familiar?',
  bold: ' Time to change that.',
  humorous: ' (Spoiler: more coffee is not the answer.)',
};

const lowerFirst = (text: string) =>
  /^\p{Lu}\p{Ll}/u.test(text) ? text.charAt(0).toLowerCase() + text.slice(1) : text;

/** A whole sentence: capitalised, ending in '.', '?' or '!'. */
const sentence = (text: string) => {
  const capital = capitalise(text);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
};

function wordsOf(input: HooksRequest): Words {
  const topic = phraseOf(input.contentTopic);
  const t = topic.noun && shortNoun(topic, 60);
  const problem = input.mainProblem ? phraseOf(input.mainProblem) : undefined;
  const pNoun = problem ? problem.noun && shorten(problem.noun, 80) : t && `too little time for ${t}`;
  return {
    t,
    about: topic.about && Array.from(topic.about).length <= 80 ? topic.about : t,
    tq: topic.noun || topic.about ? undefined : sentence(shorten(topic.text, 110, true)),
    a: shortNoun(phraseOf(input.targetAudience, true), 60)!,
    p: pNoun,
    ps: problem && !problem.noun ? sentence(shorten(problem.text, 110, true)) : undefined,
  };
}

/** Five hooks in the chosen style; the first names the problem and ends in the tone's words. */
export function demoHooks(input: HooksRequest, seed: number): string[] {
  const w = wordsOf(input);
  const hooks = distinct(
    rotate(byStyle[input.hookStyle], seed)
      .map((hook) => hook(w))
      .filter((hook): hook is string => Boolean(hook)),
  );
  // The endings answer a problem ('Let's fix that.'), so they close the hook that names it.
  const problem = [w.p, w.ps].filter((form): form is string => Boolean(form));
  const lead = hooks.find((hook) => problem.some((form) => hook.includes(form))) ?? hooks[0]!;
  const ending = lead.endsWith('?') && input.tone === 'conversational' ? '' : toneEnding[input.tone];
  const rest = covering(
    hooks.filter((hook) => hook !== lead),
    4,
    [w.a, w.t ?? w.about ?? w.tq ?? ''].filter((needle) => !lead.includes(needle)),
  );
  return [`${lead}${ending}`, ...rest];
}
