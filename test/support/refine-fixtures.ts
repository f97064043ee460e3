import type { RefineBody, RefineTool } from '../../lambdas/refine/contract';
import { LOCAL_RESULT_SECRET, signatureOf } from '../../lambdas/shared/results/signature';
import { declarationOf, refineOf, textFieldOf, toolIds } from '../../catalog/manifest';
import { fixturesOf } from './tool-fixtures';

/** A result of `tool` as this site would answer it: signed with the local stack's key. */
export function signed(tool: RefineTool, result: Record<string, unknown>): Record<string, unknown> {
  const { signature: _old, ...unsigned } = result;
  return { ...unsigned, signature: signatureOf(LOCAL_RESULT_SECRET, tool, unsigned, refineOf(tool).anew) };
}

/** Each tool's first answer, as the tool returns it in demo mode (buffered JSON, meta and signature included). */
export const previousResults = Object.fromEntries(
  toolIds.map((id) => [id, signed(id, fixturesOf(id).previous())]),
) as Record<RefineTool, Record<string, unknown>>;

/** The tools that write text (and stream it when asked); the others answer one structured JSON object. */
export const textTools = toolIds.filter((id) => declarationOf(id).kind === 'text');

/** The text of a text tool's first answer. */
export const previousText = (tool: RefineTool): string =>
  String(previousResults[tool][textFieldOf(declarationOf(tool)) ?? '']);

/** A valid refine request of `tool`'s first answer: Shorter unless `overrides` say otherwise. */
export const refineBody = (
  tool: RefineTool = 'content-brief',
  overrides: Partial<RefineBody> = {},
): RefineBody =>
  ({
    tool,
    previous: previousResults[tool],
    instruction: { kind: 'shorter' },
    ...overrides,
  }) as RefineBody;
