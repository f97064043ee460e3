/**
 * The account quotas a plan is held to: Lambda's concurrent executions and the Bedrock tokens per minute of the
 * stage's two models, read from Service Quotas when there are credentials, else the documented default (or
 * unknown where none is documented).
 */
import type { StageConfig } from '../../../infra/config';
import { errorLine } from '../findings';

/** A quota's value (undefined: unknown) and where it comes from. */
export interface Quota {
  value: number | undefined;
  source: string;
}

export interface Quotas {
  lambdaConcurrency: Quota;
  modelTokensPerMinute: Quota;
  researchTokensPerMinute: Quota;
}

const LAMBDA_CONCURRENCY = { service: 'lambda', code: 'L-B99A9384' } as const;

/** Without credentials: Lambda documents its default; Bedrock documents none for these models. */
export const documentedQuotas: Quotas = {
  lambdaConcurrency: {
    value: 1000,
    source:
      'documented default (Lambda developer guide, Lambda quotas: 1,000 a Region); new accounts may start lower',
  },
  modelTokensPerMinute: {
    value: undefined,
    source: 'unknown: no default is documented for this model; run with credentials to read Service Quotas',
  },
  researchTokensPerMinute: {
    value: undefined,
    source: 'unknown: no default is documented for this model; run with credentials to read Service Quotas',
  },
};

const squash = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * The tokens-per-minute quota of a model reference among Bedrock's quotas: named after the model (`Anthropic
 * Claude Haiku 5.5`, `Amazon Nova 2 Lite`) and its kind of call (global or geographic cross-Region, on-demand).
 */
export function tpmQuotaFor(
  quotas: readonly { QuotaName?: string; Value?: number }[],
  reference: string,
): { name: string; value: number } | undefined {
  const parts = reference.slice(reference.lastIndexOf('/') + 1).split('.');
  const profile = parts.length > 2 ? parts[0] : undefined;
  const model = squash(parts.at(-1)!.replace(/(-\d{8})?-v\d+(:\d+)?$/, ''));
  const kind = (name: string) =>
    profile === 'global'
      ? name.includes('global')
      : profile
        ? name.includes('cross') && !name.includes('global')
        : name.includes('on-demand');
  const found = quotas.find(({ QuotaName = '' }) => {
    const name = QuotaName.toLowerCase();
    return name.includes('tokens per minute') && kind(name) && squash(name).includes(model);
  });
  return found?.QuotaName && found.Value !== undefined
    ? { name: found.QuotaName, value: found.Value }
    : undefined;
}

/** The stage's quotas from Service Quotas (the caller has checked the credentials). */
export async function readQuotas(config: StageConfig): Promise<Quotas> {
  const { GetServiceQuotaCommand, ServiceQuotasClient, paginateListServiceQuotas } =
    await import('@aws-sdk/client-service-quotas');
  const client = new ServiceQuotasClient({ region: config.region });
  const source = `Service Quotas, ${config.region}`;
  try {
    const [lambda, bedrock] = await Promise.all([
      client
        .send(
          new GetServiceQuotaCommand({
            ServiceCode: LAMBDA_CONCURRENCY.service,
            QuotaCode: LAMBDA_CONCURRENCY.code,
          }),
        )
        .then((answer) => answer.Quota?.Value),
      (async () => {
        const all: { QuotaName?: string; Value?: number }[] = [];
        for await (const page of paginateListServiceQuotas({ client }, { ServiceCode: 'bedrock' }))
          all.push(...(page.Quotas ?? []));
        return all;
      })(),
    ]);
    const tpm = (reference: string): Quota => {
      const found = tpmQuotaFor(bedrock, reference);
      return found
        ? { value: found.value, source: `${source}: ${found.name}` }
        : { value: undefined, source: `${source}: no tokens-per-minute quota named for ${reference}` };
    };
    return {
      lambdaConcurrency: { value: lambda, source: `${source}: Concurrent executions` },
      modelTokensPerMinute: tpm(config.bedrock.modelId),
      researchTokensPerMinute: tpm(config.research.modelId),
    };
  } catch (err) {
    const failed = { value: undefined, source: `Service Quotas could not be read (${errorLine(err)})` };
    return { lambdaConcurrency: failed, modelTokensPerMinute: failed, researchTokensPerMinute: failed };
  } finally {
    client.destroy();
  }
}
