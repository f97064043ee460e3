import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadStageConfig } from '../../infra/config';
import { siteUrlOf } from '../../infra/environment';
import { outputKeys, stackName } from '../../catalog/names';
import { folderTarget, type SiteTarget } from '../site/targets';
import { CliError } from './cli-error';

/** Where the publisher writes, and the site address pages are rendered for (undefined: the build's). */
export interface SiteSetup {
  target: SiteTarget;
  siteUrl?: string;
  /** Whether a CDN caches the site, so changed paths are invalidated. */
  cached: boolean;
  close(): void;
}

/** The local editor layer, `<dataDir>/site`, which `npm start` serves before web/dist. */
export function localSite(dataDir: string): SiteSetup {
  return { target: folderTarget(join(dataDir, 'site')), cached: false, close: () => undefined };
}

/** The stage's public address (`siteUrl` in its cdk.json settings, else its custom domain), as the CDK app reads it. */
export function stageSiteUrl(stage: string, cdkJson = 'cdk.json'): string {
  const cdk = JSON.parse(readFileSync(cdkJson, 'utf8')) as { context?: { stages?: unknown } };
  const url = siteUrlOf(loadStageConfig(stage, cdk.context?.stages));
  if (!url) {
    throw new CliError(`Stage '${stage}' has no siteUrl: pages need it for their canonical links.`, [
      `set "siteUrl" under stages.${stage} in cdk.json to the stage's https address (its SiteUrl output)`,
    ]);
  }
  return url.replace(/\/+$/, '');
}

/** A deployed stage's site bucket and distribution, from its web stack's outputs. */
export async function stageSite(stage: string, region: string): Promise<SiteSetup> {
  const siteUrl = stageSiteUrl(stage);
  const stack = stackName(stage, 'Web');
  // The stage's clients load here: a local publish never needs them.
  const { CloudFormationClient, DescribeStacksCommand } = await import('@aws-sdk/client-cloudformation');
  const { bucketTarget } = await import('../site/bucket-target');
  const cfn = new CloudFormationClient({ region });
  let outputs: Record<string, string | undefined>;
  try {
    const { Stacks = [] } = await cfn.send(new DescribeStacksCommand({ StackName: stack }));
    outputs = Object.fromEntries((Stacks[0]?.Outputs ?? []).map((o) => [o.OutputKey, o.OutputValue]));
  } catch (err) {
    throw new CliError(`Could not read stack ${stack} in ${region}: ${(err as Error).message}`);
  } finally {
    cfn.destroy();
  }
  const bucket = outputs[outputKeys.bucketName];
  const distributionId = outputs[outputKeys.distributionId];
  if (!bucket || !distributionId) {
    throw new CliError(
      `Stack ${stack} has no ${outputKeys.bucketName} or ${outputKeys.distributionId} output: deploy it first.`,
    );
  }
  const target = bucketTarget({ bucket, distributionId, region });
  return { target, siteUrl, cached: true, close: () => target.close() };
}
