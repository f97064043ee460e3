import { isOrAre, isPlural } from '../shared/generator/demo-shorten';
import type { PersonalStyle, PostGoal } from './contract';

/**
 * The topic as a post uses it: t a noun phrase ('email marketing for bakeries'), about what fits
 * after 'about' (also 'why I stopped offering discounts'), whole the topic as its own sentence when
 * it is a question or a statement. A form is absent when the topic has none.
 */
export interface Topic {
  t?: string;
  about?: string;
  whole: string;
}

const upper = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

type Opening = [fits: (w: Topic) => string | undefined, whole: string];

/** Each style's hook for a noun topic, and the tail that follows a topic typed as a sentence. */
export const hooks: Record<PersonalStyle, Opening> = {
  professional: [
    (w) => w.about && `Three things I wish every team knew about ${w.about}.`,
    'Three things I wish every team knew.',
  ],
  conversational: [
    (w) => w.about && `Can we talk about ${w.about} for a minute?`,
    'Can we talk about that for a minute?',
  ],
  inspiring: [
    (w) => w.t && `${upper(w.t)}: where small, steady steps add up to real change.`,
    'Small, steady steps add up to real change.',
  ],
  educational: [
    (w) => w.t && `${upper(w.t)}, explained in plain words.`,
    'Here it is, explained in plain words.',
  ],
  storytelling: [
    (w) => w.about && `Last spring, one conversation changed how I think about ${w.about}.`,
    'It started with one conversation last spring.',
  ],
  challenge: [
    (w) => w.t && `A year ago, ${w.t} ${isPlural(w.t) ? 'were' : 'was'} the problem keeping me up at night.`,
    'A year ago, that kept me up at night.',
  ],
  lessons: [(w) => w.t && `What ${w.t} taught me, the hard way.`, 'Here is what it taught me, the hard way.'],
  journey: [
    (w) => w.t && `My journey with ${w.t} was anything but straight.`,
    'The road here was anything but straight.',
  ],
  mistake: [
    (w) => w.t && `${upper(w.t)}: I got it wrong, and here is what it cost me.`,
    'I got it wrong, and here is what it cost me.',
  ],
  inspiration: [
    (w) => w.t && `The person who changed how I see ${w.t} probably has no idea.`,
    'The person who taught me this probably has no idea.',
  ],
  helpful: [
    (w) => w.t && `If ${w.t} ${isOrAre(w.t)} on your list this quarter, this will save you hours.`,
    'This will save you hours.',
  ],
  exclusive: [
    (w) => w.about && `Before anyone else sees it: what we found out about ${w.about}.`,
    'Before anyone else sees it, here is what we found.',
  ],
  'problem-solution': [
    (w) => w.t && `Struggling with ${w.t}? You are not alone, and there is a way out.`,
    'You are not alone, and there is a way out.',
  ],
  'data-insight': [
    (w) => w.t && `The numbers behind ${w.t} surprised me.`,
    'The numbers behind it surprised me.',
  ],
  'behind-scenes': [
    (w) => w.about && `How our new piece on ${w.about} came together, and why we made it.`,
    'Here is how our new piece came together, and why we made it.',
  ],
};

/** The hook: the style's opening around the topic, or the topic as typed followed by the style's tail. */
export const hookOf = (style: PersonalStyle, w: Topic): string => {
  const [fits, tail] = hooks[style];
  return fits(w) ?? `${w.whole} ${tail}`;
};

/** The paragraph that carries each style after the hook. */
export const styleBody: Record<PersonalStyle, string> = {
  professional:
    'First, set one clear goal. Second, measure it every week. Third, drop what does not move it.',
  conversational: 'Honestly? Most of us overthink it. Start small, see what sticks, and keep going.',
  inspiring: 'Every expert you admire started where you are now: unsure, but willing to begin.',
  educational:
    'Step 1: pick one audience. Step 2: solve one problem for them. Step 3: repeat and take notes.',
  storytelling:
    'A client told me over coffee: "I don\'t need more tactics, I need a plan." That line stuck with me.',
  challenge:
    'What got me through was not a clever trick. It was asking for help sooner than felt comfortable.',
  lessons: 'Lesson one: start before you feel ready. Lesson two: listen more than you talk.',
  journey: 'Every detour taught me something I still use today.',
  mistake: 'The lesson: test small before you bet big. I do that on every project now.',
  inspiration: 'It reminded me that how we show up matters as much as the work itself.',
  helpful: 'I put it together for busy owners who want answers, not theory.',
  exclusive: 'It is the first time we are sharing this outside our own team.',
  'problem-solution': 'The fix is simpler than it looks once you see the pattern.',
  'data-insight': 'Once you see the trend, it is hard to unsee it.',
  'behind-scenes': 'It took more drafts than I care to admit, and every one made it sharper.',
};

/** The paragraph that carries each goal; `t` is the topic as a noun, or undefined. */
export const goalBody: Record<PostGoal, (t?: string) => string> = {
  'thought-leadership': (t) =>
    `My view: ${t ?? 'this'} ${isOrAre(t ?? 'this')} less about tools and more about steady, honest effort.`,
  engagement: () => 'Most of us already know this. Far fewer of us act on it.',
  networking: (t) =>
    t
      ? `${upper(t)} ${isOrAre(t)} what I spend my days on, and I learn the most from people doing the same.`
      : 'This is what I spend my days on, and I learn the most from people doing the same.',
  'lead-generation': (t) =>
    `With clients, the biggest gains${t ? ` in ${t}` : ''} came from fixing the basics first.`,
  'industry-news': (t) =>
    `What is new is the pace: what worked${t ? ` for ${t}` : ''} last year is already falling behind.`,
};
