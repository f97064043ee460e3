import { Globe } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** The Show Up Online Tool in the browser: its place in the site (its page is components/<id>-page.tsx). */
export const tool = webTool({
  label: 'Show Up Online Tool',
  place: 5,
  homeTitle: 'Show Up Online Tool',
  blurb: 'The keywords to target and the steps to get found in search.',
  description:
    'Find the search phrase your business should target, easier keywords to win first and the steps that get your site found, based on what we measure on your site.',
  icon: Globe,
  header: true,
  subject: ['companyName', 'websiteUrl'],
  profile: {
    companyName: 'businessName',
    websiteUrl: 'website',
    industry: 'industry',
    outputLanguage: 'outputLanguage',
  },
});
