import { lengthRules } from '../shared/documents/linkedin-post-length';
import type { LinkedInPostRequest, PersonalStyle, PostGoal } from './contract';
import { closingOf, ctaOf, goalTag, typeTag } from './demo-endings';

type Phrase = (t: string, T: string) => string;

const hooks: Record<PersonalStyle, Phrase> = {
  professional: (t) => `Three things I wish every team knew about ${t}.`,
  conversational: (t) => `Can we talk about ${t} for a minute?`,
  inspiring: (_t, T) => `${T}: where small, steady steps add up to real change.`,
  educational: (_t, T) => `${T}, explained in plain words.`,
  storytelling: (t) => `Last spring, one conversation changed how I think about ${t}.`,
  challenge: (t) => `A year ago, ${t} was the problem keeping me up at night.`,
  lessons: (t) => `What ${t} taught me, the hard way.`,
  journey: (t) => `My road to ${t} was anything but straight.`,
  mistake: (_t, T) => `${T}: I got it wrong, and here is what it cost me.`,
  inspiration: (t) => `The person who changed how I see ${t} probably has no idea.`,
  helpful: (t) => `If ${t} is on your list this quarter, this will save you hours.`,
  exclusive: (t) => `Before anyone else sees it: what we found out about ${t}.`,
  'problem-solution': (t) => `Struggling with ${t}? You are not alone, and there is a way out.`,
  'data-insight': (t) => `The numbers behind ${t} surprised me.`,
  'behind-scenes': (t) => `How our new piece on ${t} came together, and why we made it.`,
};

/** The paragraph that carries each style after the hook. */
const styleBody: Record<PersonalStyle, string> = {
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

const goalBody: Record<PostGoal, Phrase> = {
  'thought-leadership': (t) => `My view: ${t} is less about tools and more about steady, honest effort.`,
  engagement: () => 'Most of us already know this. Far fewer of us act on it.',
  networking: (_t, T) => `${T} is what I spend my days on, and I learn the most from people doing the same.`,
  'lead-generation': (t) => `With clients, the biggest gains in ${t} came from fixing the basics first.`,
  'industry-news': (t) =>
    `What is new is the pace: what worked for ${t} last year is already falling behind.`,
};

/** Words too common to make a hashtag. */
const FILLERS = new Set([
  'about',
  'first',
  'from',
  'into',
  'more',
  'that',
  'their',
  'this',
  'what',
  'when',
  'with',
  'your',
]);

const spares = [
  'It does not need a big budget. It needs a little time, every week, on purpose.',
  'The hardest part is starting. The second hardest is not stopping after the first try.',
  'Done consistently, it compounds faster than most people expect.',
];

/** In-sentence form of the topic: 'Email marketing' becomes 'email marketing', 'LinkedIn' stays. */
const inSentence = (topic: string) => (/^\p{Lu}\p{Ll}*\b(?!\p{Lu})/u.test(topic) ? lowerFirst(topic) : topic);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);
const upperFirst = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first sentences of a text, cut at a word boundary so the demo keeps to its length. */
function excerpt(text: string, sentences: number, maxChars: number): string {
  const picked = text
    .split(/(?<=[.!?])\s+/)
    .slice(0, sentences)
    .join(' ');
  if (picked.length <= maxChars) return picked;
  return `${picked.slice(0, maxChars).replace(/\s+\S*$/, '')}…`;
}

function essentials(input: LinkedInPostRequest, room: number): string[] {
  if (input.postType === 'story') return [`Here is what happened: ${excerpt(input.experience, 2, room)}`];
  if (input.postType === 'promotion') {
    const points = input.valuePoints
      .split(/\r?\n/)
      .map((line) => line.replace(/^[\s\-*•]+/, '').trim())
      .filter(Boolean)
      .slice(0, 3)
      .map((point) => `• ${excerpt(point, 1, 80)}`);
    return [['Inside, you will find:', ...points, `Read it here: ${input.contentLink}`].join('\n')];
  }
  return [];
}

function hashtags(input: LinkedInPostRequest): string {
  const words = (input.topic.match(/[\p{L}\p{N}]{4,}/gu) ?? [])
    .filter((word) => !FILLERS.has(word.toLowerCase()))
    .map(upperFirst);
  const tags = [words.slice(0, 2).join(''), goalTag[input.goal], typeTag[input.postType]];
  const unique = [...new Map(tags.filter(Boolean).map((tag) => [tag!.toLowerCase(), tag!])).values()];
  return unique.map((tag) => `#${tag}`).join(' ');
}

/** A deterministic, plausible post from the request alone, honouring tab, style, length and CTA. */
export function demoLinkedInPost(input: LinkedInPostRequest): string {
  const rule = lengthRules[input.postLength];
  const total = rule.maxParagraphs ?? rule.minParagraphs + 1;
  const t = inSentence(input.topic);
  const room = Math.round(rule.maxCharacters / 4);
  const body = [
    ...essentials(input, room),
    styleBody[input.personalStyle],
    ...(input.industryInsight ? [`One thing I keep seeing: ${excerpt(input.industryInsight, 2, room)}`] : []),
    goalBody[input.goal](t, upperFirst(t)),
    ...spares,
  ];
  const ending = input.includeCTA === 'yes' ? ctaOf(input, t) : closingOf(input.goal, t);
  const middle = body.slice(0, total - 2);
  // A short post has room for one paragraph after the hook: it carries the essentials and the ending.
  const last = total > 2 ? ending : `${body[0]}\n${ending}`;
  return [hooks[input.personalStyle](t, upperFirst(t)), ...middle, last, hashtags(input)].join('\n\n');
}
