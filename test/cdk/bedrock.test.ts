import { bedrockGrant, isBedrockModelReference, metricModelId } from '../../infra/bedrock';

const env = { partition: 'aws', region: 'eu-west-1', account: '123456789012' };

describe('Bedrock model references', () => {
  it('grants a plain model id on that model in the stage region only', () => {
    expect(bedrockGrant('anthropic.claude-haiku-4-5-20251001-v1:0', env)).toEqual({
      direct: ['arn:aws:bedrock:eu-west-1::foundation-model/anthropic.claude-haiku-4-5-20251001-v1:0'],
    });
  });

  it('grants a cross-Region profile, and its model in any Region only through that profile', () => {
    const profile = 'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.amazon.nova-lite-v1:0';
    const expected = {
      direct: [profile],
      viaProfile: {
        models: ['arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0'],
        profiles: [profile],
      },
    };
    expect(bedrockGrant('eu.amazon.nova-lite-v1:0', env)).toEqual(expected);
    expect(bedrockGrant(profile, env)).toEqual(expected);
  });

  it('grants an application profile with the model it was configured with', () => {
    const app = 'arn:aws:bedrock:eu-west-1:123456789012:application-inference-profile/abc123';
    expect(bedrockGrant(app, env, 'amazon.nova-lite-v1:0')).toEqual({
      direct: [app],
      viaProfile: {
        models: ['arn:aws:bedrock:eu-west-1::foundation-model/amazon.nova-lite-v1:0'],
        profiles: [app],
      },
    });
    const system = 'arn:aws:bedrock:eu-west-1:123456789012:inference-profile/global.amazon.nova-lite-v1:0';
    expect(bedrockGrant(app, env, 'global.amazon.nova-lite-v1:0')).toEqual({
      direct: [app, system],
      viaProfile: {
        models: [
          'arn:aws:bedrock:*::foundation-model/amazon.nova-lite-v1:0',
          'arn:aws:bedrock:::foundation-model/amazon.nova-lite-v1:0',
        ],
        profiles: [app, system],
      },
    });
    expect(() => bedrockGrant(app, env)).toThrow(/needs bedrock.foundationModelId/);
  });

  it('tells model references from anything else', () => {
    expect(isBedrockModelReference('us.anthropic.claude-haiku-4-5-20251001-v1:0')).toBe(true);
    expect(isBedrockModelReference('claude')).toBe(false);
    expect(isBedrockModelReference('arn:aws:s3:::bucket/key')).toBe(false);
  });

  it('names the CloudWatch ModelId dimension without the ARN prefix', () => {
    expect(metricModelId('arn:aws:bedrock:eu-west-1:123456789012:inference-profile/eu.x.y-v1:0')).toBe(
      'eu.x.y-v1:0',
    );
    expect(metricModelId('us.x.y-v1:0')).toBe('us.x.y-v1:0');
  });
});
