import { CheckCircle2 } from 'lucide-react';
import { PageMeta } from '@/components/page-meta';
import { WorkspaceLinks } from '@/components/workspace/workspace-links';
import { breadcrumbJsonLd } from '@/lib/head/structured-data';
import { toolById } from '@/config/tools';
import { RoastFlow } from './roast-flow';

const benefits = [
  'A roast of your copy, not of you',
  '3 to 5 new taglines',
  'Results emailed and downloadable',
];

/** `/brand-roast`: the tool page, reached by its address (it has no place in the navigation). */
export function BrandRoastPage() {
  const { label, description, path } = toolById('brand-roast');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta
        title={label}
        description={description}
        jsonLd={(siteUrl) => [breadcrumbJsonLd(siteUrl, [[label, path]])]}
      />
      <section className="mb-8 rounded-2xl bg-gradient-to-r from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{label}</h1>
        <p className="mt-3 text-slate-700">
          Tell us your brand&apos;s tagline and pitch. We&apos;ll roast the copy with some tough love, then
          rebuild it: new taglines, an elevator pitch and a voice to write in.
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> {benefit}
            </li>
          ))}
        </ul>
        <WorkspaceLinks />
      </section>
      <RoastFlow formTitle="Tell us about your brand" resetLabel="Roast Another Brand" />
    </div>
  );
}
