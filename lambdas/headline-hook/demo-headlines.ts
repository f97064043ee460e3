import { type Phrase, phraseOf } from '../shared/generator/demo-phrases';
import { isPlural, shorten, shortNoun } from '../shared/generator/demo-shorten';
import { capitalise, covering, distinct, rotate, titleCase } from '../shared/generator/demo-text';
import type { HeadlinesRequest, Tone } from './contract';

/** A headline is at most this long; email subject lines at most 50 characters, as the prompt asks. */
export const HEADLINE_MAX = 70;
export const SUBJECT_MAX = 50;

/**
 * Title-cased forms of the visitor's words. T is a noun phrase for noun slots; About fits after
 * 'about'; Q is a question or statement topic used whole; Do is the benefit as a verb phrase and
 * Gain as a noun phrase. A form is absent when the text has none.
 */
interface Words {
  T?: string;
  /** ' for <audience>', or nothing when T already says who it is for. */
  forA: string;
  About?: string;
  Q?: string;
  A: string;
  Do?: string;
  Gain?: string;
}

type Template = (w: Words) => string | false | undefined;

const byTrigger: Record<HeadlinesRequest['emotionalTrigger'], Template[]> = {
  Curiosity: [
    (w) => w.About && `The Surprising Truth About ${w.About}`,
    (w) => w.T && `What ${w.A} Get Wrong About ${w.T}`,
    (w) => w.T && `Why ${w.T} ${isPlural(w.T) ? 'Work' : 'Works'} Better Than You Think`,
    (w) => w.T && `The Secret to ${w.T} Nobody Talks About`,
    (w) => w.Q && `${w.Q} The Answer May Surprise You`,
  ],
  'Fear of Missing Out': [
    (w) => w.T && `Don't Let Competitors Master ${w.T} First`,
    (w) => w.T && `Why ${w.A} Are Talking About ${w.T}`,
    (w) => w.T && `The Mistake With ${w.T} That Costs You Customers`,
    (w) => w.T && `Still Ignoring ${w.T}? Here's What You're Missing`,
    (w) => w.Q && `${w.Q} Don't Decide Until You Read This`,
  ],
  Urgency: [
    (w) => w.T && `${w.T}: What to Do Before the Month Ends`,
    (w) => w.T && `${w.T}: Start Today, Not Next Quarter`,
    (w) => w.T && `A Checklist for ${w.T} to Finish This Week`,
    (w) => w.T && `Why ${w.T} Can't Wait Any Longer`,
    (w) => w.Q && `${w.Q} Decide Before the Month Ends`,
  ],
  'Promise of Gain': [
    (w) => w.Do && w.T && `How to ${w.Do} with ${w.T}`,
    (w) => w.Do && w.T && `${w.T}: The Simple Way to ${w.Do}`,
    (w) => w.T && `Get Better Results from ${w.T} in 30 Days`,
    (w) => w.T && `A Proven Plan for ${w.T}, Built for ${w.A}`,
    (w) => w.Q && `${w.Q} Here's What You Stand to Gain`,
  ],
};

const byType: Record<HeadlinesRequest['contentType'], Template[]> = {
  'Blog Post': [
    (w) => w.T && `The Complete Guide to ${w.T}${w.forA}`,
    (w) => w.T && `${w.T}: 10 Lessons from Real ${w.A}`,
  ],
  'Social Media Post': [
    (w) => w.T && `Hot Take: Nobody Needs to Overthink ${w.T}`,
    (w) => w.T && `Save This: ${w.T} in 3 Steps`,
  ],
  'Email Subject Line': [
    (w) => w.T && `Quick Question About ${w.T}`,
    (w) => w.T && `Your Plan for ${w.T} This Week`,
    (w) => w.T && `${w.T}, Simplified`,
    (w) => w.T && `${w.T}: 3 Quick Wins`,
    (w) => w.T && `${w.T}: Your Next Step`,
  ],
  'Landing Page': [
    (w) => w.Gain && `${w.Gain}, Without the Guesswork`,
    (w) => w.T && `${w.T}${w.forA}, Done for You`,
  ],
  Video: [
    (w) => w.T && `I Tried ${w.T} for 30 Days: Here's What Happened`,
    (w) => w.T && `${w.T} in Under 10 Minutes`,
  ],
};

const byTone: Record<Tone, Template> = {
  professional: (w) => w.T && `A Practical Framework for ${w.T}`,
  casual: (w) => w.T && `${w.T} Made Easy (Really)`,
  conversational: (w) => w.About && `Let's Talk About ${w.About}: What You Need to Know`,
  bold: (w) => w.T && `Stop Guessing: ${w.T} Done Right`,
  humorous: (w) => w.T && `${w.T} Without the Headache (or the Jargon)`,
};

