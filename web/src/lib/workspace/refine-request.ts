import { apiPath } from '@catalog/routes';
import type { RefineBody, RefineTool } from '@lambdas/refine/contract';
import type { InstructionBody } from '@lambdas/shared/contracts/refinement';
import { toolById } from '@/config/tools';

/** A result as a page shows it: the answer (or the streamed text and its meta) and what the route measured first. */
export interface Shown<R> {
  data: R;
  streamData?: unknown;
  /** The language it is written in, when one was asked for (a translation's included). */
  language?: string;
  /** What another request of the page gave that this result builds on and shows beside it (YouTube's videos). */
  companion?: unknown;
}

/**
 * The previous result as its tool answered it: a streamed text under its answer field (the tool's declared
 * text field, with what the route measured first, e.g. the critique's checks), a structured answer as it is.
 */
export function previousOf(tool: RefineTool, { data, streamData }: Shown<unknown>): unknown {
  const field = toolById(tool).textField;
  if (!field) return data;
  const { text, ...meta } = data as { text: string };
  return { ...(streamData && typeof streamData === 'object' ? streamData : {}), ...meta, [field]: text };
}

/** The refine route's body for a shown result. */
export const refineBody = (
  tool: RefineTool,
  shown: Shown<unknown>,
  instruction: InstructionBody,
  outputLanguage?: string,
): RefineBody =>
  ({
    tool,
    previous: previousOf(tool, shown),
    instruction,
    ...(outputLanguage ? { outputLanguage } : {}),
  }) as RefineBody;

export const refinePath = apiPath('refine');
