import { CfnOutput, Duration, SecretValue, Stack, Validations, type StackProps } from 'aws-cdk-lib';
import type { RestApi } from 'aws-cdk-lib/aws-apigateway';
import { Certificate } from 'aws-cdk-lib/aws-certificatemanager';
import {
  AllowedMethods,
  CachePolicy,
  Distribution,
  HttpVersion,
  LambdaEdgeEventType,
  OriginRequestPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
  type ICachePolicy,
  type PriceClass,
} from 'aws-cdk-lib/aws-cloudfront';
import { RestApiOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { AaaaRecord, ARecord, HostedZone, RecordTarget } from 'aws-cdk-lib/aws-route53';
import { CloudFrontTarget } from 'aws-cdk-lib/aws-route53-targets';
import { Version } from 'aws-cdk-lib/aws-lambda';
import type { Construct } from 'constructs';
import type { StageConfig } from '../config';
import { EditorPolicy } from '../constructs/editor-policy';
import { originVerifyHeader } from '../constructs/origin-guard';
import { pageKeyFunction } from '../constructs/page-key';
import { siteHeadersPolicy } from '../constructs/site-headers';
import { viewerAddressFunction } from '../constructs/viewer-address';
import { SiteBuckets, SiteContent, apiReadCachePolicy } from '../constructs/site';
import { outputKeys } from '../../catalog/names';
import { apiPrefixes } from '../../catalog/routes';

export interface WebStackProps extends StackProps {
  config: StageConfig;
  api: RestApi;
  /** Name of the secret whose value CloudFront must send to the API (see OriginGuard). */
  originSecretName: string;
  /** ARN of the CloudFront-scope web ACL, from the us-east-1 edge stack. */
  webAclArn: string;
  /** ARN of the numbered Lambda@Edge version that answers missing pages with 404, from the edge stack. */
  notFoundVersionArn: string;
  /** Folder of the built SPA (web/dist). */
  siteAssets: string;
  /** The us-east-1 certificate of the stage's domain (issued by the edge stack, or the operator's). */
  certificateArn?: string | undefined;
  /** Longest route timeout: CloudFront waits that long (up to its quota) for the API's next byte. */
  apiTimeoutSeconds: number;
}

/**
 * The most an origin's response timeout may be under CloudFront's default quota ("Response timeout per
 * origin": 120 s per the CloudFront API reference and aws-cdk-lib 2.276's RestApiOrigin; more needs a quota
 * increase, and a deploy with more fails without one). docs/deploy.md notes it.
 */
export const originReadTimeoutQuotaSeconds = 120;

/**
 * Error codes CloudFront would otherwise cache for 10 s: the origin's Cache-Control decides instead (the
 * Lambda@Edge 404 says five minutes). Never a response page: these apply to every behaviour, API included.
 */
const uncachedErrors = [400, 403, 404, 405, 414, 416, 500, 501, 502, 503, 504];

/** A private bucket behind CloudFront (origin access control), with the API on the same origin. */
export class WebStack extends Stack {
  readonly distribution: Distribution;

  constructor(scope: Construct, id: string, props: WebStackProps) {
    super(scope, id, props);
    const { config } = props;
    const buckets = new SiteBuckets(this, 'Buckets', { config });
    const headers = siteHeadersPolicy(this, 'Headers', config.stage);
    const apiOrigin = new RestApiOrigin(props.api, {
      // Read by name: a plain `{{resolve:secretsmanager:…}}` reference, resolved whenever the distribution updates.
      customHeaders: {
        [originVerifyHeader]: SecretValue.secretsManager(props.originSecretName).unsafeUnwrap(),
      },
      // As long as the longest route may run (streamed answers send a line at least every 15 s anyway), and
      // never below CloudFront's default of 30 s.
      readTimeout: Duration.seconds(
        Math.min(originReadTimeoutQuotaSeconds, Math.max(30, props.apiTimeoutSeconds)),
      ),
    });
    // One function for every API behaviour: the functions learn who the visitor is from it alone.
    const viewerAddress = viewerAddressFunction(this, 'ViewerAddress');
    const apiBehavior = (cachePolicy: ICachePolicy, compress: boolean): BehaviorOptions => ({
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: headers,
      compress,
      functionAssociations: [viewerAddress],
    });
    const { domain } = config;
    this.distribution = new Distribution(this, 'Distribution', {
      // The rotation number changes the distribution, so CloudFormation reads a rotated origin secret.
      comment: `${config.stage} content-copilot (origin secret r${config.originSecretRotation})`,
      defaultRootObject: 'index.html',
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: config.priceClass as PriceClass,
      webAclId: props.webAclArn,
      enableLogging: true,
      logBucket: buckets.logs,
      logFilePrefix: 'cloudfront/',
      ...(domain && props.certificateArn
        ? {
            domainNames: [domain.name],
            certificate: Certificate.fromCertificateArn(this, 'Certificate', props.certificateArn),
            minimumProtocolVersion: SecurityPolicyProtocol.TLS_V1_2_2021,
          }
        : {}),
      // No responsePagePath: API errors reach the browser as the API wrote them.
      errorResponses: uncachedErrors.map((httpStatus) => ({ httpStatus, ttl: Duration.seconds(0) })),
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(buckets.site),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
        responseHeadersPolicy: headers,
        functionAssociations: [pageKeyFunction(this, 'PageKey')],
        // On the S3 behaviour only: an API's JSON 404 reaches the browser as the API wrote it.
        edgeLambdas: [
          {
            eventType: LambdaEdgeEventType.ORIGIN_RESPONSE,
            functionVersion: Version.fromVersionArn(this, 'NotFound', props.notFoundVersionArn),
          },
        ],
      },
      additionalBehaviors: Object.fromEntries(
        apiPrefixes.map((prefix) => [
          `${prefix}/*`,
          // Read routes are cached per their Cache-Control; generations stream, so nothing may buffer them.
          prefix === '/api'
            ? apiBehavior(apiReadCachePolicy(this, 'ApiReadCache'), true)
            : apiBehavior(CachePolicy.CACHING_DISABLED, false),
        ]),
      ),
    });
    if (!domain) {
      Validations.of(this.distribution).acknowledge({
        id: 'AwsSolutions-CFR4',
        reason: 'Without a custom domain the *.cloudfront.net certificate is used, whose TLS floor AWS sets.',
      });
    }
    Validations.of(this.distribution).acknowledge({
      id: 'AwsSolutions-CFR1',
      reason: 'A public marketing site for any country: no geo restriction.',
    });
    if (domain?.hostedZone) this.aliasRecords(domain.name, domain.hostedZone);
    new SiteContent(this, 'Content', {
      bucket: buckets.site,
      distribution: this.distribution,
      siteAssets: props.siteAssets,
    });

    const siteUrl = `https://${domain?.name ?? this.distribution.distributionDomainName}`;
    new CfnOutput(this, outputKeys.siteUrl, { value: siteUrl });
    new CfnOutput(this, outputKeys.distributionDomainName, {
      value: this.distribution.distributionDomainName,
      description: 'Point a custom domain here (CNAME, or Route 53 alias)',
    });
    new CfnOutput(this, outputKeys.distributionId, { value: this.distribution.distributionId });
    new CfnOutput(this, outputKeys.bucketName, { value: buckets.site.bucketName });
    const editor = new EditorPolicy(this, 'Editor', {
      stage: config.stage,
      bucket: buckets.site,
      distribution: this.distribution,
    });
    new CfnOutput(this, outputKeys.editorPolicyArn, {
      value: editor.policy.managedPolicyArn,
      description: 'Attach to the IAM users or roles of editors who publish with the admin CLI',
    });
  }

  /** The domain's A and AAAA alias records in its hosted zone: an apex name cannot be a CNAME. */
  private aliasRecords(name: string, hostedZone: { id: string; name: string }): void {
    const zone = HostedZone.fromHostedZoneAttributes(this, 'Zone', {
      hostedZoneId: hostedZone.id,
      zoneName: hostedZone.name,
    });
    const target = RecordTarget.fromAlias(new CloudFrontTarget(this.distribution));
    new ARecord(this, 'AliasA', { zone, recordName: name, target });
    new AaaaRecord(this, 'AliasAaaa', { zone, recordName: name, target });
  }
}
