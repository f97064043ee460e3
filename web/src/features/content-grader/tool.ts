import { Gauge } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Content Grader in the browser: after the brief, whose drafts it grades. */
export const tool = webTool({
  label: 'Content Grader',
  place: 1.5,
  homeTitle: 'Content Grader',
  footerLabel: 'Content grader',
  blurb: 'Grade your draft against what ranks today, and see what it misses.',
  description:
    'Grade a draft or a published page against the pages that rank for its keyword today: the topics, terms and questions it misses, a score from 0 to 100, and the five edits that would raise it most.',
  icon: Gauge,
  header: true,
  subject: ['keyword', 'url'],
  profile: { audience: 'audience', outputLanguage: 'outputLanguage' },
});
