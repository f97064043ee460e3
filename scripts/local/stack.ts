import { resolve } from 'node:path';
import { serviceName } from '../../infra/environment';
import type { RouteDefinition } from '../../catalog/routes';
import { tables as defaultTables, type TableDefinition } from '../../catalog/tables';
import { envProblems } from '../../lambdas/shared/env';
import { youtubeConfigProblems } from '../../lambdas/shared/youtube/config';
import { startFakeResearch, type FakeResearch } from '../fakes/fake-research';
import { FakeYouTube } from '../fakes/fake-youtube';
import type { LocalConfig } from './config';
import { startLocalSes, type LocalSes } from './ses';
import { startLocalServer, type LocalServer, type WebMiddleware } from './server';
import { startLocalStore, type LocalStore } from './store';
import { publishStoreEndpoint } from './store-endpoint';

export interface LocalStack {
  url: string;
  store: LocalStore;
  /** The local SES server the functions send through; its page shows the sent mail. */
  ses: LocalSes;
  server: LocalServer;
  /** The fake YouTube Data API, when YOUTUBE_FAKE=1 asked for it. */
  youtube?: FakeYouTube;
  /** The fake web search and its site, when RESEARCH_FAKE=1 asked for them. */
  research?: FakeResearch;
  close(): Promise<void>;
}

export interface LocalStackOptions {
  root: string;
  config: LocalConfig;
  web?: WebMiddleware;
  /** CloudFront's security headers on every answer (default); Vite's dev server runs inline scripts they refuse. */
  securityHeaders?: boolean;
  routes?: readonly RouteDefinition[];
  entryFor?: (id: string) => string;
  tables?: readonly TableDefinition[];
  log?: ((line: string) => void) | false;
}

const STAGE = 'local';

/**
 * The whole backend on one machine: dynalite with tables from the definitions, a local SES server, the
 * environment a deployed function would get, and the HTTP server running the real handlers.
 */
export async function startLocalStack(options: LocalStackOptions): Promise<LocalStack> {
  const { config } = options;
  assertFunctionEnv(process.env);
  const tables = options.tables ?? defaultTables;
  const dataDir = resolve(options.root, config.DATA_DIR);
  const store = await startLocalStore({ dataDir, stage: STAGE, tables });
  const youtube = config.YOUTUBE_FAKE ? await FakeYouTube.start() : undefined;
  if (youtube) {
    Object.assign(process.env, { YOUTUBE_API_BASE_URL: youtube.url, YOUTUBE_API_KEY: youtube.apiKey });
  }
  const research = config.RESEARCH_FAKE ? await startFakeResearch() : undefined;
  if (research) Object.assign(process.env, research.env);
  let ses: LocalSes | undefined;
  let server: LocalServer;
  try {
    ses = await startLocalSes();
    Object.assign(process.env, {
      STAGE,
      DYNAMODB_ENDPOINT: store.endpoint,
      SES_ENDPOINT: ses.endpoint,
      SUPPORT_EMAIL: config.SUPPORT_EMAIL,
      POWERTOOLS_SERVICE_NAME: serviceName,
      POWERTOOLS_LOG_LEVEL: config.LOG_LEVEL,
      ...Object.fromEntries(tables.map((t) => [t.envVar, store.tableNames[t.id]])),
    });
    server = await startLocalServer({
      root: options.root,
      port: config.PORT,
      host: config.HOST,
      stage: STAGE,
      ...(options.routes ? { routes: options.routes } : {}),
      ...(options.entryFor ? { entryFor: options.entryFor } : {}),
      ...(options.web ? { web: options.web } : {}),
      ...(options.securityHeaders === false ? { securityHeaders: false } : {}),
      ...(config.VIEWER_COUNTRY ? { viewerCountry: config.VIEWER_COUNTRY } : {}),
      ...(options.log !== undefined ? { log: options.log } : {}),
    });
  } catch (err) {
    await ses?.close();
    await store.close();
    await youtube?.close();
    await research?.close();
    throw err;
  }
  // Links in emails point at this server; the admin CLI finds the mail server and site here too.
  process.env.SITE_URL = server.url;
  publishStoreEndpoint(dataDir, {
    endpoint: store.endpoint,
    pid: process.pid,
    stage: STAGE,
    sesEndpoint: ses.endpoint,
    siteUrl: server.url,
  });
  const mail = ses;
  return {
    url: server.url,
    store,
    ses: mail,
    server,
    ...(youtube ? { youtube } : {}),
    ...(research ? { research } : {}),
    async close() {
      await server.close();
      await mail.close();
      await store.close();
      await youtube?.close();
      await research?.close();
    },
  };
}

/**
 * The functions' settings checked before anything starts, one line per problem (as `cdk synth` checks
 * cdk.json): a bad value stops `npm start` with its name, not the first request that reads it.
 */
export function assertFunctionEnv(source: Record<string, string | undefined>): void {
  const problems = [...new Set([...envProblems(source), ...youtubeConfigProblems(source)])];
  if (problems.length)
    throw new Error(
      `The functions' settings are not valid:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
}
