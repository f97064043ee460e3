import { ScanSearch } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Landing Page Critique in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'Landing Page Critique',
  place: 4,
  homeTitle: 'Landing Page Copy Critique',
  footerLabel: 'Landing page critique',
  blurb: 'A critique of your landing page, grounded in checks we measure on it.',
  description:
    'Get your landing page critiqued by URL or pasted copy: measured checks with evidence, then overview, strengths, opportunities, recommendations, an accessibility audit, A/B test ideas and tools.',
  icon: ScanSearch,
  header: true,
  subject: ['landingPageUrl', 'industry'],
  profile: {
    landingPageUrl: 'website',
    industry: 'industry',
    targetAudience: 'audience',
    outputLanguage: 'outputLanguage',
  },
});
