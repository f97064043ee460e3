import { Duration, RemovalPolicy, Validations } from 'aws-cdk-lib';
import { IdentitySource, TokenAuthorizer } from 'aws-cdk-lib/aws-apigateway';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { originSecretName, physicalName } from '../../catalog/names';
import { ApiFunction } from './api-function';

/** Header CloudFront adds to every API request; API Gateway refuses requests without the right value. */
export const originVerifyHeader = 'X-Origin-Verify';

export interface OriginGuardProps {
  stage: string;
  logRetentionDays: number;
  /** Bumped after a new secret value is stored: renames the authorizer, so the new value is read. */
  rotation: number;
}

/**
 * Lets only CloudFront reach the API, so its web ACL (managed rules, per-IP rate limits) cannot be
 * bypassed through the execute-api URL, and viewer-address headers the functions read cannot be forged.
 */
export class OriginGuard extends Construct {
  readonly secret: Secret;
  readonly authorizer: TokenAuthorizer;
  /** The function behind the authorizer (it only ever allows). */
  readonly allow: ApiFunction;

  constructor(scope: Construct, id: string, props: OriginGuardProps) {
    super(scope, id);
    this.secret = new Secret(this, 'Secret', {
      secretName: originSecretName(props.stage),
      description: `${props.stage}: value CloudFront sends in ${originVerifyHeader} to the API`,
      // Letters and digits only: the value doubles as the authorizer's validation expression.
      generateSecretString: { passwordLength: 48, excludePunctuation: true },
      removalPolicy: RemovalPolicy.DESTROY,
    });
    Validations.of(this.secret).acknowledge({
      id: 'AwsSolutions-SMG4',
      reason:
        'The value only proves a request came through CloudFront and guards no data; CloudFront and the authorizer read it at deploy.',
    });
    this.allow = new ApiFunction(this, 'AllowFunction', {
      id: 'origin-verify',
      stage: props.stage,
      entry: 'infra/functions/origin-verify.ts',
      timeoutSeconds: 3,
      memoryMb: 128,
      logRetentionDays: props.logRetentionDays,
      environment: {},
    });
    this.authorizer = new TokenAuthorizer(this, 'Authorizer', {
      // CloudFormation resolves the secret only when it updates the authorizer: the rotation forces that.
      authorizerName: physicalName(props.stage, `cloudfront-only-r${props.rotation}`),
      handler: this.allow.fn,
      identitySource: IdentitySource.header(originVerifyHeader),
      // API Gateway checks the header itself and answers 401 without calling the function on a mismatch.
      validationRegex: `^${this.secret.secretValue.unsafeUnwrap()}$`,
      resultsCacheTtl: Duration.minutes(5),
    });
  }
}
