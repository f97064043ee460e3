import type { BrandRoastRequest, BrandRoastResponse } from '@lambdas/brand-roast/contract';
import { track } from '@/lib/events/track';
import { useTool } from '@/lib/use-tool';

/**
 * `POST /functions/v1/brand-roast`: one JSON answer; the flow shows the outcome itself, so no toasts. A roast
 * answered means its lead was stored: counted by entry (`brand-roast` or the landing page's slug), never the address.
 */
export const useRoastBrand = () =>
  useTool<BrandRoastRequest, BrandRoastResponse>('brand-roast', {
    parse: async () => {
      const { BrandRoastResponseSchema } = await import('@lambdas/brand-roast/contract');
      return (answer) => BrandRoastResponseSchema.parse(answer);
    },
    success: (_answer, request) =>
      track({ name: 'lead_captured', source: request.sourceSlug ?? 'brand-roast' }),
    failure: () => undefined,
    // A refinement is never emailed; the roast on screen still was (or was not), as its first answer said.
    carry: (refined, before) => ({ ...refined, emailed: before.emailed }),
  });
