import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SiteConfig } from '@lambdas/site-config/contract';
import { ApiError } from './api-errors';

/**
 * Run-time settings of this deployment (support address…), fetched once per visit. The function writes them
 * from the stage's settings, checked at synth; the page shows the address as text and a mailto: link, so it
 * reads the answer without the schema: the privacy policy's first load has no zod and no API client.
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: async ({ signal }): Promise<SiteConfig> => {
    const response = await fetch('/api/site-config', { signal });
    if (!response.ok)
      throw new ApiError(response.status, `Request failed with status ${response.status}`, '');
    const { supportEmail } = (await response.json()) as Partial<SiteConfig>;
    if (typeof supportEmail !== 'string') throw new Error('The site settings name no support address.');
    return { supportEmail };
  },
  staleTime: Infinity,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
