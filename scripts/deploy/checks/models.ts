/**
 * The models a stage calls, as Bedrock's control plane reports them (lifecycle, this account's access), and one
 * small grounded search when research is on, so a refusal of the grounding tool shows by name before launch.
 */
import type { StageConfig } from '../../../infra/config';
import { errorLine, refusedBySCP, scpFix, type Finding } from '../findings';

/** The model behind a reference: `global.anthropic.x` → `anthropic.x` (the lifecycle is the model's). */
export const modelOf = (modelId: string): string =>
  modelId.startsWith('arn:')
    ? modelId.slice(modelId.lastIndexOf('/') + 1).replace(/^[a-z-]+\.(?=[a-z0-9-]+\.)/, '')
    : modelId.replace(/^(us|us-gov|eu|apac|jp|au|ca|global)\./, '');

const accessFix = (region: string, reference: string) =>
  `open ${modelOf(reference)} in the Bedrock console (Model catalog) and enable it (Anthropic models: send the ` +
  `use-case form), then as an administrator: aws bedrock-runtime converse --region ${region} --model-id ` +
  `${reference} --messages '[{"role":"user","content":[{"text":"Say hello"}]}]'`;

/** One model's lifecycle and this account's access to it in the stage's region. */
async function model(region: string, reference: string, role: string): Promise<Finding[]> {
  const { BedrockClient, GetFoundationModelAvailabilityCommand, GetFoundationModelCommand } =
    await import('@aws-sdk/client-bedrock');
  const modelId = modelOf(reference);
  const bedrock = new BedrockClient({ region });
  try {
    const { modelDetails } = await bedrock.send(new GetFoundationModelCommand({ modelIdentifier: modelId }));
    const status = modelDetails?.modelLifecycle?.status;
    const lifecycle: Finding =
      status === 'ACTIVE'
        ? { level: 'ok', what: `${role} ${modelId} is Active on Bedrock` }
        : {
            level: 'fail',
            what: `${role} ${modelId} is ${status ?? 'of unknown lifecycle'}: new accounts cannot start on a Legacy model`,
            fix: 'pick an Active model on the Bedrock model lifecycle page and set it in cdk.json',
          };
    const availability = await bedrock.send(new GetFoundationModelAvailabilityCommand({ modelId }));
    const missing = [
      availability.authorizationStatus !== 'AUTHORIZED' &&
        `authorization ${availability.authorizationStatus}`,
      availability.entitlementAvailability !== 'AVAILABLE' &&
        `entitlement ${availability.entitlementAvailability}`,
      availability.regionAvailability !== 'AVAILABLE' && `region ${availability.regionAvailability}`,
      availability.agreementAvailability?.status !== 'AVAILABLE' &&
        `agreement ${availability.agreementAvailability?.status}`,
    ].filter(Boolean);
    const usable: Finding = missing.length
      ? {
          level: 'fail',
          what: `${role} ${modelId} is not usable by this account (${missing.join(', ')})`,
          fix: accessFix(region, reference),
        }
      : { level: 'ok', what: `${role} ${modelId} is available to this account in ${region}` };
    return [lifecycle, usable];
  } catch (err) {
    const what = `Bedrock could not describe ${role} ${modelId}: ${errorLine(err)}`;
    return [{ level: 'fail', what, fix: accessFix(region, reference) }];
  } finally {
    bedrock.destroy();
  }
}

/** The stage's model and, when research is on, the research model. */
export async function modelChecks(config: StageConfig): Promise<Finding[]> {
  const checks = [model(config.region, config.bedrock.modelId, 'the stage model')];
  if (config.research.enabled)
    checks.push(model(config.region, config.research.modelId, 'the research model'));
  return (await Promise.all(checks)).flat();
}

/**
 * One grounded search with the research model, as the functions make it (research/grounding.ts): an access
 * refusal is reported by its name. It runs as the deploying identity, which the functions are not: it proves
 * the account and the model, and the functions' grant names both ARN forms of the tool (infra/bedrock.ts).
 */
export async function groundingProbe(config: StageConfig, partition = 'aws'): Promise<Finding> {
  const [{ BedrockRuntimeClient }, { groundedSearch, groundingPrompt }] = await Promise.all([
    import('@aws-sdk/client-bedrock-runtime'),
    import('../../../lambdas/shared/research/grounding'),
  ]);
  const client = new BedrockRuntimeClient({ region: config.region, maxAttempts: 1 });
  const what = `Nova Web Grounding with ${config.research.modelId}`;
  try {
    const { pages } = await groundedSearch(
      client,
      config.research.modelId,
      groundingPrompt('amazon bedrock pricing', 'en'),
      AbortSignal.timeout(config.research.timeoutMs),
    );
    return pages.length
      ? { level: 'ok', what: `${what} answered a search with ${pages.length} cited pages` }
      : {
          level: 'warn',
          what: `${what} answered a search without citing a page`,
          fix: 'run the check again',
        };
  } catch (err) {
    if (refusedBySCP(err))
      return {
        level: 'fail',
        what: `${what} was refused by your organization’s service control policy (${errorLine(err)})`,
        fix: scpFix,
      };
    return {
      level: 'fail',
      what: `${what} refused a search (${errorLine(err)})`,
      fix: `${accessFix(config.region, config.research.modelId)}; the caller needs bedrock:InvokeTool on arn:${partition}:bedrock::<account>:system-tool/amazon.nova_grounding`,
    };
  } finally {
    client.destroy();
  }
}
