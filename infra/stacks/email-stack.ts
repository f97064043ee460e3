import { CfnOutput, RemovalPolicy, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import { PublicHostedZone, TxtRecord, type IPublicHostedZone } from 'aws-cdk-lib/aws-route53';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  MailFromBehaviorOnMxFailure,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { configurationSetName, senderIdentityName } from '../environment';
import { outputKeys, unsubscribeSecretName } from '../../catalog/names';
import { dmarcRecord, emailZoneOf } from '../stage-domain';

/** A domain identity whose records CDK writes into a hosted zone that holds it (its apex or a name inside). */
class DomainInZone extends Identity {
  constructor(
    readonly value: string,
    readonly hostedZone: IPublicHostedZone,
  ) {
    super();
  }
}

/**
 * The SES identity roast results are sent from (address or whole domain), with a configuration set, and
 * the key that signs the unsubscribe link in every email.
 */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;
  readonly unsubscribeSecret: Secret;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    const { config } = props;
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: configurationSetName(config.stage),
      reputationMetrics: true,
      // Never keep mailing an address that bounced or complained: protects the account's reputation.
      suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
      tlsPolicy: ConfigurationSetTlsPolicy.REQUIRE,
    });
    const name = senderIdentityName(config);
    const domain = config.senderIdentity === 'domain';
    // Easy DKIM signs for the domain, and a MAIL FROM of its own aligns SPF with it: what Gmail's sender rules ask.
    const mailFrom = `${config.mailFromSubdomain}.${name}`;
    const zoneAttributes = domain ? emailZoneOf(config) : undefined;
    // In the stage's hosted zone CDK writes the DKIM CNAMEs and the MAIL FROM MX and SPF records itself.
    const zone =
      zoneAttributes &&
      PublicHostedZone.fromPublicHostedZoneAttributes(this, 'Zone', {
        hostedZoneId: zoneAttributes.id,
        zoneName: zoneAttributes.name,
      });
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: zone ? new DomainInZone(name, zone) : domain ? Identity.domain(name) : Identity.email(name),
      configurationSet: this.configurationSet,
      ...(domain
        ? {
            mailFromDomain: mailFrom,
            mailFromBehaviorOnMxFailure: MailFromBehaviorOnMxFailure.USE_DEFAULT_VALUE,
          }
        : {}),
    });
    new CfnOutput(this, outputKeys.senderIdentity, {
      value: name,
      description: zone
        ? `The DKIM, MAIL FROM and DMARC records are in the hosted zone ${zone.zoneName}.`
        : domain
          ? 'Publish the DKIM CNAME records, the MAIL FROM MX and TXT records and the DMARC record below in the domain DNS.'
          : 'SES emails this address a verification link: open it before the site sends mail.',
    });
    new CfnOutput(this, outputKeys.configurationSet, { value: this.configurationSet.configurationSetName });
    // Functions and the admin CLI find it by this name: no reference ties their stacks to this one.
    this.unsubscribeSecret = new Secret(this, 'UnsubscribeSigningKey', {
      secretName: unsubscribeSecretName(config.stage),
      description: `${config.stage}: HMAC key of the unsubscribe links in roast emails`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      removalPolicy: config.retainData ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    Validations.of(this.unsubscribeSecret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason: 'Rotating the key would break the unsubscribe links of every email already sent.',
    });
    const dmarc = dmarcRecord(config);
    if (zone) new TxtRecord(this, 'Dmarc', { zone, recordName: dmarc.name, values: [dmarc.value] });
    if (domain && !zone) {
      new CfnOutput(this, 'DmarcRecord', { value: `${dmarc.name} TXT "${dmarc.value}"` });
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
      });
      new CfnOutput(this, 'MailFromMxRecord', {
        value: `${mailFrom} MX 10 feedback-smtp.${config.region}.amazonses.com`,
      });
      new CfnOutput(this, 'MailFromSpfRecord', {
        value: `${mailFrom} TXT "v=spf1 include:amazonses.com ~all"`,
      });
    }
  }
}
