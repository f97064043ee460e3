import { SITE_NAME, SOCIAL_IMAGE } from './head-tags';

/** schema.org structured data, as Google's rich results read it. */
const context = 'https://schema.org';

/** Home: the site and who publishes it. */
export const homeJsonLd = (siteUrl: string, description: string) => [
  { '@context': context, '@type': 'WebSite', name: SITE_NAME, url: `${siteUrl}/`, description },
  {
    '@context': context,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/favicon.svg`,
    image: `${siteUrl}${SOCIAL_IMAGE.path}`,
  },
];

/** The trail from home to a page: `[name, path]` pairs, the page itself last. */
export const breadcrumbJsonLd = (siteUrl: string, trail: readonly (readonly [string, string])[]) => ({
  '@context': context,
  '@type': 'BreadcrumbList',
  itemListElement: [['Home', '/'] as const, ...trail].map(([name, path], index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name,
    item: new URL(path, `${siteUrl}/`).href,
  })),
});

export interface ArticleFacts {
  title: string;
  description: string;
  author: string;
  /** Calendar dates, YYYY-MM-DD. */
  published: string;
  modified?: string;
  path: string;
}

/** A blog post. */
export const blogPostingJsonLd = (siteUrl: string, post: ArticleFacts) => ({
  '@context': context,
  '@type': 'BlogPosting',
  headline: post.title,
  description: post.description,
  datePublished: post.published,
  dateModified: post.modified ?? post.published,
  author: { '@type': 'Person', name: post.author },
  publisher: { '@type': 'Organization', name: SITE_NAME, logo: `${siteUrl}/favicon.svg` },
  image: `${siteUrl}${SOCIAL_IMAGE.path}`,
  mainEntityOfPage: new URL(post.path, `${siteUrl}/`).href,
});
