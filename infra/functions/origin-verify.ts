import type { APIGatewayAuthorizerResult, APIGatewayTokenAuthorizerEvent } from 'aws-lambda';

/**
 * Authorizer behind the token check of the API: API Gateway only calls it when the `X-Origin-Verify` header
 * matched the secret CloudFront sends (the authorizer's validation expression), so it always allows.
 * The answer is cached for every route of the stage, so it allows the whole stage.
 */
export const handler = async (event: APIGatewayTokenAuthorizerEvent): Promise<APIGatewayAuthorizerResult> => {
  // methodArn: arn:aws:execute-api:<region>:<account>:<api-id>/<stage>/<METHOD>/<path…>
  const [api, stage] = event.methodArn.split('/');
  return {
    principalId: 'cloudfront',
    policyDocument: {
      Version: '2012-10-17',
      Statement: [{ Action: 'execute-api:Invoke', Effect: 'Allow', Resource: `${api}/${stage}/*` }],
    },
  };
};
