import { Link } from 'react-router-dom';
import { tools } from '@/config/tools';

/** The home grid's tools: those with a home card title, in registry order. */
const gridTools = tools.flatMap((tool) => (tool.homeTitle ? [{ ...tool, title: tool.homeTitle }] : []));

/** The 'What do you need help with today?' grid of the tools. */
export function ToolGrid() {
  return (
    <section aria-labelledby="tools-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="tools-heading" className="text-center text-3xl font-bold tracking-tight">
        What do you need help with today?
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {gridTools.map(({ path, icon: Icon, title, blurb }) => (
          <li key={path}>
            <Link
              to={path}
              className="group flex h-full flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:shadow-md hover:ring-brand-600"
            >
              <Icon className="size-8 text-brand-600" aria-hidden="true" />
              <span className="mt-4 text-lg font-semibold group-hover:text-brand-700">{title}</span>
              <span className="mt-2 text-sm text-slate-600">{blurb}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
