import { Match, Template } from 'aws-cdk-lib/assertions';
import { loadStageConfig } from '../../infra/config';
import { EmailStack } from '../../infra/stacks/email-stack';
import { stages, testApp } from './support';

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
      Name: 'test-content-copilot',
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
    build({ retainData: true }).hasResource('AWS::SecretsManager::Secret', { DeletionPolicy: 'Retain' });
  });

  it('verifies the whole sender domain when configured, printing its DKIM records', () => {
    const template = build({ senderIdentity: 'domain' });
    template.hasResourceProperties('AWS::SES::EmailIdentity', { EmailIdentity: 'copilot.test' });
    for (const n of [1, 2, 3]) template.hasOutput(`DkimRecord${n}`, { Value: Match.anyValue() });
  });
});
