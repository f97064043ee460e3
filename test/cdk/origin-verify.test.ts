import { handler } from '../../infra/functions/origin-verify';

describe('origin authorizer function', () => {
  it('allows the whole stage, since API Gateway caches its answer for every route', async () => {
    const result = await handler({
      type: 'TOKEN',
      authorizationToken: 'checked-by-api-gateway',
      methodArn: 'arn:aws:execute-api:eu-west-1:123456789012:abc123/live/POST/functions/v1/content-brief',
    });
    expect(result.policyDocument.Statement).toEqual([
      {
        Action: 'execute-api:Invoke',
        Effect: 'Allow',
        Resource: 'arn:aws:execute-api:eu-west-1:123456789012:abc123/live/*',
      },
    ]);
  });
});
