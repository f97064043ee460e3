/** `npm run dev`: the same local API, with Vite's hot-reloading dev server in front of the SPA. */
import { join } from 'node:path';
import { createServer } from 'vite';
import { loadLocalConfig, repoRoot } from './local/config';
import { seedFreshStore } from './local/seed';
import { startLocalStack } from './local/stack';
import { onShutdown } from './local/shutdown';

const root = repoRoot();

try {
  const config = loadLocalConfig();
  const vite = await createServer({
    configFile: join(root, 'web/vite.config.ts'),
    server: { middlewareMode: true, hmr: { port: config.PORT + 1 } },
    appType: 'spa',
  });
  // Vite's dev client runs inline scripts the site's Content-Security-Policy refuses: npm start sends it.
  const stack = await startLocalStack({ root, config, web: vite.middlewares, securityHeaders: false });
  const seeded = await seedFreshStore(root, stack.store);
  if (seeded.length) console.log(`Loaded ${seeded.join(' and ')} into the fresh local store.`);
  const youtube = stack.youtube ? `  YouTube: the local fake Data API at ${stack.youtube.url}\n` : '';
  console.log(
    `\nDev server with hot reload at ${stack.url.replace('127.0.0.1', 'localhost')}\n` +
      `  mail: local SES, read sent mail at ${stack.ses.endpoint.replace('127.0.0.1', 'localhost')}/\n` +
      `${youtube}  press Ctrl-C to stop\n`,
  );
  onShutdown(async () => {
    await vite.close();
    await stack.close();
  });
} catch (err) {
  console.error(err instanceof Error ? `\n${err.message}\n` : err);
  process.exit(1);
}
