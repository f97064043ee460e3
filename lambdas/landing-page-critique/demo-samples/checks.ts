/**
 * What the demo critique says of each measured check, written in advance (decision 17) and chosen by the check's
 * verdict: the sentences never state a figure; the figure follows each in brackets, copied from the check itself.
 */
export interface CheckWriting {
  /** Said in Strengths when the check passes. */
  pass: string;
  /** Said in Opportunities when it warns or fails (a fail's own wording when it differs). */
  warn: string;
  fail?: string;
  /** The fix, in Recommendations (an accessibility check says its fix in the audit). */
  fix?: string;
  /** A check of the Accessibility Audit rather than of Strengths and Opportunities. */
  access?: boolean;
}

export const checkWriting: Record<string, CheckWriting> = {
  'cta-count': {
    pass: 'The page asks the visitor to act.',
    warn: 'No button or link asks the visitor to act.',
    fix: 'Add one clear button that names the action and what the visitor gets from it.',
  },
  'cta-early': {
    pass: 'A call to action appears before the first 150 words.',
    warn: 'The first call to action comes after the first 150 words.',
    fix: 'Put the main call to action on the first screen, before 150 words.',
  },
  h1: {
    pass: 'The page has one main heading.',
    warn: 'The page has more than one H1 heading, so its main message is split.',
    fail: 'The page has no H1 heading.',
    fix: 'Keep one H1 that states what the visitor gets; make any others H2 headings.',
  },
  headline: {
    pass: 'The first line reads as a headline.',
    warn: 'The first line does not read as a headline.',
    fail: 'The copy has no first line to read as a headline.',
    fix: 'Open with a headline of 3 to 12 words that states the promise, without a full stop.',
  },
  title: {
    pass: 'The title is a length search results show whole.',
    warn: 'The title is outside the 30 to 60 characters search results show whole.',
    fail: 'The page has no title, so search results make one up.',
    fix: 'Write a title of 30 to 60 characters: the offer first, then the brand.',
  },
  'meta-description': {
    pass: 'The meta description is a length search results show.',
    warn: 'The meta description is outside the 70 to 160 characters search results show.',
    fail: 'The page has no meta description, so search results quote whatever text they pick.',
    fix: 'Write a meta description of 70 to 160 characters: who it is for, what they get and what to do next.',
  },
  'word-count': {
    pass: 'There is enough text to explain the offer.',
    warn: 'There is little text to explain the offer.',
    fail: 'No visible text was found.',
    fix: 'Add what a visitor needs before acting, in text: what is included, the price and how it works.',
  },
  'reading-grade': {
    pass: 'The copy reads easily.',
    warn: 'The copy is harder to read than most visitors like.',
    fail: 'The copy is hard to read.',
    fix: 'Shorten the longest sentences and swap long words for short ones: aim for grade 9 or lower.',
  },
  forms: {
    pass: 'Each form asks for five things or fewer.',
    warn: 'A form asks for more than five things.',
    fix: 'Cut each form to the fields you need to reply; ask the rest later.',
  },
  viewport: {
    pass: 'The page is set up for phone screens.',
    warn: 'The viewport tag does not set the device width.',
    fail: 'The page has no viewport tag, so phones show the desktop layout shrunk.',
    fix: 'Add a viewport meta tag with width=device-width.',
  },
  'open-graph': {
    pass: 'Shared links show a title and a picture.',
    warn: 'Some Open Graph tags are missing, so shared links show an incomplete card.',
    fail: 'Shared links show no title or picture.',
    fix: 'Add the Open Graph title, description and image tags so shared links show a full card.',
  },
  'twitter-card': {
    pass: 'A Twitter card is set for shared links.',
    warn: 'No Twitter card tag is set.',
    fix: 'Add a twitter:card tag, such as summary_large_image.',
  },
  canonical: {
    pass: 'The page names its canonical address.',
    warn: 'The page names no canonical address.',
    fix: 'Add a canonical link to the page’s own address.',
  },
  'json-ld': {
    pass: 'Structured data tells search engines what the page is about.',
    warn: 'The page has no structured data for search engines.',
    fix: 'Add JSON-LD structured data that says what the business is and where it is.',
  },
  https: {
    pass: 'The page is served over HTTPS.',
    warn: 'The page is not served over HTTPS, so browsers warn visitors.',
    fix: 'Serve the page over HTTPS and redirect the plain address to it.',
  },
  'html-size': {
    pass: 'The HTML is light enough for phones.',
    warn: 'The HTML is heavy for phones.',
    fail: 'The page is too large or too deeply nested to measure whole.',
    fix: 'Trim the HTML: inline styles, unused markup and embedded data.',
  },
  scripts: {
    pass: 'The page loads few scripts.',
    warn: 'The page loads many scripts.',
    fix: 'Remove the scripts the page does not need and load the rest after the content.',
  },
  'image-alt': {
    pass: 'every image has alt text.',
    warn: 'some images have no alt text; describe what each shows, or give decorative ones an empty alt.',
    fail: 'most images have no alt text; describe what each shows, or give decorative ones an empty alt.',
    access: true,
  },
  lang: {
    pass: 'the page declares its language, so screen readers pronounce it correctly.',
    warn: 'the page does not declare its language; set it on the page’s root element.',
    access: true,
  },
  'heading-outline': {
    pass: 'the headings follow a clear outline, so screen reader users can jump between sections.',
    warn: 'the headings skip a level or have no H2 sections; give each section an H2 heading.',
    access: true,
  },
};

/** The checks in the order a visitor's conversion depends on them: the first named first. */
export const checkOrder = Object.keys(checkWriting);

/** A tool that helps with each check, suggested when the check does not pass. */
export const checkTools: Record<string, string> = {
  'cta-count': 'A heat-map tool such as Microsoft Clarity, to see where visitors stop before acting.',
  'cta-early': 'A heat-map tool such as Microsoft Clarity, to see where visitors stop before acting.',
  forms: 'A heat-map tool such as Microsoft Clarity, to see where visitors stop before acting.',
  title: 'Google Search Console, to see how the title and description show in search results.',
  'meta-description': 'Google Search Console, to see how the title and description show in search results.',
  canonical: 'Google Search Console, to see how the title and description show in search results.',
  'json-ld': 'Google’s Rich Results Test, to check the structured data.',
  'open-graph': 'LinkedIn Post Inspector, to preview how a shared link looks.',
  'twitter-card': 'LinkedIn Post Inspector, to preview how a shared link looks.',
  'html-size': 'Google PageSpeed Insights, to see what slows the page on a phone.',
  scripts: 'Google PageSpeed Insights, to see what slows the page on a phone.',
  viewport: 'Google PageSpeed Insights, to see what slows the page on a phone.',
  'reading-grade': 'Hemingway Editor, to find the longest sentences.',
  'word-count': 'Hemingway Editor, to find the longest sentences.',
  headline: 'Hemingway Editor, to find the longest sentences.',
  'image-alt': 'WAVE or axe DevTools, to check accessibility again after the fixes.',
  lang: 'WAVE or axe DevTools, to check accessibility again after the fixes.',
  'heading-outline': 'WAVE or axe DevTools, to check accessibility again after the fixes.',
};

/** Suggested whatever the checks say: load time and the goal's own measure. */
export const alwaysTools = [
  'Google PageSpeed Insights, to see what slows the page on a phone.',
  'The goal tracking of your analytics, to measure each change against the last.',
];
