import type { ReactNode, Ref } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { WorkspaceLinks } from './workspace/workspace-links';
import { toolById, type ToolId } from '@/config/tools';
import { breadcrumbJsonLd } from '@/lib/head/structured-data';
import { PageMeta } from './page-meta';

interface ToolPageProps {
  /** The tool: its registry entry gives the h1, document title and meta description. */
  tool: ToolId;
  intro: ReactNode;
  benefits: readonly string[];
  form: ReactNode;
  result: ReactNode;
  /** The result column, scrolled into view on narrow screens when a generation starts. */
  resultRef?: Ref<HTMLDivElement>;
  /** Full-width results under the form and result columns (e.g. a grid too wide for one column). */
  wide?: ReactNode;
}

/** A tool page: intro panel, then the form beside its result (stacked on narrow screens). */
export function ToolPage({ tool, intro, benefits, form, result, resultRef, wide }: ToolPageProps) {
  const { label: title, description, path } = toolById(tool);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title={title}
        description={description}
        jsonLd={(siteUrl) => [breadcrumbJsonLd(siteUrl, [[title, path]])]}
      />
      <section className="mb-8 rounded-2xl bg-gradient-to-r from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> {benefit}
            </li>
          ))}
        </ul>
        <WorkspaceLinks />
      </section>
      {/* min-w-0: a wide result (a table) scrolls inside its own box instead of widening the page. */}
      <div className="grid gap-8 lg:grid-cols-2 [&>*]:min-w-0">
        {form}
        <div ref={resultRef} className="scroll-mt-20">
          {result}
        </div>
      </div>
      {wide}
    </div>
  );
}
