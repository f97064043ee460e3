import { Sparkles } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Content Grader in the browser: its place in the site and its page. */
export const tool = webTool({
  label: 'Content Grader',
  // After the tools already listed; header, homeTitle and footerLabel put it in the navigation.
  place: 100,
  blurb: 'A first draft about your topic, in seconds.',
  description: 'Give the Content Grader a topic and get a first draft you can copy, download and refine.',
  icon: Sparkles,
  header: false,
  profile: { outputLanguage: 'outputLanguage' },
  page: async () => (await import('./components/content-grader-page')).ContentGraderPage,
});
