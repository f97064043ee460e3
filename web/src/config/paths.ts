/** Every page of the site with the label it goes by in the header, footer and home grid. */
export const paths = {
  home: '/',
  contentBrief: '/content-brief',
  headlineHook: '/headline-hook',
  blogTopic: '/blog-topic',
  landingPageCritique: '/landing-page-critique',
  linkedinPost: '/linkedin-post',
  showUpOnline: '/show-up-online',
  youtubeAnalysis: '/youtube-analysis',
  brandRoast: '/brand-roast',
  blog: '/blog',
  privacyPolicy: '/privacy-policy',
} as const;

export interface SiteLink {
  to: string;
  label: string;
}

/** The sticky header, in SPEC.md §2 order. */
export const headerLinks: SiteLink[] = [
  { to: paths.contentBrief, label: 'Content Brief Generator' },
  { to: paths.headlineHook, label: 'Headline & Hook Writer' },
  { to: paths.blogTopic, label: 'Blog Topic Generator' },
  { to: paths.landingPageCritique, label: 'Landing Page Critique' },
  { to: paths.showUpOnline, label: 'Show Up Online Tool' },
  { to: paths.youtubeAnalysis, label: 'YouTube Content Tool' },
  { to: paths.blog, label: 'Blog' },
];

/** The footer's Tools column. */
export const footerToolLinks: SiteLink[] = [
  { to: paths.contentBrief, label: 'Content brief generator' },
  { to: paths.headlineHook, label: 'Headline and hook generator' },
  { to: paths.blogTopic, label: 'Blog topic generator' },
  { to: paths.landingPageCritique, label: 'Landing page critique' },
  { to: paths.linkedinPost, label: 'LinkedIn post writer' },
];
