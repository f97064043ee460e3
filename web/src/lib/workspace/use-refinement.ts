import { useCallback, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { ToolRouteId } from '@infra/routes';
import type { RefineBody } from '@lambdas/refine/contract';
import { track } from '@/lib/analytics/events';
import { toast } from '@/lib/toast';
import { isRefinable, refinePath, type Shown } from './refine-request';

type Request<R> = (path: string, body: unknown, onText: (text: string) => void) => Promise<R>;

/**
 * A tool page's refinements: the refine route asked in the tool's own way (streamed text, or a JSON answer),
 * its streamed text so far, and its error, which the refine bar shows; the result on screen stays until the
 * refined one is complete (text tools show the new text as it streams).
 */
export function useRefinement<R>(
  id: ToolRouteId,
  shown: (Shown<R> & { body: unknown }) | undefined,
  request: Request<R>,
  onDone: (result: R, label: string, language: string | undefined) => void,
) {
  const [partial, setPartial] = useState('');
  const mutation = useMutation({
    mutationFn: ({ body }: { body: RefineBody; label: string }) => {
      setPartial('');
      return request(refinePath, body, (text) => setPartial((current) => current + text));
    },
  });
  const { mutate } = mutation;
  const send = useCallback(
    (body: RefineBody, label: string) => {
      track({ name: 'result_refine', kind: body.instruction.kind });
      mutate(
        { body, label },
        {
          onSuccess: (result) => {
            const { instruction } = body as { instruction: { kind: string; language?: string } };
            onDone(result, label, instruction.kind === 'translate' ? instruction.language : undefined);
            toast.success(`Refined: ${label}`);
          },
        },
      );
    },
    [mutate, onDone],
  );
  const language =
    shown?.language ?? (shown?.body as { outputLanguage?: string } | undefined)?.outputLanguage;
  return {
    /** The tool's route id when its result on screen can be refined. */
    tool: shown && isRefinable(id) ? id : undefined,
    shown,
    /** The language the result on screen is written in: refinements keep writing in it. */
    language,
    send,
    isPending: mutation.isPending,
    error: mutation.error,
    partial,
  };
}
