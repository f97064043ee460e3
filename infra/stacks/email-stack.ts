import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import {
  ConfigurationSet,
  ConfigurationSetTlsPolicy,
  EmailIdentity,
  Identity,
  SuppressionReasons,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { senderIdentityName } from '../constructs/route-access';
import { configurationSetName } from '../environment';
import { outputKeys } from '../names';

/** The SES identity roast results are sent from (address or whole domain), with a configuration set. */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

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
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: config.senderIdentity === 'domain' ? Identity.domain(name) : Identity.email(name),
      configurationSet: this.configurationSet,
    });
    new CfnOutput(this, outputKeys.senderIdentity, {
      value: name,
      description:
        config.senderIdentity === 'domain'
          ? 'Publish the three DKIM CNAME records below in the domain DNS to verify it.'
          : 'SES emails this address a verification link: open it before the site sends mail.',
    });
    new CfnOutput(this, outputKeys.configurationSet, { value: this.configurationSet.configurationSetName });
    if (config.senderIdentity === 'domain') {
      this.identity.dkimRecords.forEach((record, i) => {
        new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${record.name} CNAME ${record.value}` });
      });
    }
  }
}
