import { readFileSync } from 'node:fs';
import { CloudFormationClient, DescribeStacksCommand } from '@aws-sdk/client-cloudformation';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { SESClient } from '@aws-sdk/client-ses';
import { configurationSetName } from '../../infra/environment';
import { outputKeys, stackName, unsubscribeSecretName } from '../../catalog/names';
import { SesMailer, type Mailer } from '../../lambdas/shared/email/mailer';
import { LOCAL_UNSUBSCRIBE_SECRET } from '../../lambdas/shared/email/unsubscribe-secret';
import { readLiveStoreEndpoint } from '../local/store-endpoint';
import { CliError } from './cli-error';

/** What resending a roast needs: a mailer, the site the unsubscribe link points at, and its signing key. */
export interface MailSetup {
  mailer: Mailer;
  siteUrl: string;
  secret: string;
  close(): void;
}

/** The running local site's mail server: resent mail lands in the same local mailbox as the site's. */
export function localMail(dataDir: string): MailSetup {
  const live = readLiveStoreEndpoint(dataDir);
  if (!live?.sesEndpoint || !live.siteUrl) {
    throw new CliError('The local site is not running.', [
      'start it with `npm start` first: resent mail goes to its local mailbox',
    ]);
  }
  const ses = new SESClient({
    region: 'us-east-1',
    endpoint: live.sesEndpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return {
    mailer: new SesMailer(ses, { from: process.env.SENDER_EMAIL ?? 'noreply@example.com' }),
    siteUrl: live.siteUrl,
    secret: process.env.UNSUBSCRIBE_SECRET ?? LOCAL_UNSUBSCRIBE_SECRET,
    close: () => ses.destroy(),
  };
}

/** The stage's sender address, from its settings in cdk.json. */
function stageSender(stage: string): string {
  const cdk = JSON.parse(readFileSync('cdk.json', 'utf8')) as {
    context?: { stages?: Record<string, { senderEmail?: string }> };
  };
  const sender = cdk.context?.stages?.[stage]?.senderEmail;
  if (!sender) throw new CliError(`cdk.json has no senderEmail for stage '${stage}'.`);
  return sender;
}

/** A deployed stage: its sender and configuration set, its site address (web stack output) and signing key. */
export async function stageMail(stage: string, region: string): Promise<MailSetup> {
  const cfn = new CloudFormationClient({ region });
  const secrets = new SecretsManagerClient({ region });
  try {
    const web = stackName(stage, 'Web');
    const { Stacks = [] } = await cfn.send(new DescribeStacksCommand({ StackName: web }));
    const siteUrl = Stacks[0]?.Outputs?.find((o) => o.OutputKey === outputKeys.siteUrl)?.OutputValue;
    if (!siteUrl) throw new CliError(`Stack ${web} has no output ${outputKeys.siteUrl}: deploy it first.`);
    const { SecretString } = await secrets.send(
      new GetSecretValueCommand({ SecretId: unsubscribeSecretName(stage) }),
    );
    if (!SecretString) throw new CliError(`The secret ${unsubscribeSecretName(stage)} is empty.`);
    const ses = new SESClient({ region });
    return {
      mailer: new SesMailer(ses, { from: stageSender(stage), configurationSet: configurationSetName(stage) }),
      siteUrl,
      secret: SecretString,
      close: () => ses.destroy(),
    };
  } finally {
    cfn.destroy();
    secrets.destroy();
  }
}
