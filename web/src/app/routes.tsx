import type { RouteObject } from 'react-router-dom';
import { tools } from '@/config/tools';
import { HomePage } from '@/features/home/home-page';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './routes/lazy-page';
import { RouteErrorPage } from './routes/route-error-page';

/** The catch-all route's id: a render that lands on it answers 404. */
export const NOT_FOUND_ROUTE = 'not-found';

/**
 * Every screen but home is lazy-loaded, so each ships only its own code; tool routes come from the
 * registry. A screen that throws, or whose code fails to load, shows the error page inside the
 * site layout, so the header still works. The browser's router and the prerenderer share this tree.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: (
      <RootLayout>
        <RouteErrorPage />
      </RootLayout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...tools.map((tool) => ({
        path: tool.path.slice(1),
        ...lazyPage(tool.page, tool.pageModule),
      })),
      {
        path: 'tools/:slug',
        ...lazyPage(
          async () => (await import('@/features/brand-roast/components/landing-page')).LandingPage,
          'src/features/brand-roast/components/landing-page.tsx',
        ),
      },
      {
        path: 'privacy-policy',
        ...lazyPage(
          async () => (await import('@/features/privacy-policy/privacy-policy-page')).PrivacyPolicyPage,
          'src/features/privacy-policy/privacy-policy-page.tsx',
        ),
      },
      {
        path: 'recent-results',
        ...lazyPage(
          async () => (await import('@/features/recent-results/recent-results-page')).RecentResultsPage,
          'src/features/recent-results/recent-results-page.tsx',
        ),
      },
      {
        path: 'blog',
        ...lazyPage(
          async () => (await import('@/features/blog/blog-list-page')).BlogListPage,
          'src/features/blog/blog-list-page.tsx',
        ),
      },
      {
        path: 'blog/:id',
        ...lazyPage(
          async () => (await import('@/features/blog/blog-post-page')).BlogPostPage,
          'src/features/blog/blog-post-page.tsx',
        ),
      },
      {
        path: '*',
        id: NOT_FOUND_ROUTE,
        ...lazyPage(
          async () => (await import('./routes/not-found-page')).NotFoundPage,
          'src/app/routes/not-found-page.tsx',
        ),
      },
    ],
  },
];
