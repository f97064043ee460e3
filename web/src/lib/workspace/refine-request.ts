import { apiPath, type ToolRouteId } from '@infra/routes';
import type { RefineBody, RefineTool } from '@lambdas/refine/contract';
import type { InstructionBody } from '@lambdas/shared/contracts/refinement';

/** A result as a page shows it: the answer (or the streamed text and its meta) and what the route measured first. */
export interface Shown<R> {
  data: R;
  streamData?: unknown;
  /** The language it is written in, when one was asked for (a translation's included). */
  language?: string;
}

/** The answer field a text tool's stream fills, by route id; structured tools send their answer as it came. */
const textField: Partial<Record<RefineTool, string>> = {
  'content-brief': 'brief',
  'headline-hook': 'result',
  'linkedin-post': 'post',
  'landing-page-critique': 'analysis',
};

/** The routes whose results the refine route takes (the contract's list, kept here without its schemas). */
export const refinableRoutes: readonly string[] = [
  'content-brief',
  'headline-hook',
  'blog-topic',
  'landing-page-critique',
  'linkedin-post',
  'show-up-online',
  'idea-generator',
  'brand-roast',
];

/** True for a tool route whose results the refine route takes. */
export const isRefinable = (id: ToolRouteId): id is ToolRouteId & RefineTool => refinableRoutes.includes(id);

/**
 * The previous result as its tool answered it: a streamed text under its answer field (with what the route
 * measured first, e.g. the critique's checks), a structured answer as it is.
 */
export function previousOf(tool: RefineTool, { data, streamData }: Shown<unknown>): unknown {
  const field = textField[tool];
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
