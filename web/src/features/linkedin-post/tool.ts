import { PenLine } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The LinkedIn Post Writer in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'LinkedIn Post Writer',
  place: 7,
  footerLabel: 'LinkedIn post writer',
  blurb: 'A LinkedIn post with a hook that lands before “see more”.',
  description:
    "Write a LinkedIn post from a topic: a standard post, a story from your experience or a content promotion, with a hook that shows before 'see more'.",
  icon: PenLine,
  header: false,
  subject: ['topic'],
  profile: { industryInsight: 'industry', outputLanguage: 'outputLanguage' },
});
