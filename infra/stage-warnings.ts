import type { StageConfig } from './config';
import { defaultModelPrice } from './config-models';

/** The model price warning: the plan and the dashboard would price another model at Haiku 5.5's rates. */
export function modelPriceWarning(config: StageConfig): string | undefined {
  const { modelId, defaultPrice } = config.bedrock;
  if (!defaultPrice || modelId === defaultModelPrice.modelId) return undefined;
  return `Stage ${config.stage} prices ${modelId} at the default of ${defaultModelPrice.modelId} ($${defaultModelPrice.input} in, $${defaultModelPrice.output} out per million tokens): set bedrock.pricePerMillionTokens to its own prices (another model, or a geographic profile, costs more), or the plan, the cost budget and the dashboard's spend are too low.`;
}

/** What a valid stage should still hear about before it deploys (printed by synth, `--plan` and `--check`). */
export function stageWarnings(config: StageConfig): string[] {
  const { stage, domain, siteUrl } = config;
  return [
    config.alarmEmail
      ? undefined
      : `Stage ${stage} has no alarmEmail: its alarms, SES bounces and complaints reach nobody, and no cost budget is created.`,
    config.research.enabled
      ? undefined
      : `Stage ${stage} has live research off (Nova Web Grounding runs in US regions only): briefs and topic ideas say they were written without live search data.`,
    modelPriceWarning(config),
    domain && siteUrl && siteUrl.replace(/\/$/, '') !== `https://${domain.name}`
      ? `Stage ${stage} has domain ${domain.name}: its siteUrl ${siteUrl} is ignored (the domain is the site's address); remove siteUrl from cdk.json.`
      : undefined,
    config.placeholders.length
      ? `Stage ${stage} still has placeholders (${config.placeholders.join(', ')}): planned as they are, but synth, --check and deploy refuse them until they are set.`
      : undefined,
  ].filter((warning): warning is string => warning !== undefined);
}
