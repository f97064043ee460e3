import { Lightbulb } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Blog Topic Generator in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'Blog Topic Generator',
  place: 3,
  homeTitle: 'Blog Topic Ideator',
  footerLabel: 'Blog topic generator',
  blurb: '5 to 10 blog topic ideas with the reasoning behind each.',
  description:
    'Get 5 to 10 blog topic ideas for your keywords and audience, with the reasoning behind each, aimed at the gaps your competitors leave.',
  icon: Lightbulb,
  header: true,
  subject: ['targetKeywords', 'industry'],
  profile: { industry: 'industry', targetAudience: 'audience', outputLanguage: 'outputLanguage' },
});
