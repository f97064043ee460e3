import { resolve } from 'node:path';
import type { RouteDefinition } from '../../infra/routes';
import { tables as defaultTables, type TableDefinition } from '../../infra/tables';
import type { LocalConfig } from './config';
import { startLocalServer, type LocalServer, type WebMiddleware } from './server';
import { startLocalStore, type LocalStore } from './store';

export interface LocalStack {
  url: string;
  store: LocalStore;
  server: LocalServer;
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
    throw err;
  }
  return {
    url: server.url,
    store,
    server,
    async close() {
      await server.close();
      await store.close();
    },
  };
}
