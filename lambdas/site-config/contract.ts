import * as z from '../shared/contracts/zod';

/**
 * `GET /api/site-config`: the settings the SPA reads at run time, so one build serves every stage. The page
 * shows them without this schema (web/src/lib/site-config.ts); the function's tests hold its answer to it.
 */
export const SiteConfigSchema = z.object({
  supportEmail: z.email(),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
