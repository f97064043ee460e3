/**
 * The first checks of every deploy and of `--check`: the stage's settings (offline), the AWS credentials and
 * the account they are for, and CDK's bootstrap stack in the stage region and in us-east-1. SDK clients load
 * only here, after the settings are read, so an answer without credentials comes in well under two seconds.
 */
import type { StageConfig } from '../../infra/config';
import { stageWarnings } from '../../infra/stage-warnings';
import { edgeRegion } from '../../catalog/names';
import { errorLine, failureKind, type Finding } from './findings';
import { readStackOutputs } from './stack-outputs';

/** The account the shell's credentials are for and its partition (from the caller's ARN), or why there is none. */
export async function callerAccount(
  region: string,
): Promise<{ account: string; partition: string } | { error: string; kind: ReturnType<typeof failureKind> }> {
  const { GetCallerIdentityCommand, STSClient } = await import('@aws-sdk/client-sts');
  const sts = new STSClient({ region });
  try {
    const { Account = '', Arn = '' } = await sts.send(new GetCallerIdentityCommand({}));
    return { account: Account, partition: Arn.split(':')[1] || 'aws' };
  } catch (err) {
    return { error: errorLine(err), kind: failureKind(err) };
  } finally {
    sts.destroy();
  }
}

/** What `--check` says when the caller is unknown: no credentials, AWS out of reach, or credentials refused. */
function callerFinding(region: string, { error, kind }: { error: string; kind: string }): Finding {
  if (kind === 'unreachable')
    return {
      level: 'fail',
      what: `Could not reach AWS (STS in ${region}: ${error}): a network, DNS or proxy problem, not the credentials`,
      fix: `check the connection and DNS (curl -sI https://sts.${region}.amazonaws.com), and HTTPS_PROXY if a proxy is required; then aws sts get-caller-identity`,
    };
  return {
    level: 'fail',
    what:
      kind === 'refused' ? `AWS refused the credentials (${error})` : `No usable AWS credentials (${error})`,
    fix: 'aws configure, aws sso login, or export AWS_PROFILE=<profile>; then aws sts get-caller-identity',
  };
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

/** What the rest of a check needs: the findings so far, and the account and partition when the credentials work. */
export interface Preflight {
  findings: Finding[];
  account?: string;
  partition?: string;
}

/** Settings, credentials and bootstrap: what `deploy` checks before it builds anything. */
export async function preflight(config: StageConfig): Promise<Preflight> {
  const findings: Finding[] = [{ level: 'ok', what: `cdk.json stages.${config.stage} is valid` }];
  for (const warning of stageWarnings(config)) findings.push({ level: 'warn', what: warning });
  const caller = await callerAccount(config.region);
  if ('error' in caller) {
    findings.push(callerFinding(config.region, caller));
    return { findings };
  }
  const { account, partition } = caller;
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
  return { findings, account, partition };
}
