import type { StageConfig } from '../../../infra/config';
import { senderIdentityName } from '../../../infra/environment';
import { errorLine, type Finding } from '../findings';

/** The sender identity's verification (and MAIL FROM), and whether the account is still in the SES sandbox. */
export async function emailChecks(config: StageConfig): Promise<Finding[]> {
  const {
    GetIdentityMailFromDomainAttributesCommand,
    GetIdentityVerificationAttributesCommand,
    GetSendQuotaCommand,
    SESClient,
  } = await import('@aws-sdk/client-ses');
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
    return [{ level: 'fail', what: `SES could not be read: ${errorLine(err)}` }];
  } finally {
    ses.destroy();
  }
}
