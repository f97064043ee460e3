import * as z from '../shared/contracts/zod';
import { GenerationMetaSchema } from '../shared/contracts/generation';
import { REFINE_MAX_AGE_DAYS, RESULT_TOO_OLD } from '../shared/contracts/refinement';
import { toFieldIssues, validationError } from '../shared/http/validate';
import { checkSignature, resultSecret } from '../shared/results/signature';
import { refineOf } from '../../catalog/manifest';
import type { Refinement } from '../shared/tool-kit/refinement';
import type { RefineRequest, RefineTool } from './contract';

/** The refinement of one tool (`lambdas/<id>/refinement.ts`): only that tool's code loads. */
export async function refinementOf(tool: RefineTool): Promise<Refinement> {
  const loaded = (await import(`../${tool}/refinement.ts`)) as { refinement: Refinement };
  return loaded.refinement;
}

/** Answer fields a refinement does not need: the generation meta. */
const optionalMeta = z.partial(GenerationMetaSchema).shape;

/** What a form shows for a previous result this site did not write, or that was changed since. */
export const UNSIGNED_PREVIOUS =
  'We can refine only a result this site wrote, as it was written. Please generate it again, then refine it.';

/**
 * The request with its previous result checked: signed by this site for this tool, unchanged and at most
 * REFINE_MAX_AGE_DAYS old (signature.ts), then held to the tool's own answer contract (its generation meta, and
 * what the refinement measures anew, optional). One 400 naming what is wrong, before the visitor's limits.
 */
export async function withPrevious(body: RefineRequest, now = Date.now()): Promise<RefineRequest> {
  const refine = refineOf(body.tool);
  const signature = checkSignature(await resultSecret(), body.tool, body.previous, {
    ...(refine.anew ? { anew: refine.anew } : {}),
    now,
    maxAgeMs: REFINE_MAX_AGE_DAYS * 86_400_000,
  });
  if (signature !== 'signed')
    throw validationError([
      { field: 'previous', message: signature === 'expired' ? RESULT_TOO_OLD : UNSIGNED_PREVIOUS },
    ]);
  const { response } = await refinementOf(body.tool);
  const anew = Object.fromEntries(
    (refine.anew ?? []).map((key) => [key, z.optional((response as z.ZodMiniObject).shape[key]!)]),
  );
  const schema = z.extend(response as z.ZodMiniObject, { ...optionalMeta, ...anew });
  const parsed = z.safeParse(schema, body.previous);
  if (!parsed.success) throw validationError(toFieldIssues(parsed.error, 'previous'));
  return { ...body, previous: parsed.data as Record<string, unknown> };
}
