import {
  BrandRoastResponseSchema,
  type BrandRoastRequest,
  type BrandRoastResponse,
} from '@lambdas/brand-roast/contract';
import { useToolGeneration } from '@/lib/use-tool-generation';

/** `POST /functions/v1/brand-roast`: one JSON answer; the flow shows the outcome itself, so no toasts. */
export const useRoastBrand = () =>
  useToolGeneration<BrandRoastRequest, BrandRoastResponse>('brand-roast', {
    parse: (answer) => BrandRoastResponseSchema.parse(answer),
    success: () => undefined,
    failure: () => undefined,
    keep: 'brand-roast',
  });
