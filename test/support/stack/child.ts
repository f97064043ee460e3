/**
 * A test site in its own plain Node process (run by `tsx`, started by `spawnStack`): the real local stack,
 * optionally a Chromium server, and a control port for what a test file asks of it (reset, publish).
 * Jest evaluates every module anew for each test file; here the handlers and the AWS SDK load once.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type BrowserServer } from 'playwright-core';
import { resolveBrowser } from '../../../scripts/browser';
import { startTestSite, type TestSite } from '../local-site';
import { resetSite } from './reset';
import type { StackInfo, StackOptions } from './protocol';

const options = JSON.parse(process.env.COPILOT_TEST_STACK ?? '{}') as StackOptions;
Object.assign(process.env, options.functionEnv);

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>) : {};
}

function control(site: TestSite) {
  const actions: Record<string, (body: Record<string, unknown>) => Promise<unknown>> = {
    '/reset': () => resetSite(site),
    '/publish': (body) => site.publishSite(body),
    '/mail': () => site.ses.sent(),
    // Set after the stack started, before a function reads it (a test points the functions at a hanging SES).
    '/env': async (body) => void Object.assign(process.env, body),
    // A test of SES being down stops the mail server alone.
    '/mail-close': () => site.ses.close(),
  };
  return async (req: IncomingMessage, res: ServerResponse) => {
    const action = actions[req.url ?? ''];
    try {
      if (!action || req.method !== 'POST') throw new Error(`No control action ${req.method} ${req.url}`);
      const answer = await action(await readJson(req));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer ?? null));
    } catch (err) {
      res
        .writeHead(500, { 'content-type': 'text/plain' })
        .end(err instanceof Error ? err.stack : String(err));
    }
  };
}

async function main(): Promise<void> {
  const launching = options.browser
    ? resolveBrowser().then(({ executablePath, args }) => chromium.launchServer({ executablePath, args }))
    : Promise.resolve(undefined);
  const [site, browser] = await Promise.all([
    startTestSite({ withWeb: options.withWeb ?? true, ...(options.env ? { env: options.env } : {}) }),
    launching,
  ]);
  const server = createServer((req, res) => void control(site)(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const info: StackInfo = {
    url: site.url,
    control: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    dataDir: site.dataDir,
    dynamoEndpoint: site.store.endpoint,
    tableNames: site.store.tableNames,
    sesEndpoint: site.ses.endpoint,
    ...(browser ? { browserWs: browser.wsEndpoint() } : {}),
  };
  const stop = once(async () => {
    server.close();
    await Promise.allSettled([site.close(), (browser as BrowserServer | undefined)?.close()]);
    process.exit(0);
  });
  // The parent's end (a jest worker exiting, or killed) closes the channel: the stack goes with it.
  process.on('disconnect', stop);
  process.on('SIGTERM', stop);
  process.send!({ ready: info });
}

function once(fn: () => Promise<void>): () => void {
  let started = false;
  return () => void (started || ((started = true), fn()));
}

main().catch((err: unknown) => {
  process.send?.({ failed: err instanceof Error ? (err.stack ?? err.message) : String(err) });
  process.exit(1);
});
