import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { env } from './env';

let client: DynamoDBClient | undefined;
let documents: DynamoDBDocumentClient | undefined;

/** The DynamoDB client, one per process; locally it talks to dynalite through DYNAMODB_ENDPOINT. */
export function dynamoClient(): DynamoDBClient {
  const { AWS_REGION, DYNAMODB_ENDPOINT } = env();
  // dynalite accepts any credentials; fixed ones keep the SDK from searching for real ones locally.
  const local = DYNAMODB_ENDPOINT
    ? { endpoint: DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {};
  client ??= new DynamoDBClient({ region: AWS_REGION, ...local });
  return client;
}

/** A document client over any DynamoDB client, with the marshalling every repository expects. */
export const documentClientFor = (base: DynamoDBClient): DynamoDBDocumentClient =>
  DynamoDBDocumentClient.from(base, { marshallOptions: { removeUndefinedValues: true } });

/** The document client over the same connection, for repositories. */
export function documentClient(): DynamoDBDocumentClient {
  documents ??= documentClientFor(dynamoClient());
  return documents;
}
