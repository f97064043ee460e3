import { splitBrief } from '@lambdas/shared/documents/brief-sections';
import { SectionBody } from '@/components/generation/section-body';
import { cn } from '@/lib/cn';

/** One colour per section of a critique, so the seven sections are easy to tell apart. */
const sectionClass: Record<string, string> = {
  Overview: 'border-sky-500 bg-sky-50',
  Strengths: 'border-emerald-500 bg-emerald-50',
  Opportunities: 'border-orange-500 bg-orange-50',
  Recommendations: 'border-violet-500 bg-violet-50',
  'Accessibility Audit': 'border-pink-500 bg-pink-50',
  'A/B Test Ideas': 'border-amber-500 bg-amber-50',
  'Tool Suggestions': 'border-slate-400 bg-slate-50',
};

/** The critique in titled sections, as plain text; used while it streams in and when it is done. */
export function CritiqueSectionsView({ analysis }: { analysis: string }) {
  return (
    <div className="flex flex-col gap-3">
      {splitBrief(analysis, 'Overview').map((section, i) => (
        <section
          key={`${section.title}-${i}`}
          className={cn(
            'rounded-lg border-l-4 p-4',
            sectionClass[section.title] ?? sectionClass['Tool Suggestions'],
          )}
        >
          <h3 className="mb-2 font-semibold text-slate-900">{section.title}</h3>
          <SectionBody text={section.body} />
        </section>
      ))}
    </div>
  );
}
