/** Claude's effort levels that hold with thinking off (its model card caps effort at high then). */
export type Effort = 'low' | 'medium' | 'high';

/**
 * Claude-specific fields of a Converse request (`additionalModelRequestFields`). Thinking is off: Claude
 * Haiku 5.5 thinks adaptively by default, which delays a tool's first word, and a forced tool (how
 * structured answers are asked for) cannot be combined with thinking. Other model families get none.
 */
export function modelRequestFields(modelId: string, effort?: Effort): Record<string, unknown> | undefined {
  if (!/anthropic\.claude-/.test(modelId)) return undefined;
  return { thinking: { type: 'disabled' }, ...(effort ? { output_config: { effort } } : {}) };
}
