import * as declared from './tools';
import type { ToolDeclaration } from './declaration';

/** The declaration of every tool, as `catalog/tools.ts` lists them. */
export type Declared = (typeof declared)[keyof typeof declared];

/** A tool's one name (`lambdas/<id>/`, `web/src/features/<id>/`, its page `/<id>`). */
export type ToolId = Declared['id'];

/** Every tool's declaration (pure data: safe for CDK, every Lambda and the browser). */
export const toolDeclarations: readonly Declared[] = Object.values(declared);

/** The ids of every tool. */
export const toolIds: readonly ToolId[] = toolDeclarations.map((tool) => tool.id);

/** The declaration of one tool. */
export function declarationOf<Id extends ToolId>(id: Id): Extract<Declared, { id: Id }> {
  const found = toolDeclarations.find((tool) => tool.id === id);
  if (!found) throw new Error(`No tool "${id}" in catalog/tools.ts`);
  return found as Extract<Declared, { id: Id }>;
}

/** True for the id of a declared tool. */
export const isToolId = (id: unknown): id is ToolId => (toolIds as readonly unknown[]).includes(id);

/** The text field of a text tool's answer (what its stream fills, what Copy takes); structured tools have none. */
export const textFieldOf = (tool: ToolDeclaration): string | undefined =>
  tool.kind === 'text' ? tool.refine.fields[0] : undefined;

/** What a refinement of a tool's result rewrites, its cap, and what it measures anew (the declaration's `refine`). */
export const refineOf = (id: ToolId): ToolDeclaration['refine'] => declarationOf(id).refine;
