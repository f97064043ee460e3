/**
 * The first checks of every deploy and of `--check`: the stage's settings (offline), the AWS credentials and
 * the account they are for, and CDK's bootstrap stack in the stage region and in us-east-1. SDK clients load
 * only here, after the settings are read, so an answer without credentials comes in well under two seconds.
 */
import type { StageConfig } from '../../infra/config';
import { stageWarnings } from '../../infra/stage-warnings';
import { edgeRegion } from '../../infra/names';
import { errorLine, type Finding } from './findings';
import { readStackOutputs } from './stack-outputs';

/** The account the shell's credentials are for, or why there is none. */
export async function callerAccount(region: string): Promise<{ account: string } | { error: string }> {
  const { GetCallerIdentityCommand, STSClient } = await import('@aws-sdk/client-sts');
  const sts = new STSClient({ region });
  try {
    const { Account = '' } = await sts.send(new GetCallerIdentityCommand({}));
    return { account: Account };
  } catch (err) {
    return { error: errorLine(err) };
  } finally {
    sts.destroy();
  }
}

/** Whether CDK's bootstrap stack stands in a region. */
async function bootstrap(account: string, region: string): Promise<Finding> {
  try {
    const outputs = await readStackOutputs('CDKToolkit', region);
    if (outputs)
      return {
        level: 'ok',
        what: `CDK bootstrapped in ${region} (version ${outputs.BootstrapVersion ?? '?'})`,
      };
  } catch (err) {
    return { level: 'fail', what: `CloudFormation could not be read in ${region}: ${errorLine(err)}` };
  }
  return {
    level: 'fail',
    what: `CDK is not bootstrapped in ${region}`,
    fix: `npx cdk bootstrap aws://${account}/${region}`,
  };
}

/** What the rest of a check needs: the findings so far, and the account when the credentials work. */
export interface Preflight {
  findings: Finding[];
  account?: string;
}

/** Settings, credentials and bootstrap: what `deploy` checks before it builds anything. */
export async function preflight(config: StageConfig): Promise<Preflight> {
  const findings: Finding[] = [{ level: 'ok', what: `cdk.json stages.${config.stage} is valid` }];
  for (const warning of stageWarnings(config)) findings.push({ level: 'warn', what: warning });
  const caller = await callerAccount(config.region);
  if ('error' in caller) {
    findings.push({
      level: 'fail',
      what: `No usable AWS credentials (${caller.error})`,
      fix: 'aws configure, aws sso login, or export AWS_PROFILE=<profile>; then aws sts get-caller-identity',
    });
    return { findings };
  }
  const { account } = caller;
  findings.push({ level: 'ok', what: `AWS credentials for account ${account}` });
  if (config.account && config.account !== account) {
    findings.push({
      level: 'fail',
      what: `The credentials are for ${account}, the stage names ${config.account}`,
      fix: `use credentials for ${config.account}, or change stages.${config.stage}.account`,
    });
  }
  const regions = [...new Set([config.region, edgeRegion])];
  findings.push(...(await Promise.all(regions.map((region) => bootstrap(account, region)))));
  return { findings, account };
}
