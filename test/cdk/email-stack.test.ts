import { Match, Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config';
import { EmailStack } from '../../infra/stacks/email-stack';
import { stages, testApp } from './support';

/** A stage that keeps its data names addresses of its own domain (reserved ones are refused). */
const operator = {
  senderEmail: 'roast@copilot-ops.net',
  supportEmail: 'help@copilot-ops.net',
  alarmEmail: 'ops@copilot-ops.net',
};

const build = (changes: Record<string, unknown> = {}) =>
  Template.fromStack(
    new EmailStack(testApp(), 'Email', {
      config: loadStageConfig('test', { test: { ...stages.test, ...changes } }),
    }),
  );

describe('email stack', () => {
  it('verifies the configured sender address with a configuration set that suppresses bounces', () => {
    const template = build();
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'roast@copilot.test',
      ConfigurationSetAttributes: { ConfigurationSetName: Match.anyValue() },
    });
    template.hasResourceProperties('AWS::SES::ConfigurationSet', {
      Name: 'content-copilot-test',
      SuppressionOptions: { SuppressedReasons: ['BOUNCE', 'COMPLAINT'] },
      DeliveryOptions: { TlsPolicy: 'REQUIRE' },
    });
    template.hasOutput('SenderIdentity', { Value: 'roast@copilot.test' });
  });

  it('keeps the unsubscribe signing key under its fixed name, retained where data is', () => {
    build().hasResource('AWS::SecretsManager::Secret', {
      Properties: {
        Name: 'content-copilot/test/unsubscribe-signing-key',
        GenerateSecretString: Match.objectLike({ PasswordLength: 64 }),
      },
      DeletionPolicy: 'Delete',
    });
    build({ retainData: true, ...operator }).hasResource('AWS::SecretsManager::Secret', {
      DeletionPolicy: 'Retain',
    });
  });

  it('verifies the whole sender domain when configured, with Easy DKIM and a MAIL FROM of its own', () => {
    const template = build({ senderIdentity: 'domain', mailFromSubdomain: 'bounce' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'copilot.test',
      MailFromAttributes: { MailFromDomain: 'bounce.copilot.test', BehaviorOnMxFailure: 'USE_DEFAULT_VALUE' },
    });
    for (const n of [1, 2, 3]) template.hasOutput(`DkimRecord${n}`, { Value: Match.anyValue() });
    template.hasOutput('DmarcRecord', { Value: '_dmarc.copilot.test TXT "v=DMARC1; p=none"' });
    template.hasOutput('MailFromMxRecord', {
      Value: 'bounce.copilot.test MX 10 feedback-smtp.eu-west-1.amazonses.com',
    });
    template.hasOutput('MailFromSpfRecord', {
      Value: 'bounce.copilot.test TXT "v=spf1 include:amazonses.com ~all"',
    });
  });

  it('verifies the domain by default for a stage that keeps its data, the address for a throwaway one', () => {
    build({ retainData: true, ...operator }).hasResourceProperties('AWS::SES::EmailIdentity', {
      EmailIdentity: 'copilot-ops.net',
      MailFromAttributes: { MailFromDomain: 'mail.copilot-ops.net' },
    });
    const throwaway = build({});
    throwaway.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'roast@copilot.test' });
    expect(Object.keys(throwaway.findOutputs('MailFromMxRecord'))).toEqual([]);
  });
});
