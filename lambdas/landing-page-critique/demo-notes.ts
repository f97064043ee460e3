import type { ConversionGoal } from './contract';

/** Why a passing check matters, said as a strength. */
export const strengthNotes: Record<string, string> = {
  title: 'It shows in full in search results and browser tabs.',
  'meta-description': 'Search results can show it without cutting it off.',
  h1: 'Visitors and search engines see one clear main message.',
  'heading-outline': 'The headings give the page a structure people can scan.',
  'word-count': 'There is enough copy to answer the main questions.',
  'reading-grade': 'Most visitors can read it at a glance.',
  'cta-count': 'Visitors always have a next step to take.',
  'cta-early': 'The first call to action comes before visitors need to scroll far.',
  forms: 'The form is short enough not to scare people off.',
  'image-alt': 'Screen reader users hear what each image shows.',
  lang: 'Screen readers pronounce the text in the right language.',
  viewport: 'The page fits phone screens.',
  'open-graph': 'Shared links show a title, a description and a picture.',
  'twitter-card': 'Links shared on X show a card.',
  canonical: 'Search engines know which address is the original.',
  'json-ld': 'Search engines can read what the business is.',
  https: 'Browsers show the page as secure.',
  'html-size': 'The page is light enough to load quickly.',
  scripts: 'Few scripts stand between visitors and the content.',
  headline: 'The first line reads like a headline, not a paragraph.',
};

/** What to do about a check that warns or fails. */
export const advice: Record<string, string> = {
  title: 'Write a title of 30 to 60 characters that names the offer and who it is for.',
  'meta-description':
    'Write a meta description of 70 to 160 characters that promises one result and ends with the next step.',
  h1: 'Use exactly one H1 that states the main promise of the page.',
  'heading-outline':
    'Give each section an H2 and do not skip heading levels, so the page can be scanned and navigated.',
  'word-count':
    'Add copy that answers the questions visitors ask before they act: what, for whom, how much, why you.',
  'reading-grade': 'Shorten the longest sentences and swap long words for everyday ones.',
  'cta-count': 'Add a button that starts with an action verb and names what the visitor gets.',
  'cta-early': 'Put the first call to action near the top, within the first screenful of copy.',
  forms: 'Ask only for what you need now; every extra field costs sign-ups.',
  'image-alt': 'Describe every informative image in its alt text, and give decorative images an empty alt.',
  lang: 'Set the lang attribute on the html element so screen readers use the right voice.',
  viewport: 'Add a viewport meta tag with width=device-width so the page fits phones.',
  'open-graph': 'Add og:title, og:description and og:image so shared links look inviting.',
  'twitter-card': 'Add a twitter:card tag so links shared on X show a card.',
  canonical: 'Add a canonical link so search engines credit one address.',
  'json-ld': 'Describe the business with schema.org JSON-LD (for example Organization or LocalBusiness).',
  https: 'Serve the page over HTTPS; browsers warn visitors about pages that are not.',
  'html-size': 'Trim the HTML: move inline scripts and styles into cached files and remove unused markup.',
  scripts: 'Remove scripts the page does not need; each one delays the first view.',
  headline: 'Open with a short headline of 3 to 12 words that states the main benefit.',
};

/** The accessibility side of the checks that have one. */
export const accessibilityChecks = [
  'image-alt',
  'lang',
  'heading-outline',
  'h1',
  'viewport',
  'reading-grade',
];

/** A call to action that fits each goal, for test ideas. */
export const goalCallToAction: Record<ConversionGoal, string> = {
  'lead-capture': 'Get my free guide',
  'direct-sales': 'Shop now',
  'event-registration': 'Save my seat',
  'content-download': 'Download the guide',
  'social-media-engagement': 'Follow us for weekly tips',
};

/** One test idea that fits each goal. */
export const goalTestIdea: Record<ConversionGoal, string> = {
  'lead-capture':
    'Test a specific lead magnet (a checklist or a short guide) against a plain newsletter sign-up.',
  'direct-sales': 'Test showing the price and a guarantee next to the buy button against the current layout.',
  'event-registration':
    'Test a countdown to the event date and the number of seats left against no urgency cue.',
  'content-download': 'Test a preview of the first pages of the download against a description only.',
  'social-media-engagement': 'Test embedding two recent posts against a plain list of social links.',
};

/** Tools that help with each goal. */
export const goalTools: Record<ConversionGoal, string> = {
  'lead-capture':
    'An email platform with landing-page forms (such as Mailchimp or Kit), to test sign-up offers.',
  'direct-sales': 'Google Analytics 4 e-commerce reports, to see where buyers drop off before checkout.',
  'event-registration':
    'An event platform (such as Eventbrite or Luma), for registration pages that work well on phones.',
  'content-download':
    'A form tool with gated downloads (such as HubSpot forms), to track who downloads what.',
  'social-media-engagement': 'A social scheduler (such as Buffer), to keep the profiles you link to active.',
};
