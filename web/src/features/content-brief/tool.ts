import { FileText } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Content Brief Generator in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'Content Brief Generator',
  place: 1,
  homeTitle: 'Content Brief Generator',
  footerLabel: 'Content brief generator',
  blurb: 'An SEO content brief you can download as a Word document.',
  description:
    'Turn a topic and a few keywords into an SEO content brief your writer can follow, downloadable as a Word document.',
  icon: FileText,
  header: true,
  subject: ['topic'],
  profile: { topic: 'industry', targetAudience: 'audience', tone: 'tone', outputLanguage: 'outputLanguage' },
});
