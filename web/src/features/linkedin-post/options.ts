import {
  ctaTypes,
  personalStyles,
  postGoals,
  type CtaType,
  type PersonalStyle,
  type PostGoal,
  type PostType,
} from '@lambdas/linkedin-post/fields';
import { lengthRules, paragraphRange, postLengths } from '@lambdas/linkedin-post/documents/post-length';

/** The three tabs of docs/product.md#linkedin-post, with what each is for and what its style list is called. */
export const postTabs: { value: PostType; label: string; description: string; styleLabel: string }[] = [
  {
    value: 'standard',
    label: 'Standard Post',
    description: 'Share an idea, a tip or an opinion with your network.',
    styleLabel: 'Writing style',
  },
  {
    value: 'story',
    label: 'Story-Based',
    description: 'Tell a story from your own experience and the lesson in it.',
    styleLabel: 'Kind of story',
  },
  {
    value: 'promotion',
    label: 'Content Promotion',
    description: 'Point your network to an article, guide, video or page, and say why it is worth it.',
    styleLabel: 'Promotion angle',
  },
];

const styleLabels: Record<PersonalStyle, string> = {
  professional: 'Professional',
  conversational: 'Conversational',
  inspiring: 'Inspiring',
  educational: 'Educational',
  storytelling: 'Storytelling',
  challenge: 'A challenge I overcame',
  lessons: 'Lessons learned',
  journey: 'My journey',
  mistake: 'A mistake I made',
  inspiration: 'What inspired me',
  helpful: 'Helpful resource',
  exclusive: 'Exclusive insight',
  'problem-solution': 'Problem and solution',
  'data-insight': 'Data insight',
  'behind-scenes': 'Behind the scenes',
};

export const styleOptions = (postType: PostType) =>
  personalStyles[postType].map((value) => ({ value, label: styleLabels[value] }));

const goalLabels: Record<PostGoal, string> = {
  'thought-leadership': 'Thought leadership',
  engagement: 'Engagement',
  networking: 'Networking',
  'lead-generation': 'Lead generation',
  'industry-news': 'Industry news',
};

export const goalOptions = postGoals.map((value) => ({ value, label: goalLabels[value] }));

const ctaLabels: Record<CtaType, string> = {
  website: 'Visit a website',
  content: 'Read or download content',
  comment: 'Comment on the post',
  connect: 'Connect or follow',
  event: 'Register for an event',
};

export const ctaOptions = ctaTypes.map((value) => ({ value, label: ctaLabels[value] }));

export const includeCtaOptions = [
  { value: 'yes', label: 'Yes', description: 'End by asking readers to act' },
  { value: 'no', label: 'No', description: 'End on the idea itself' },
] as const;

/** Short = 1-2 paragraphs, medium = 3-4, long = 5+ (docs/product.md#linkedin-post). */
export const lengthOptions = postLengths.map((value) => ({
  value,
  label: lengthRules[value].label,
  description: `${paragraphRange(lengthRules[value])} paragraphs`,
}));
