import { queryOptions, useQuery } from '@tanstack/react-query';
import { SiteConfigSchema } from '@lambdas/site-config/contract';
import { apiRequest } from './api-client';

/** Run-time settings of this deployment (support address…), fetched once per visit. */
export const siteConfigQuery = queryOptions({
  queryKey: ['site-config'],
  queryFn: ({ signal }) => apiRequest('/api/site-config', SiteConfigSchema, { signal }),
  staleTime: Infinity,
});

export const useSiteConfig = () => useQuery(siteConfigQuery);
