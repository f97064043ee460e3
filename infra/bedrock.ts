/**
 * What a configured Bedrock model reference means for IAM. Pure: the CDK code passes the partition,
 * region and account (tokens at synth time), this module only builds ARN strings.
 */

/**
 * Prefixes of the cross-Region (system-defined) inference profiles, e.g. `us.anthropic.claude-…`, and the
 * stage regions each one serves: a profile only takes requests from a source region of its geography.
 */
const geographies: Record<string, (region: string) => boolean> = {
  us: (region) => /^us-(east|west)-\d$/.test(region),
  'us-gov': (region) => region.startsWith('us-gov-'),
  eu: (region) => region.startsWith('eu-'),
  apac: (region) => region.startsWith('ap-'),
  jp: (region) => ['ap-northeast-1', 'ap-northeast-3'].includes(region),
  au: (region) => ['ap-southeast-2', 'ap-southeast-4'].includes(region),
  ca: (region) => region.startsWith('ca-'),
  // Every commercial region: not GovCloud, not China.
  global: (region) => !region.startsWith('us-gov-') && !region.startsWith('cn-'),
};

/** The default model: Claude Haiku 5.5 (Bedrock model card, Active since 7 Oct 2026) through its global profile. */
export const defaultModel = 'anthropic.claude-haiku-5-5';
const modelId = /^[a-z0-9-]+\.[a-zA-Z0-9.:_-]+$/;
const arn =
  /^arn:aws[a-z-]*:bedrock:([a-z0-9-]*):(\d{12})?:(foundation-model|inference-profile|application-inference-profile)\/([a-zA-Z0-9.:_-]+)$/;

type Reference =
  | { kind: 'model'; model: string; arn?: string }
  | { kind: 'profile'; model: string; profileId: string; arn?: string }
  | { kind: 'application-profile'; arn: string };

function parse(reference: string): Reference | undefined {
  const match = arn.exec(reference);
  if (match) {
    const [, , , type, id] = match as unknown as [string, string, string, string, string];
    if (type === 'application-inference-profile') return { kind: 'application-profile', arn: reference };
    const parsed = parse(id);
    return parsed && parsed.kind !== 'application-profile' ? { ...parsed, arn: reference } : undefined;
  }
  if (!modelId.test(reference)) return undefined;
  const [first, ...rest] = reference.split('.');
  if (first! in geographies && modelId.test(rest.join('.'))) {
    return { kind: 'profile', model: rest.join('.'), profileId: reference };
  }
  return { kind: 'model', model: reference };
}

/** Whether a config value names a Bedrock model, a cross-Region inference profile or an inference profile ARN. */
export const isBedrockModelReference = (reference: string): boolean => parse(reference) !== undefined;

/** Application inference profiles hide their model: IAM then needs the model named in the config. */
export const needsFoundationModel = (reference: string): boolean =>
  parse(reference)?.kind === 'application-profile';

/**
 * The model a stage uses when its config names none: the global cross-Region profile of the default model
 * where the region can use it (every commercial region), else none (GovCloud and China must name one).
 */
export const defaultModelId = (region: string): string | undefined =>
  geographies.global!(region) ? `global.${defaultModel}` : undefined;

/**
 * Why a model reference cannot serve a stage in `region`, or undefined when it can: a cross-Region
 * profile takes requests only from a source region of its geography (a `us.` profile in eu-west-1 deploys,
 * then fails every call), and a profile ARN only from its own region.
 */
export function regionMismatch(reference: string, region: string): string | undefined {
  const parsed = parse(reference);
  if (!parsed || parsed.kind === 'model') return undefined;
  const arnRegion = parsed.arn ? arn.exec(parsed.arn)?.[1] : undefined;
  if (arnRegion && arnRegion !== region) return `names region ${arnRegion}, but the stage is in ${region}`;
  if (parsed.kind !== 'profile') return undefined;
  const geography = parsed.profileId.split('.')[0]!;
  if (geographies[geography]!(region)) return undefined;
  return `is a ${geography}. inference profile, which takes no requests from ${region}: use the profile of the stage's geography or global.${parsed.model}`;
}

/** The id CloudWatch publishes Bedrock metrics under (`ModelId` dimension). */
export function metricModelId(reference: string): string {
  return reference.startsWith('arn:') ? reference.slice(reference.lastIndexOf('/') + 1) : reference;
}

/** Regions where Nova Web Grounding runs: US regions only (Nova user guide, "Web Grounding"). */
export const groundingRegion = (region: string): boolean => /^us-(east|west)-\d$/.test(region);

/**
 * IAM resources of `bedrock:InvokeTool` for the `nova_grounding` system tool, and no other system tool: in any
 * region the research model's US profile routes to, and in the regionless form the Bedrock service reference
 * shows (`arn:aws:bedrock::<account>:system-tool/…`), until an account confirms which one Bedrock checks;
 * also without an account, as AWS-owned resources such as foundation models are named.
 * `npm run deploy -- <stage> --check` makes one grounded search to see that the grant holds.
 */
export const groundingToolArns = ({ partition, account }: Omit<BedrockEnvironment, 'region'>): string[] => [
  `arn:${partition}:bedrock:*:${account}:system-tool/amazon.nova_grounding`,
  `arn:${partition}:bedrock::${account}:system-tool/amazon.nova_grounding`,
  `arn:${partition}:bedrock:*::system-tool/amazon.nova_grounding`,
];

export interface BedrockEnvironment {
  partition: string;
  region: string;
  account: string;
}

/** IAM resources for invoking a model: `direct` as is, `viaProfile` only through the named profiles. */
export interface BedrockGrant {
  direct: string[];
  viaProfile?: { models: string[]; profiles: string[] };
}

/** Least-privilege IAM resources for `bedrock:InvokeModel*` on one configured model or inference profile. */
export function bedrockGrant(
  reference: string,
  env: BedrockEnvironment,
  foundationModel?: string,
): BedrockGrant {
  const { partition, region, account } = env;
  const modelArn = (model: string, inRegion = region) =>
    `arn:${partition}:bedrock:${inRegion}::foundation-model/${model}`;
  const profileArn = (id: string) => `arn:${partition}:bedrock:${region}:${account}:inference-profile/${id}`;
  // A cross-Region profile may route to any Region of its geography (or any commercial one for global);
  // the global profile's documentation also names the model without a region.
  const routed = (model: string, profiles: string[]) => ({
    models: profiles.some((p) => p.includes('inference-profile/global.'))
      ? [modelArn(model, '*'), modelArn(model, '')]
      : [modelArn(model, '*')],
    profiles,
  });

  const parsed = parse(reference);
  if (!parsed) throw new Error(`Not a Bedrock model reference: ${reference}`);
  if (parsed.kind === 'model') return { direct: [parsed.arn ?? modelArn(parsed.model)] };
  if (parsed.kind === 'profile') {
    const profile = parsed.arn ?? profileArn(parsed.profileId);
    return { direct: [profile], viaProfile: routed(parsed.model, [profile]) };
  }
  const underlying = foundationModel ? parse(foundationModel) : undefined;
  if (!underlying || underlying.kind === 'application-profile') {
    throw new Error(`An application inference profile needs bedrock.foundationModelId: ${reference}`);
  }
  if (underlying.kind === 'model') {
    return {
      direct: [parsed.arn],
      viaProfile: { models: [modelArn(underlying.model)], profiles: [parsed.arn] },
    };
  }
  const system = profileArn(underlying.profileId);
  return { direct: [parsed.arn, system], viaProfile: routed(underlying.model, [parsed.arn, system]) };
}
