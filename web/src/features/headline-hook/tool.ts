import { Heading } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Headline & Hook Writer in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'Headline & Hook Writer',
  place: 2,
  homeTitle: 'Headline & Hook Writer',
  footerLabel: 'Headline and hook generator',
  blurb: 'Headlines that earn the click and opening lines that keep readers.',
  description:
    'Write headlines that earn the click and hooks that keep readers reading, each headline scored against a published rubric.',
  icon: Heading,
  header: true,
  subject: ['contentTopic'],
  profile: { audience: 'audience', tone: 'tone', outputLanguage: 'outputLanguage' },
});
