import { createBrowserRouter } from 'react-router-dom';
import { tools } from '@/config/tools';
import { HomePage } from '@/features/home/home-page';
import { RootLayout } from './layout/root-layout';
import { lazyPage } from './routes/lazy-page';
import { RouteErrorPage } from './routes/route-error-page';

/**
 * Every screen but home is lazy-loaded, so each ships only its own code; tool routes come from the
 * registry. A screen that throws, or whose code fails to load, shows the error page inside the
 * site layout, so the header still works.
 */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: (
      <RootLayout>
        <RouteErrorPage />
      </RootLayout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...tools.map((tool) => ({ path: tool.path.slice(1), ...lazyPage(tool.page) })),
      {
        path: 'tools/:slug',
        ...lazyPage(async () => (await import('@/features/brand-roast/components/landing-page')).LandingPage),
      },
      {
        path: 'privacy-policy',
        ...lazyPage(
          async () => (await import('@/features/privacy-policy/privacy-policy-page')).PrivacyPolicyPage,
        ),
      },
      {
        path: 'blog',
        ...lazyPage(async () => (await import('@/features/blog/blog-list-page')).BlogListPage),
      },
      {
        path: 'blog/:id',
        ...lazyPage(async () => (await import('@/features/blog/blog-post-page')).BlogPostPage),
      },
      { path: '*', ...lazyPage(async () => (await import('./routes/not-found-page')).NotFoundPage) },
    ],
  },
]);
