import { Link } from 'react-router-dom';
import { FileText, Heading, Lightbulb, LayoutTemplate, MonitorPlay, Search } from 'lucide-react';
import { paths } from '@/config/paths';

const tools = [
  {
    to: paths.contentBrief,
    icon: FileText,
    title: 'Content Brief Generator',
    text: 'An SEO content brief you can download as a Word document.',
  },
  {
    to: paths.headlineHook,
    icon: Heading,
    title: 'Headline & Hook Writer',
    text: 'Headlines that earn the click and opening lines that keep readers.',
  },
  {
    to: paths.blogTopic,
    icon: Lightbulb,
    title: 'Blog Topic Ideator',
    text: '5 to 10 blog topic ideas with the reasoning behind each.',
  },
  {
    to: paths.landingPageCritique,
    icon: LayoutTemplate,
    title: 'Landing Page Copy Critique',
    text: 'Strengths, gaps and fixes for a page, by URL or pasted copy.',
  },
  {
    to: paths.showUpOnline,
    icon: Search,
    title: 'Show Up Online Tool',
    text: 'The keywords to target and the steps to get found in search.',
  },
  {
    to: paths.youtubeAnalysis,
    icon: MonitorPlay,
    title: 'YouTube Content Tool',
    text: 'What the top 15 videos for a keyword do, and ideas to beat them.',
  },
];

/** The 'What do you need help with today?' grid of the six tools. */
export function ToolGrid() {
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="tools-heading" className="text-center text-3xl font-bold tracking-tight">
        What do you need help with today?
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {tools.map(({ to, icon: Icon, title, text }) => (
          <li key={to}>
            <Link
              to={to}
              className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600"
            >
              <Icon className="size-8 text-brand-600" aria-hidden="true" />
              <span className="mt-4 text-lg font-semibold group-hover:text-brand-700">{title}</span>
              <span className="mt-2 text-sm text-slate-600">{text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
