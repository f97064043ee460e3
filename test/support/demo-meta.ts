import type { GenerationMeta } from '../../lambdas/shared/contracts/generation';
import type { DemoAnswer } from '../../lambdas/shared/generator/demo-sample';

/** The meta a demo answer carries: `demo`, its sample header, plausible usage. */
export const demoMeta = <T>({ sample }: DemoAnswer<T>): GenerationMeta => ({
  demo: true,
  sample,
  usage: { inputTokens: 300, outputTokens: 500 },
});
