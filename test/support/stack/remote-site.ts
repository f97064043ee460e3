import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type * as LocalStoreModule from '../../../scripts/local/store';
import type { StoredEmail } from '../../../scripts/local/ses';
import type { PublishOptions, PublishResult } from '../../../scripts/site/publish';
import type { StackInfo } from './protocol';
import type { StackProcess } from './spawn';

/** A test site running in another process: its addresses, and what a test asks of it through its control port. */
export interface RemoteSite {
  url: string;
  dataDir: string;
  /** The site's dynalite: a client of this process, made on first use, and the physical table names. */
  store: { endpoint: string; tableNames: Record<string, string>; readonly client: DynamoDBClient };
  ses: { endpoint: string; sent(): Promise<StoredEmail[]>; close(): Promise<void> };
  /** Renders the store's blog and programmatic pages into the site's editor layer, as the admin CLI does. */
  publishSite(options?: Pick<PublishOptions, 'scope' | 'sitemapMaxUrls'>): Promise<PublishResult>;
  /** Sets variables the functions read from now on (before their first request: they read them once). */
  setFunctionEnv(env: Record<string, string>): Promise<void>;
  /** Empties its tables, editor pages and mail: the state a new test file starts from. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

async function call<T>(info: StackInfo, action: string, body: unknown = {}): Promise<T> {
  const res = await fetch(`${info.control}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`The test stack's ${action} failed: ${text}`);
  return JSON.parse(text) as T;
}

/** The handle of a stack process; `close` stops it unless it is the worker's, which outlives the file. */
export function remoteSite(stack: Pick<StackProcess, 'info'> & { stop?: () => Promise<void> }): RemoteSite {
  const { info } = stack;
  let client: DynamoDBClient | undefined;
  return {
    url: info.url,
    dataDir: info.dataDir,
    store: {
      endpoint: info.dynamoEndpoint,
      tableNames: info.tableNames,
      get client() {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the SDK loads only for files that seed
        const { localDynamoClient } = require('../../../scripts/local/store') as typeof LocalStoreModule;
        client ??= localDynamoClient(info.dynamoEndpoint);
        return client;
      },
    },
    ses: {
      endpoint: info.sesEndpoint,
      sent: () => call<StoredEmail[]>(info, 'mail'),
      close: () => call<null>(info, 'mail-close').then(() => undefined),
    },
    publishSite: (options = {}) => call<PublishResult>(info, 'publish', options),
    setFunctionEnv: (env) => call<null>(info, 'env', env).then(() => undefined),
    reset: () => call<null>(info, 'reset').then(() => undefined),
    async close() {
      client?.destroy();
      await stack.stop?.();
    },
  };
}

/** Stops a stack process and waits for it to be gone. */
export function stopProcess({ child }: StackProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
