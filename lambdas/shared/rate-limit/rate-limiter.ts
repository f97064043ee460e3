import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { RateLimitedError } from '../http/errors';

export interface RateLimitSettings {
  requests: number;
  windowSeconds: number;
}

export interface RateLimiterDeps {
  client: DynamoDBDocumentClient;
  table: string;
  now: () => number;
}

function humanDuration(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return minutes < 90 ? `${minutes} minutes` : `${Math.ceil(minutes / 60)} hours`;
}

/**
 * Fixed-window counter per visitor and route, one item per window, with a conditional increment so
 * concurrent Lambda instances never let more through than the limit. The window start is part of the
 * key, so expiry never matters for correctness (dynalite has no TTL); TTL only cleans up in AWS.
 */
export async function consumeRateLimit(
  deps: RateLimiterDeps,
  scope: { route: string; visitor: string },
  limit: RateLimitSettings,
): Promise<void> {
  const nowSeconds = Math.floor(deps.now() / 1000);
  const windowStart = nowSeconds - (nowSeconds % limit.windowSeconds);
  const windowEnd = windowStart + limit.windowSeconds;
  try {
    await deps.client.send(
      new UpdateCommand({
        TableName: deps.table,
        Key: { key: `${scope.route}#${scope.visitor}#${windowStart}` },
        UpdateExpression: 'ADD #count :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :limit',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':limit': limit.requests, ':expiresAt': windowEnd + 60 },
      }),
    );
  } catch (err) {
    if (!(err instanceof ConditionalCheckFailedException)) throw err;
    const retryAfter = Math.max(1, windowEnd - nowSeconds);
    throw new RateLimitedError(
      `You have reached the limit of ${limit.requests} requests per ${humanDuration(limit.windowSeconds)} for this tool. ` +
        `Please try again in ${humanDuration(retryAfter)}.`,
      retryAfter,
    );
  }
}
