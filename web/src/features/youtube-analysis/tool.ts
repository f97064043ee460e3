import { MonitorPlay } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The YouTube Content Tool in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'YouTube Content Tool',
  place: 6,
  homeTitle: 'YouTube Content Tool',
  blurb: 'The top 15 videos for a keyword, their outliers, and ideas to beat them.',
  description:
    'Analyze the top 15 YouTube videos for a keyword: views, engagement and outlier scores, plus content ideas that build on what already works.',
  icon: MonitorPlay,
  header: true,
  subject: ['topic'],
  profile: { outputLanguage: 'outputLanguage' },
});
