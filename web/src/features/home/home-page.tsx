import { Link } from 'react-router-dom';
import { ArrowRight, Clock, Lightbulb, Megaphone, Repeat, TrendingUp } from 'lucide-react';
import { PageMeta, SITE_NAME } from '@/components/page-meta';
import { homeJsonLd } from '@/lib/head/structured-data';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { toolById } from '@/config/tools';
import { ToolGrid } from './tool-grid';

const blurbs = [
  {
    icon: Clock,
    title: 'Hours of research in minutes',
    text: 'Turn a topic and a keyword into a ready-to-write brief.',
  },
  {
    icon: Lightbulb,
    title: 'Fresh content ideas',
    text: 'Never stare at a blank page: get topics, headlines and hooks on demand.',
  },
  {
    icon: TrendingUp,
    title: 'Insights into traffic',
    text: 'Turn what searchers want into pages that get found.',
  },
  {
    icon: Megaphone,
    title: 'Consistent ideas for your site',
    text: 'Keep your blog and pages fed with a steady stream of ideas.',
  },
  {
    icon: Repeat,
    title: 'Repurpose everywhere',
    text: 'Turn one idea into a blog post, an email and social captions.',
  },
];

const HOME_DESCRIPTION =
  'Free AI-assisted content-marketing tools for small businesses: content briefs, headlines and hooks, blog topics, landing page critiques and more.';

export function HomePage() {
  return (
    <>
      <PageMeta
        title={SITE_NAME}
        description={HOME_DESCRIPTION}
        jsonLd={(siteUrl) => homeJsonLd(siteUrl, HOME_DESCRIPTION)}
      />
      <section className="bg-gradient-to-b from-brand-50 to-slate-50">
        <div className="mx-auto max-w-5xl px-4 py-16 text-center sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Your friendly co-pilot for content marketing
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700">
            Free AI-assisted tools for small business owners, marketers and writers. Plan, write and improve
            content that brings the right people to your door, without an agency budget.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Link to={toolById('content-brief').path} className={buttonVariants({ size: 'lg' })}>
              Create a content brief <ArrowRight aria-hidden="true" />
            </Link>
            <Link to={paths.blog} className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              Read the blog
            </Link>
          </div>
        </div>
      </section>
      <section aria-labelledby="why-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="why-heading" className="sr-only">
          What the tools do for you
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
          {blurbs.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <Icon className="size-6 text-brand-600" aria-hidden="true" />
              <h3 className="mt-3 font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-slate-600">{text}</p>
            </li>
          ))}
        </ul>
      </section>
      <ToolGrid />
    </>
  );
}
