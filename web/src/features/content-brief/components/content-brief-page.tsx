import { useRef, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { toast } from 'sonner';
import type { ContentBriefBody } from '@lambdas/content-brief/contract';
import { PageMeta } from '@/components/page-meta';
import { describeGenerationError } from '@/lib/generation-errors';
import { useGenerateBrief } from '../api/generate-brief';
import { BriefForm } from './brief-form';
import { BriefResult } from './brief-result';

const benefits = [
  'An SEO snapshot and title options',
  'An outline your writer can follow',
  'A Word document to share',
];

export function ContentBriefPage() {
  const generation = useGenerateBrief();
  const [topic, setTopic] = useState('');
  const resultRef = useRef<HTMLDivElement>(null);

  function generate(body: ContentBriefBody) {
    setTopic(body.topic);
    if (window.matchMedia('(max-width: 1023px)').matches)
      resultRef.current?.scrollIntoView({ behavior: 'smooth' });
    generation.generate(body, {
      onSuccess: () => toast.success('Content brief generated successfully!'),
      onError: (error) =>
        toast.error(`Failed to generate content brief: ${describeGenerationError(error).message}`),
    });
  }

  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <PageMeta
        title="Content Brief Generator"
        description="Turn a topic and a few keywords into an SEO content brief your writer can follow, downloadable as a Word document."
      />
      <section className="mb-8 rounded-2xl bg-gradient-to-r from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:p-8">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Content Brief Generator</h1>
        <p className="mt-3 max-w-3xl text-slate-700">
          Hours of research in minutes: describe what you want to publish and get an SEO content brief with
          titles, a meta description, an outline and tips, ready to hand to a writer.
        </p>
        <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-2">
              <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> {benefit}
            </li>
          ))}
        </ul>
      </section>
      <div className="grid gap-8 lg:grid-cols-2">
        <BriefForm generating={generation.isPending} onSubmit={generate} />
        <div ref={resultRef} className="scroll-mt-20">
          <BriefResult
            brief={generation.text}
            topic={topic}
            generating={generation.isPending}
            demo={generation.data?.demo ?? false}
            error={generation.error}
          />
        </div>
      </div>
    </div>
  );
}
