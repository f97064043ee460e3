import { Stack, type StackProps } from 'aws-cdk-lib';
import { ConfigurationSet, EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';

/** The SES identity roast results are sent from, with a configuration set for delivery events. */
export class EmailStack extends Stack {
  readonly identity: EmailIdentity;
  readonly configurationSet: ConfigurationSet;

  constructor(scope: Construct, id: string, props: StackProps & { config: StageConfig }) {
    super(scope, id, props);
    this.configurationSet = new ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `${props.config.stage}-content-copilot`,
    });
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: Identity.email(props.config.senderEmail),
      configurationSet: this.configurationSet,
    });
  }
}
