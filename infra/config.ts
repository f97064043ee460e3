import * as z from 'zod';

/** Everything that differs between deployments of the site, validated before anything is synthesized. */
export const StageConfigSchema = z.object({
  region: z.string().regex(/^[a-z]{2}(-[a-z]+)+-\d$/, 'must be an AWS region such as us-east-1'),
  account: z
    .string()
    .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
    .optional(),
  senderEmail: z.email('must be the email address roast results are sent from'),
  supportEmail: z.email('must be the address the contact form writes to'),
  retainData: z.boolean({ error: 'must be true (keep tables on delete) or false (throwaway stage)' }),
  priceClass: z.enum(['PriceClass_100', 'PriceClass_200', 'PriceClass_All']).default('PriceClass_100'),
});

export type StageConfig = z.infer<typeof StageConfigSchema> & { stage: string };

/** Reads `stages.<stage>` from the CDK context; a missing or malformed value fails synth, naming it. */
export function loadStageConfig(stage: unknown, stages: unknown): StageConfig {
  const name = z
    .string()
    .regex(/^[a-z][a-z0-9-]{1,20}$/)
    .safeParse(stage);
  if (!name.success)
    throw new Error(`Invalid stage name ${JSON.stringify(stage)}: use lowercase letters, digits and dashes.`);
  const all = (stages ?? {}) as Record<string, unknown>;
  if (!(name.data in all)) {
    throw new Error(
      `No configuration for stage "${name.data}" in cdk.json context "stages" (have: ${Object.keys(all).join(', ') || 'none'}).`,
    );
  }
  const parsed = StageConfigSchema.safeParse(all[name.data]);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `stages.${name.data}.${i.path.join('.')} ${i.message}`);
    throw new Error(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  return { ...parsed.data, stage: name.data };
}