const common: Template[] = [
  (w) => w.T && `7 Fresh Ideas on ${w.T}${w.forA}`,
  (w) => w.T && `${w.T}: Is It Worth It for ${w.A}?`,
  (w) => w.T && `${w.T}, Explained in 5 Minutes`,
  (w) => w.Do && `How ${w.A} Can ${forThem(w.Do)}`,
  (w) => w.Gain && `5 Simple Steps to ${w.Gain}`,
  (w) => w.T && `The Beginner's Guide to ${w.T}`,
  (w) => w.T && `${w.T}: A Simple Guide${w.forA}`,
  (w) => w.T && `${w.T}: Where ${w.A} Should Start`,
  (w) => w.T && `${w.T}, Step by Step`,
  (w) => w.T && `${w.T}: Common Questions, Straight Answers`,
  (w) => w.T && `The Smart Way to Approach ${w.T}`,
  (w) => w.T && `${w.T}: Where to Start`,
];

/** For a topic typed as a question or a statement, used whole; these always fit some topic. */
const whole: Template[] = [
  (w) => w.Q && `${w.Q} What ${w.A} Should Know`,
  (w) => w.Q && `${w.Q} The Honest Answer`,
  (w) => w.Q && `${w.Q} An Expert Explains`,
  (w) => w.Q && w.Gain && `${w.Q} How to Get ${w.Gain}`,
  (w) => w.Q && `${w.Q} 5 Things ${w.A} Should Check First`,
  (w) => w.Q && `${w.Q} Here's What We Learned`,
  (w) => w.Q && `${w.Q} A Straight Answer for ${w.A}`,
  (w) => w.Q && `${w.Q} Let's Find Out`,
  (w) => w.Q && `${w.Q} Myths and Facts`,
  (w) => w.Q && `${w.Q} We Asked the Experts`,
  (w) => w.Do && `How ${w.A} Can ${forThem(w.Do)}`,
  (w) => w.Gain && `${w.Gain}: A Plain Guide for ${w.A}`,
  (w) => `What ${w.A} Ask Us Most, Answered`,
];

/** A 'you' phrase said of the audience: 'Cut Your Bill' → 'Cut Their Bill'. */
const forThem = (action: string) =>
  action.replace(
    /\b(?:your|yourself|you)\b/gi,
    (word) => ({ your: 'Their', yourself: 'Themselves', you: 'Them' })[word.toLowerCase()]!,
  );

/** A question keeps its '?'; a statement gets a colon to lead into the subtitle. */
const wholeTopic = (topic: Phrase, max: number) => {
  if (topic.noun || Array.from(topic.text).length > max) return undefined;
  return topic.text.endsWith('?') ? capitalise(topic.text) : `${capitalise(topic.text)}:`;
};

function wordsOf(input: HeadlinesRequest): Words {
  const topic = phraseOf(input.contentTopic);
  const benefit = input.keyBenefit ? phraseOf(input.keyBenefit) : undefined;
  const T = shortNoun(topic, 40);
  const A = shortNoun(phraseOf(input.targetAudience, true), 35)!;
  return {
    T,
    forA: T && / for /i.test(T) ? '' : ` for ${A}`,
    About: topic.about && Array.from(topic.about).length <= 45 ? topic.about : T,
    Q: wholeTopic(topic, 45),
    A,
    Do: benefit?.action && shorten(benefit.action, 40),
    Gain: benefit && shorten(benefit.noun ?? benefit.text, 40),
  };
}

/** Ten headlines within the length cap, each template once, keeping one that carries the benefit. */
export function demoHeadlines(input: HeadlinesRequest, seed: number): string[] {
  const max = input.contentType === 'Email Subject Line' ? SUBJECT_MAX : HEADLINE_MAX;
  const w = wordsOf(input);
  const templates = [
    ...rotate([...byTrigger[input.emotionalTrigger], ...byType[input.contentType], byTone[input.tone]], seed),
    ...rotate(common, seed),
    ...whole,
  ];
  const fitting = distinct(
    templates
      .map((template) => template(w))
      .filter((h): h is string => Boolean(h))
      .map((h) => titleCase(h))
      .filter((h) => Array.from(h).length <= max),
  );
  // The benefit's last word, which every form of it keeps ('fill more orders', 'filling more orders').
  const benefitEnd = (w.Gain ?? '').split(' ').at(-1)!;
  const picked = covering(fitting, 10, [w.A, benefitEnd, w.T ?? w.About ?? '']);
  return picked;
}
