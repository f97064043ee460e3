import {
  BedrockClient,
  GetFoundationModelAvailabilityCommand,
  GetFoundationModelCommand,
} from '@aws-sdk/client-bedrock';
import { CloudWatchClient, SetAlarmStateCommand } from '@aws-sdk/client-cloudwatch';
import {
  GetIdentityVerificationAttributesCommand,
  GetIdentityMailFromDomainAttributesCommand,
  GetSendQuotaCommand,
  SESClient,
} from '@aws-sdk/client-ses';
import { GetCallerIdentityCommand, STSClient } from '@aws-sdk/client-sts';
import { stageWarnings, type StageConfig } from '../../infra/config';
import { senderIdentityName } from '../../infra/constructs/route-access';
import { edgeRegion } from '../../infra/stacks/edge-stack';
import { outputKeys, physicalName, stackName } from '../../infra/names';
import { readStackOutputs } from './stack-outputs';

/** One line of the check: passed, a warning, or a failure with the command that fixes it. */
export interface Finding {
  level: 'ok' | 'warn' | 'fail';
  what: string;
  fix?: string;
}

const message = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err));

/** The model behind a reference: `global.anthropic.x` → `anthropic.x` (the lifecycle is the model's). */
const modelOf = (modelId: string) =>
  modelId.startsWith('arn:')
    ? modelId.slice(modelId.lastIndexOf('/') + 1).replace(/^[a-z-]+\.(?=[a-z0-9-]+\.)/, '')
    : modelId.replace(/^(us|us-gov|eu|apac|jp|au|ca|global)\./, '');

/** Whether CDK's bootstrap stack stands in a region. */
async function bootstrap(account: string, region: string): Promise<Finding> {
  const outputs = await readStackOutputs('CDKToolkit', region);
  return outputs
    ? { level: 'ok', what: `CDK bootstrapped in ${region} (version ${outputs.BootstrapVersion ?? '?'})` }
    : {
        level: 'fail',
        what: `CDK is not bootstrapped in ${region}`,
        fix: `npx cdk bootstrap aws://${account}/${region}`,
      };
}

/** The lifecycle and the account's access of the model, as Bedrock's control plane reports them. */
async function model(config: StageConfig): Promise<Finding[]> {
  const modelId = modelOf(config.bedrock.modelId);
  const bedrock = new BedrockClient({ region: config.region });
  const access = `open ${modelId} in the Bedrock console (Model catalog), send Anthropic's use-case form, then as an administrator: aws bedrock-runtime converse --region ${config.region} --model-id ${config.bedrock.modelId} --messages '[{"role":"user","content":[{"text":"Say hello"}]}]'`;
  try {
    const { modelDetails } = await bedrock.send(new GetFoundationModelCommand({ modelIdentifier: modelId }));
    const status = modelDetails?.modelLifecycle?.status;
    const lifecycle: Finding =
      status === 'ACTIVE'
        ? { level: 'ok', what: `${modelId} is Active on Bedrock` }
        : {
            level: 'fail',
            what: `${modelId} is ${status ?? 'of unknown lifecycle'}: new accounts cannot start on a Legacy model`,
            fix: 'pick an Active model on the Bedrock model lifecycle page and set bedrock.modelId',
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
          what: `${modelId} is not usable by this account (${missing.join(', ')})`,
          fix: access,
        }
      : { level: 'ok', what: `${modelId} is available to this account in ${config.region}` };
    return [lifecycle, usable];
  } catch (err) {
    return [{ level: 'fail', what: `Bedrock could not describe ${modelId}: ${message(err)}`, fix: access }];
  } finally {
    bedrock.destroy();
  }
}

