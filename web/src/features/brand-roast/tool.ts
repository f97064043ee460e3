import { Flame } from 'lucide-react';
import { webTool } from '@/config/web-tool';

/** Reached by its address and through the /tools/{slug} landing pages, never from the navigation. */
export const tool = webTool({
  label: 'Brand Roast & Rebuild',
  place: 8,
  blurb: 'A roast of your brand copy, then new taglines, a pitch and a voice.',
  description:
    'Get your tagline and brand copy roasted with some tough love, then rebuilt: 3 to 5 new taglines, an elevator pitch and a voice to write in, emailed to you.',
  icon: Flame,
  header: false,
  subject: ['brandName'],
  profile: {
    brandName: 'businessName',
    websiteURL: 'website',
    audience: 'audience',
    outputLanguage: 'outputLanguage',
  },
});
