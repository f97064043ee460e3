import type { ReactNode } from 'react';
import { CheckCircle2 } from 'lucide-react';

/** The intro panel at the top of a tool page: its name (the page's h1), what it does and what you get. */
export function ToolIntro({
  title,
  children,
  benefits,
}: {
  title: string;
  children: ReactNode;
  benefits: readonly string[];
}) {
  return (
    <section className="mb-8 rounded-2xl bg-gradient-to-r from-brand-50 to-white p-6 ring-1 ring-brand-100 sm:p-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{children}</p>
      <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
        {benefits.map((benefit) => (
          <li key={benefit} className="flex items-center gap-2">
            <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" /> {benefit}
          </li>
        ))}
      </ul>
    </section>
  );
}
