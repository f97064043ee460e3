import type { ComponentType } from 'react';
import type { ToolRouteId } from '@infra/routes';
import {
  FileText,
  Flame,
  Globe,
  Heading,
  Lightbulb,
  MonitorPlay,
  PenLine,
  ScanSearch,
  type LucideIcon,
} from 'lucide-react';

/** One tool of the site: where it lives, what it is called where, and its page's code. */
export interface ToolEntry {
  /** The tool's slug: its feature folder `web/src/features/<id>/` and its main route's id. */
  id: string;
  /** The API route whose answer is the tool's result: the tool its page and results are counted under. */
  route: ToolRouteId;
  path: `/${string}`;
  /** The header link, the page's h1 and document title. */
  label: string;
  /** The card title on the home grid, when the tool is there. */
  homeTitle?: string;
  /** The link text in the footer's Tools column, when the tool is there. */
  footerLabel?: string;
  /** One line on the home grid card. */
  blurb: string;
  /** The page's meta description. */
  description: string;
  icon: LucideIcon;
  /** In the header (and the mobile drawer), in registry order. */
  header: boolean;
  /** The page's component, loaded on demand so each screen ships only its own code. */
  page: () => Promise<ComponentType>;
}

/**
 * Every tool, in the header's order. The router, header, drawer, footer, home grid and tool page
 * titles all read this list: adding a tool is one entry here plus its feature folder.
 */
export const tools = [
  {
    id: 'content-brief',
    route: 'content-brief',
    path: '/content-brief',
    label: 'Content Brief Generator',
    homeTitle: 'Content Brief Generator',
    footerLabel: 'Content brief generator',
    blurb: 'An SEO content brief you can download as a Word document.',
    description:
      'Turn a topic and a few keywords into an SEO content brief your writer can follow, downloadable as a Word document.',
    icon: FileText,
    header: true,
    page: async () =>
      (await import('@/features/content-brief/components/content-brief-page')).ContentBriefPage,
  },
  {
    id: 'headline-hook',
    route: 'headline-hook',
    path: '/headline-hook',
    label: 'Headline & Hook Writer',
    homeTitle: 'Headline & Hook Writer',
    footerLabel: 'Headline and hook generator',
    blurb: 'Headlines that earn the click and opening lines that keep readers.',
    description:
      'Write headlines that earn the click and hooks that keep readers reading, each headline scored against a published rubric.',
    icon: Heading,
    header: true,
    page: async () =>
      (await import('@/features/headline-hook/components/headline-hook-page')).HeadlineHookPage,
  },
  {
    id: 'blog-topic',
    route: 'blog-topic',
    path: '/blog-topic',
    label: 'Blog Topic Generator',
    homeTitle: 'Blog Topic Ideator',
    footerLabel: 'Blog topic generator',
    blurb: '5 to 10 blog topic ideas with the reasoning behind each.',
    description:
      'Get 5 to 10 blog topic ideas for your keywords and audience, with the reasoning behind each, aimed at the gaps your competitors leave.',
    icon: Lightbulb,
    header: true,
    page: async () => (await import('@/features/blog-topic/components/blog-topic-page')).BlogTopicPage,
  },
  {
    id: 'landing-page-critique',
    route: 'landing-page-critique',
    path: '/landing-page-critique',
    label: 'Landing Page Critique',
    homeTitle: 'Landing Page Copy Critique',
    footerLabel: 'Landing page critique',
    blurb: 'A critique of your landing page, grounded in checks we measure on it.',
    description:
      'Get your landing page critiqued by URL or pasted copy: measured checks with evidence, then overview, strengths, opportunities, recommendations, an accessibility audit, A/B test ideas and tools.',
    icon: ScanSearch,
    header: true,
    page: async () =>
      (await import('@/features/landing-page-critique/components/landing-page-critique-page'))
        .LandingPageCritiquePage,
  },
  {
    id: 'show-up-online',
    route: 'show-up-online',
    path: '/show-up-online',
    label: 'Show Up Online Tool',
    homeTitle: 'Show Up Online Tool',
    blurb: 'The keywords to target and the steps to get found in search.',
    description:
      'Find the search phrase your business should target, easier keywords to win first and the steps that get your site found, based on what we measure on your site.',
    icon: Globe,
    header: true,
    page: async () =>
      (await import('@/features/show-up-online/components/show-up-online-page')).ShowUpOnlinePage,
  },
  {
    id: 'youtube-analysis',
    route: 'idea-generator',
    path: '/youtube-analysis',
    label: 'YouTube Content Tool',
    homeTitle: 'YouTube Content Tool',
    blurb: 'The top 15 videos for a keyword, their outliers, and ideas to beat them.',
    description:
      'Analyze the top 15 YouTube videos for a keyword: views, engagement and outlier scores, plus content ideas that build on what already works.',
    icon: MonitorPlay,
    header: true,
    page: async () =>
      (await import('@/features/youtube-analysis/components/youtube-analysis-page')).YouTubeAnalysisPage,
  },
  {
    id: 'linkedin-post',
    route: 'linkedin-post',
    path: '/linkedin-post',
    label: 'LinkedIn Post Writer',
    footerLabel: 'LinkedIn post writer',
    blurb: 'A LinkedIn post with a hook that lands before “see more”.',
    description:
      "Write a LinkedIn post from a topic: a standard post, a story from your experience or a content promotion, with a hook that shows before 'see more'.",
    icon: PenLine,
    header: false,
    page: async () =>
      (await import('@/features/linkedin-post/components/linkedin-post-page')).LinkedInPostPage,
  },
  {
    // Reached by its address and through the /tools/{slug} landing pages, never from the navigation.
    id: 'brand-roast',
    route: 'brand-roast',
    path: '/brand-roast',
    label: 'Brand Roast & Rebuild',
    blurb: 'A roast of your brand copy, then new taglines, a pitch and a voice.',
    description:
      'Get your tagline and brand copy roasted with some tough love, then rebuilt: 3 to 5 new taglines, an elevator pitch and a voice to write in, emailed to you.',
    icon: Flame,
    header: false,
    page: async () => (await import('@/features/brand-roast/components/brand-roast-page')).BrandRoastPage,
  },
] as const satisfies readonly ToolEntry[];

export type ToolId = (typeof tools)[number]['id'];

/** The registry entry of a tool. */
export const toolById = (id: ToolId): ToolEntry => tools.find((tool) => tool.id === id)!;
