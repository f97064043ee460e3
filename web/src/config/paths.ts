import { tools } from './tools';

/** The site's pages that are not tools (tools live in the registry, `config/tools.ts`). */
export const paths = {
  home: '/',
  blog: '/blog',
  privacyPolicy: '/privacy-policy',
  recentResults: '/recent-results',
} as const;

export interface SiteLink {
  to: string;
  label: string;
}

/** The sticky header and mobile drawer: the header tools in registry order, then the blog. */
export const headerLinks: SiteLink[] = [
  ...tools.filter((tool) => tool.header).map((tool) => ({ to: tool.path, label: tool.label })),
  { to: paths.blog, label: 'Blog' },
];

/** The footer's Tools column. */
export const footerToolLinks: SiteLink[] = tools.flatMap((tool) =>
  tool.footerLabel ? [{ to: tool.path, label: tool.footerLabel }] : [],
);
