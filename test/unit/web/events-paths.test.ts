import { pageTemplates } from '@catalog/events-limits';
import { tools } from '@/config/tools';

/** The router's pages besides the tools' (web/src/app/routes.tsx), as page-views.ts `templateOf` names them. */
const sitePages = ['/', '/tools/:slug', '/privacy-policy', '/recent-results', '/blog', '/blog/:id', '*'];

describe('the page templates the events route accepts', () => {
  it('are the SPA’s pages and every tool page of its registry, so no page view is refused', () => {
    expect([...pageTemplates].sort()).toEqual([...sitePages, ...tools.map((tool) => tool.path)].sort());
  });
});