/** The sender identity's verification (and MAIL FROM), and whether the account is still in the sandbox. */
async function email(config: StageConfig): Promise<Finding[]> {
  const identity = senderIdentityName(config);
  const ses = new SESClient({ region: config.region });
  try {
    const { VerificationAttributes = {} } = await ses.send(
      new GetIdentityVerificationAttributesCommand({ Identities: [identity] }),
    );
    const status = VerificationAttributes[identity]?.VerificationStatus;
    const how =
      config.senderIdentity === 'domain'
        ? 'publish the DkimRecord and MailFrom records of the Email stack outputs in the domain DNS'
        : `open the link SES emailed to ${identity}`;
    const findings: Finding[] = [
      status === 'Success'
        ? { level: 'ok', what: `SES identity ${identity} is verified` }
        : status
          ? { level: 'warn', what: `SES identity ${identity} is ${status}`, fix: how }
          : { level: 'ok', what: `SES identity ${identity} does not exist yet: the Email stack creates it` },
    ];
    if (config.senderIdentity === 'domain' && status) {
      const { MailFromDomainAttributes = {} } = await ses.send(
        new GetIdentityMailFromDomainAttributesCommand({ Identities: [identity] }),
      );
      const mailFrom = MailFromDomainAttributes[identity]?.MailFromDomainStatus;
      if (mailFrom !== 'Success')
        findings.push({ level: 'warn', what: `MAIL FROM is ${mailFrom ?? 'not set'}`, fix: how });
    }
    const { Max24HourSend } = await ses.send(new GetSendQuotaCommand({}));
    if ((Max24HourSend ?? 0) <= 200) {
      findings.push({
        level: 'warn',
        what: `SES is in the sandbox in ${config.region} (${Max24HourSend} emails a day, verified recipients only)`,
        fix: 'SES console: Account dashboard → Request production access',
      });
    }
    return findings;
  } catch (err) {
    return [{ level: 'fail', what: `SES could not be read: ${message(err)}` }];
  } finally {
    ses.destroy();
  }
}

/**
 * `npm run deploy -- <stage> --check`: what a deploy needs, before anything is created. Config first (offline),
 * then credentials; without them the rest is listed as not checked. With `testAlarm`, after a deploy, one
 * alarm is set to ALARM so the alarm address receives a test notification.
 */
export async function checkStage(
  config: StageConfig,
  options: { testAlarm?: boolean } = {},
): Promise<Finding[]> {
  const findings: Finding[] = [{ level: 'ok', what: `cdk.json stages.${config.stage} is valid` }];
  for (const warning of stageWarnings(config)) findings.push({ level: 'warn', what: warning });
  const sts = new STSClient({ region: config.region });
  let account: string;
  try {
    ({ Account: account = '' } = await sts.send(new GetCallerIdentityCommand({})));
    findings.push({ level: 'ok', what: `AWS credentials for account ${account}` });
  } catch (err) {
    findings.push(
      {
        level: 'fail',
        what: `No usable AWS credentials (${message(err)})`,
        fix: 'aws configure, aws sso login, or export AWS_PROFILE=<profile>; then aws sts get-caller-identity',
      },
      { level: 'warn', what: 'Not checked without credentials: CDK bootstrap, model access, SES identity' },
    );
    return findings;
  } finally {
    sts.destroy();
  }
  if (config.account && config.account !== account) {
    findings.push({
      level: 'fail',
      what: `The credentials are for ${account}, the stage names ${config.account}`,
    });
  }
  for (const region of [...new Set([config.region, edgeRegion])])
    findings.push(await bootstrap(account, region));
  findings.push(...(await model(config)), ...(await email(config)));
  findings.push(await alarmCheck(config, options.testAlarm === true));
  return findings;
}

/** After a deploy: says how to send a test notification, or sends one. */
async function alarmCheck(config: StageConfig, send: boolean): Promise<Finding> {
  const api = await readStackOutputs(stackName(config.stage, 'Api'), config.region);
  if (!api?.[outputKeys.alarmTopicArn]) return { level: 'ok', what: 'Alarms: not deployed yet' };
  const alarmName = physicalName(config.stage, 'api-5xx');
  if (!send) {
    return {
      level: 'ok',
      what: `Alarms notify ${config.alarmEmail ?? 'nobody (no alarmEmail)'}: add --test-alarm to send a test notification`,
    };
  }
  const cloudwatch = new CloudWatchClient({ region: config.region });
  try {
    await cloudwatch.send(
      new SetAlarmStateCommand({
        AlarmName: alarmName,
        StateValue: 'ALARM',
        StateReason: `Test notification from npm run deploy -- ${config.stage} --check --test-alarm`,
      }),
    );
    return {
      level: 'ok',
      what: `Sent a test notification: ${alarmName} set to ALARM; ${config.alarmEmail ?? 'nobody'} should get an email within minutes (the alarm returns to OK at its next evaluation)`,
    };
  } catch (err) {
    return { level: 'fail', what: `Could not set ${alarmName}: ${message(err)}` };
  } finally {
    cloudwatch.destroy();
  }
}
