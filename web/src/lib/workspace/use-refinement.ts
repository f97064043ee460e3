import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { RefineBody } from '@lambdas/refine/contract';
import type { ToolId } from '@/config/tools';
import type { CountedMeta } from '@/lib/events/mutation-meta';
import { toast } from '@/lib/toast';
import type { ToolGeneration } from '@/lib/use-tool-generation';
import { refinePath, type Shown } from './refine-request';

const meta: CountedMeta = { count: 'refine' };

/**
 * A tool page's refinements: the refine route asked in the tool's own way (streamed text, or a JSON answer)
 * through the page's generation, its streamed text so far, and its error, which the refine bar shows; the
 * result on screen stays until the refined one is complete, which then replaces it and is kept. `carry` takes
 * over what the refined answer cannot know from the one it replaces (whether the roast was emailed,
 * the length a LinkedIn post is measured against).
 */
export function useRefinement<B, R>(
  tool: ToolId,
  generation: ToolGeneration<B, R>,
  keep: (label: string, shown: Shown<R>) => void,
  carry?: (refined: R, before: R, instruction: RefineBody['instruction']) => R,
) {
  const [partial, setPartial] = useState('');
  const { request, answerOf, show, shown } = generation;
  const mutation = useMutation({
    meta,
    mutationFn: ({ body }: { body: RefineBody; label: string }) => {
      setPartial('');
      return request(refinePath, body, (text) => setPartial((current) => current + text));
    },
  });
  const { mutate } = mutation;
  const language =
    shown?.language ?? (shown?.body as { outputLanguage?: string } | undefined)?.outputLanguage;
  const send = useCallback(
    (body: RefineBody, label: string) =>
      mutate(
        { body, label },
        {
          onSuccess: (result) => {
            const { instruction } = body;
            const translated = instruction.kind === 'translate' ? instruction.language : undefined;
            const refined = carry && shown ? carry(result, shown.data, instruction) : result;
            const answer = answerOf(refined, translated ?? shown?.language);
            show((now) => ({ ...now, ...answer }));
            keep(label, answer);
            toast.success(`Refined: ${label}`);
          },
        },
      ),
    [mutate, answerOf, show, keep, carry, shown],
  );
  return {
    /** The tool whose result on screen can be refined (none until there is one). */
    tool: shown ? tool : undefined,
    shown,
    /** The language the result on screen is written in: refinements keep writing in it. */
    language,
    send,
    isPending: mutation.isPending,
    error: mutation.error,
    partial,
  };
}

/** What the refine bar reads and calls, whatever the tool's request and answer. */
export type RefinementState = ReturnType<typeof useRefinement<unknown, unknown>>;
