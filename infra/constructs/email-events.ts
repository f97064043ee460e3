import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import type { IKey } from 'aws-cdk-lib/aws-kms';
import {
  ConfigurationSet,
  ConfigurationSetEventDestination,
  EmailSendingEvent,
  EventDestination,
} from 'aws-cdk-lib/aws-ses';
import type { ITopic } from 'aws-cdk-lib/aws-sns';
import { Construct } from 'constructs';
import { configurationSetName } from '../environment';

export interface EmailEventsProps {
  stage: string;
  /** The alarm topic, and the key it is encrypted with. */
  topic: ITopic;
  key: IKey;
}

/**
 * Bounces and complaints of the stage's mail, published by SES to the alarm topic: a rising rate puts the
 * account's sending at risk, so the owner hears of each. The configuration set is found by its fixed name
 * (the email stack deploys first), so no reference ties the two stacks.
 */
export class EmailEvents extends Construct {
  constructor(scope: Construct, id: string, props: EmailEventsProps) {
    super(scope, id);
    const configurationSet = ConfigurationSet.fromConfigurationSetName(
      this,
      'ConfigurationSet',
      configurationSetName(props.stage),
    );
    // CDK adds the topic policy (SES of this account and configuration set only); the key must let SES encrypt.
    props.key.grant(new ServicePrincipal('ses.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    new ConfigurationSetEventDestination(this, 'BouncesAndComplaints', {
      configurationSet,
      configurationSetEventDestinationName: 'bounces-and-complaints',
      destination: EventDestination.snsTopic(props.topic),
      events: [EmailSendingEvent.BOUNCE, EmailSendingEvent.COMPLAINT],
    });
  }
}
