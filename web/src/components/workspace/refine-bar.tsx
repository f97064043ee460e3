import { useState, type FormEvent } from 'react';
import { Sparkles } from 'lucide-react';
import { RefineRequestSchema } from '@lambdas/refine/contract';
import {
  INSTRUCTION_MAX,
  instructionLabels,
  type InstructionBody,
  type InstructionKind,
} from '@lambdas/shared/contracts/refinement';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { languageOptions } from '@/components/generation/language-field';
import { describeGenerationError } from '@/lib/generation-errors';
import { refineBody } from '@/lib/workspace/refine-request';
import type { RefinementState } from '@/lib/workspace/use-refinement';

const quick: InstructionKind[] = ['shorter', 'longer', 'formal', 'casual', 'another'];

/** A refusal's own words (the route's 400 messages are written for the form). */
const wording = { serverError: (_status: number, message: string) => message };

/**
 * Shorter, Longer, More formal, More casual, Another version, Translate to… and Your instruction: each checked
 * with the refine route's own schema first, so a bad request is a message here, never a round trip.
 */
export function RefineBar({ refinement }: { refinement: RefinementState }) {
  const [language, setLanguage] = useState('es');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const { tool, shown, isPending, error } = refinement;
  if (!tool || !shown) return null;

  function ask(instruction: InstructionBody, label: string) {
    const body = refineBody(tool!, shown!, instruction, refinement.language);
    const checked = RefineRequestSchema.safeParse(body);
    if (!checked.success)
      return setProblem(checked.error.issues[0]?.message ?? 'This refinement cannot be asked.');
    setProblem(undefined);
    refinement.send(body, label);
  }
  const translate = (event: FormEvent) => {
    event.preventDefault();
    const name = languageOptions.find((option) => option.value === language)?.label ?? language;
    ask({ kind: 'translate', language }, `Translate to ${name}`);
  };
  const custom = (event: FormEvent) => {
    event.preventDefault();
    ask({ kind: 'custom', text }, text.trim() || instructionLabels.custom);
  };
  const message = problem ?? (error ? describeGenerationError(error, wording).message : undefined);

  return (
    <section
      aria-label="Refine this result"
      className="mt-4 flex flex-col gap-3 rounded-xl border border-slate-200 p-4"
    >
      <h2 className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Sparkles className="size-4 text-brand-600" aria-hidden="true" /> Refine this result
        {isPending && <Spinner />}
      </h2>
      <div className="flex flex-wrap gap-2">
        {quick.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            disabled={isPending}
            onClick={() => ask({ kind }, instructionLabels[kind])}
          >
            {instructionLabels[kind]}
          </Button>
        ))}
      </div>
      <form onSubmit={translate} className="flex flex-wrap items-center gap-2">
        <label htmlFor="refine-language" className="text-sm text-slate-700">
          Translate to…
        </label>
        <div className="min-w-48 flex-1">
          <Select
            id="refine-language"
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
            options={languageOptions}
          />
        </div>
        <Button type="submit" variant="outline" size="sm" disabled={isPending}>
          Translate
        </Button>
      </form>
      <form onSubmit={custom} className="flex flex-wrap items-center gap-2">
        <label htmlFor="refine-instruction" className="text-sm text-slate-700">
          Your instruction
        </label>
        <Input
          id="refine-instruction"
          className="min-w-48 flex-1"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="e.g. mention our weekend opening hours"
          aria-describedby="refine-instruction-count"
        />
        <span id="refine-instruction-count" className="text-xs text-slate-500">
          {text.length}/{INSTRUCTION_MAX}
        </span>
        <Button type="submit" variant="outline" size="sm" disabled={isPending}>
          Refine
        </Button>
      </form>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </section>
  );
}
