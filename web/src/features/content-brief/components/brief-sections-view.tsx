import { splitBrief, type SectionTone } from '@lambdas/shared/documents/brief-sections';
import { SectionBody } from '@/components/generation/section-body';
import { cn } from '@/lib/cn';

/** docs/product.md#content-brief colours: SEO green; title/meta blue; outline/content purple; CTA orange; tone/style pink; others grey. */
const toneClass: Record<SectionTone, string> = {
  green: 'border-emerald-500 bg-emerald-50',
  blue: 'border-sky-500 bg-sky-50',
  purple: 'border-violet-500 bg-violet-50',
  orange: 'border-orange-500 bg-orange-50',
  pink: 'border-pink-500 bg-pink-50',
  grey: 'border-slate-400 bg-slate-50',
};

/** The brief in titled, colour-coded sections; used while it streams in and when it is done. */
export function BriefSectionsView({ brief }: { brief: string }) {
  return (
    <div className="flex flex-col gap-3">
      {splitBrief(brief).map((section, i) => (
        <section
          key={`${section.title}-${i}`}
          data-tone={section.tone}
          className={cn('rounded-lg border-l-4 p-4', toneClass[section.tone])}
        >
          <h3 className="mb-2 font-semibold text-slate-900">{section.title}</h3>
          <SectionBody text={section.body} />
        </section>
      ))}
    </div>
  );
}
