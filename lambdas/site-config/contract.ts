import * as z from '../shared/contracts/zod';

/** `GET /api/site-config`: the settings the SPA reads at run time, so one build serves every stage. */
export const SiteConfigSchema = z.object({
  supportEmail: z.email(),
});

export type SiteConfig = z.infer<typeof SiteConfigSchema>;
