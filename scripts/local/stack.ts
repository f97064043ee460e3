import { resolve } from 'node:path';
import type { RouteDefinition } from '../../infra/routes';
import { tables as defaultTables, type TableDefinition } from '../../infra/tables';
import { FakeYouTube } from '../fakes/fake-youtube';
import type { LocalConfig } from './config';
import { startLocalServer, type LocalServer, type WebMiddleware } from './server';
import { startLocalStore, type LocalStore } from './store';

export interface LocalStack {
  url: string;
  store: LocalStore;
  server: LocalServer;
  /** The fake YouTube Data API, when YOUTUBE_FAKE=1 asked for it. */
  youtube?: FakeYouTube;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  root: string;
  config: LocalConfig;
  web?: WebMiddleware;
  routes?: readonly RouteDefinition[];
  entryFor?: (id: string) => string;
  tables?: readonly TableDefinition[];
  log?: ((line: string) => void) | false;
}

const STAGE = 'local';

/**
 * The whole backend on one machine: dynalite with tables from the definitions, the environment a
 * deployed function would get, and the HTTP server running the real handlers.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { config } = options;
  const tables = options.tables ?? defaultTables;
  const store = await startLocalStore({
    dataDir: resolve(options.root, config.DATA_DIR),
    stage: STAGE,
    tables,
  });
  const youtube = config.YOUTUBE_FAKE ? await FakeYouTube.start() : undefined;
  if (youtube) {
    Object.assign(process.env, { YOUTUBE_API_BASE_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  }
  Object.assign(process.env, {
    STAGE,
    DYNAMODB_ENDPOINT: store.endpoint,
    SUPPORT_EMAIL: config.SUPPORT_EMAIL,
    POWERTOOLS_LOG_LEVEL: config.LOG_LEVEL,
    ...Object.fromEntries(tables.map((t) => [t.envVar, store.tableNames[t.id]])),
  });
  let server: LocalServer;
  try {
    server = await startLocalServer({
      root: options.root,
      port: config.PORT,
      host: config.HOST,
      stage: STAGE,
      ...(options.routes ? { routes: options.routes } : {}),
      ...(options.entryFor ? { entryFor: options.entryFor } : {}),
      ...(options.web ? { web: options.web } : {}),
      ...(options.log !== undefined ? { log: options.log } : {}),
    });
  } catch (err) {
    await store.close();
    await youtube?.close();
    throw err;
  }
  return {
    url: server.url,
    store,
    server,
    ...(youtube ? { youtube } : {}),
    async close() {
      await server.close();
      await store.close();
      await youtube?.close();
    },
  };
}
