import * as z from 'zod';
import { isBedrockModelReference, needsFoundationModel } from './bedrock';

const int = (min: number, max: number) => z.number().int().min(min).max(max);

/**
 * Longest a generation may take, with room to answer: a buffered answer (JSON, .docx) sends nothing before the
 * model is done, and 55 s stays inside CloudFront's origin read timeout even at its old 60 s maximum.
 */
export const maxGenerationMs = 55_000;

/** What the stage's model costs when the stage names no price: Claude Haiku 5.5 through its global profile. */
export const defaultModelPrice = {
  modelId: 'global.anthropic.claude-haiku-5-5',
  input: 0.1,
  output: 0.5,
  source: 'Haiku 5.5 (global profile) on https://aws.amazon.com/bedrock/pricing/, read late 2026',
} as const;

/** The stage's model settings (`bedrock` in cdk.json). */
export const BedrockSchema = z
  .object({
    /** Default: Claude Haiku 5.5 through its global cross-Region profile (see `defaultModelId`). */
    modelId: z
      .string()
      .refine(isBedrockModelReference, {
        message:
          'must be a Bedrock model id (anthropic.claude-…), a cross-Region inference profile id (us.…, eu.…, global.…) or an inference profile ARN',
      })
      .optional(),
    foundationModelId: z
      .string()
      .refine(isBedrockModelReference, { message: 'must be a Bedrock model or inference profile id' })
      .optional(),
    maxOutputTokens: int(1, 64_000).default(2048),
    temperature: z.number().min(0).max(1).default(0.7),
    /**
     * Deadline of one whole generation, every attempt included. CloudFront gives up on an answer whose first
     * byte takes its origin read timeout, and buffered answers (JSON, .docx) send nothing before the model is done.
     */
    timeoutMs: int(1000, maxGenerationMs).default(50_000),
    /** Calls the Bedrock client makes per request when throttled; all of them within `timeoutMs`. */
    maxAttempts: int(1, 5).default(3),
    /** Claude's effort (output_config.effort); unset, the model's default. Thinking is always off (see generator). */
    effort: z.enum(['low', 'medium', 'high']).optional(),
    /**
     * US dollars per million tokens, for the plan and the dashboard's estimated spend. Unset: Haiku 5.5's through
     * its global profile (`defaultModelPrice`), and `--plan`, `--check` and synth warn when the model is another.
     */
    pricePerMillionTokens: z.object({ input: z.number().min(0), output: z.number().min(0) }).optional(),
  })
  .refine((b) => !b.modelId || !needsFoundationModel(b.modelId) || b.foundationModelId !== undefined, {
    message: 'is required when modelId is an application inference profile ARN (IAM must name the model)',
    path: ['foundationModelId'],
  });

/**
 * Live research before a brief or topic ideas (issue 29): a grounding-capable Nova model through Converse with
 * the `nova_grounding` system tool, which the Nova user guide ("Web Grounding") offers in US regions only.
 */
export const ResearchSchema = z.object({
  /** Default: on in a US region, off elsewhere. */
  enabled: z.boolean().optional(),
  /** Default: Nova 2 Lite through its US cross-Region profile, the model the guide's example grounds with. */
  modelId: z
    .string()
    .refine((id) => isBedrockModelReference(id) && /(^|\.)amazon\.nova-/.test(id), {
      message: 'must be an Amazon Nova model or inference profile id (us.amazon.nova-…)',
    })
    .default('us.amazon.nova-2-lite-v1:0'),
  /** Grounded searches per UTC day; cached keywords (7 days) are free. An alarm fires at 80 %. */
  dailyCalls: int(1, 1_000_000).default(500),
  /** Time for the grounded search and the reading of its pages. */
  timeoutMs: int(2000, 40_000).default(25_000),
  /**
   * US dollars one grounded search costs (Nova Web Grounding's own fee, beside the research model's tokens), for
   * the plan. Unset: the default of scripts/deploy/plan/prices.ts, shown with its source and range.
   */
  pricePerSearchUsd: z.number().min(0).max(10).optional(),
});
