/**
 * Floor bundles for `npm run bench:bundles`: per function, the least a Lambda with the same AWS access could
 * ship — middy core and the SDK clients its route declares, constructed on the first call as ours are.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { physicalName } from '../../catalog/names';
import { routes, type RouteDefinition } from '../../catalog/routes';

/** An SDK client a function may construct: its import line and its construction. */
const clients = {
  dynamodb: {
    imports: [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';",
    ],
    construct: 'DynamoDBDocumentClient.from(new DynamoDBClient({}))',
  },
  bedrock: {
    imports: ["import { BedrockRuntimeClient } from '@aws-sdk/client-bedrock-runtime';"],
    construct: 'new BedrockRuntimeClient({})',
  },
  ses: {
    imports: ["import { SESClient } from '@aws-sdk/client-ses';"],
    construct: 'new SESClient({})',
  },
} as const;

export type ClientId = keyof typeof clients;

/**
 * The SDK clients a route's declared access needs at its cold start (the function without a route, such as the
 * fallback, needs none). Secrets are read on first use through Powertools Parameters, loaded with `import()`
 * (lambdas/shared/secrets.ts): never a cold start's client, measured as a lazy library instead.
 */
export function clientsOf(route: RouteDefinition | undefined): ClientId[] {
  if (!route) return [];
  return (Object.keys(clients) as ClientId[]).filter(
    (id) =>
      (id === 'dynamodb' && route.repositories.length > 0) ||
      (id === 'bedrock' && route.bedrock === true) ||
      (id === 'ses' && route.sendsEmail === true),
  );
}

/** The clients of a deployed function, by its name `content-copilot-<stage>-<id>` (catalog/names.ts). */
export function clientsOfFunction(functionName: string, stage: string): ClientId[] {
  const prefix = `${physicalName(stage)}-`;
  if (!functionName.startsWith(prefix))
    throw new Error(`${functionName} is not a function of stage ${stage}`);
  const id = functionName.slice(prefix.length);
  return clientsOf(routes.find((route) => route.id === id));
}

/** A floor's name: its clients joined, or `none`. */
export const floorName = (ids: readonly ClientId[]): string => (ids.length ? ids.join('+') : 'none');

/**
 * Writes the floor handler for these clients into `dir`; returns its path. A library floor adds import lines
 * and start-up statements of its libraries, and names the file.
 */
export function writeFloorEntry(
  dir: string,
  ids: readonly ClientId[],
  {
    name = floorName(ids),
    imports = [],
    start = [],
  }: { name?: string; imports?: readonly string[]; start?: readonly string[] } = {},
): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name.replaceAll('+', '-')}.ts`);
  const source = [
    "import middy from '@middy/core';",
    ...ids.flatMap((id) => clients[id].imports),
    ...imports,
    ...start,
    'let built: unknown[] | undefined;',
    'export const handler = middy().handler(async () => {',
    `  built ??= [${ids.map((id) => clients[id].construct).join(', ')}];`,
    '  return { statusCode: 200, body: String(built.length) };',
    '});',
    '',
  ].join('\n');
  writeFileSync(file, source);
  return file;
}
