import { errorCode } from '../generation-errors';
import { track } from './track';
import type { CountedMeta } from './mutation-meta';

/** A stage of a counted mutation: started, answered, failed. */
export type Stage = 'submit' | 'result' | 'error';

/**
 * The visitor counts of one stage of a tool's generation (`tool_submit`, `tool_result`, `tool_error` with its
 * code; a client's own cancel is not an error) or of a refinement (`result_refine` with its kind).
 */
export function countMutation(stage: Stage, meta: CountedMeta, variables: unknown, error?: unknown): void {
  if (meta.count === 'refine') {
    const kind = (variables as { body?: { instruction?: { kind?: string } } }).body?.instruction?.kind;
    if (stage === 'submit' && kind) track({ name: 'result_refine', kind } as Parameters<typeof track>[0]);
    return;
  }
  if (stage === 'submit') return track({ name: 'tool_submit', tool: meta.tool });
  if (stage === 'result') return track({ name: 'tool_result', tool: meta.tool });
  const code = errorCode(error);
  if (code !== 'aborted') track({ name: 'tool_error', tool: meta.tool, code });
}
