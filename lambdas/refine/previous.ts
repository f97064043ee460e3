import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { toFieldIssues, validationError } from '../shared/http/validate';
import type { Refinement } from '../shared/tool-kit/refinement';
import type { RefineRequest, RefineTool } from './contract';

/** The refinement of one tool (`lambdas/<id>/refinement.ts`): only that tool's code loads. */
export async function refinementOf(tool: RefineTool): Promise<Refinement> {
  const loaded = (await import(`../${tool}/refinement.ts`)) as { refinement: Refinement };
  return loaded.refinement;
}

/** Answer fields a refinement does not need: the generation meta. */
const optionalMeta = z.partial(GenerationMetaSchema).shape;

/**
 * The request with its previous result held to the tool's own answer contract (its generation meta, and what
 * the refinement measures again, optional): one 400 naming each field it lacks, before the visitor's limits.
 */
export async function withPrevious(body: RefineRequest): Promise<RefineRequest> {
  const { response, notRead } = await refinementOf(body.tool);
  const schema = z.extend(response as z.ZodMiniObject, { ...optionalMeta, ...notRead });
  const parsed = z.safeParse(schema, body.previous);
  if (!parsed.success) throw validationError(toFieldIssues(parsed.error, 'previous'));
  return { ...body, previous: parsed.data as Record<string, unknown> };
}
