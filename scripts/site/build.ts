/** Builds the site: the browser bundle, the prerenderer, then every static page, robots.txt and .site.json. */
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { precompressDir } from './precompress';
import { loadRenderer } from './renderer';
import { builtPaths, keyOfPath } from './site-info';

async function viteBuild(root: string, overrides: Record<string, unknown> = {}): Promise<void> {
  const { build } = await import('vite');
  await build({ configFile: join(root, 'web/vite.config.ts'), logLevel: 'warn', ...overrides });
}

/** Builds web/dist for the site at `siteUrl` (canonical URLs, sitemap address). */
export async function buildSite(root: string, siteUrl: string, log: (line: string) => void = console.log) {
  const paths = builtPaths(root);
  // Vite builds for production only when NODE_ENV says so or is unset (jest sets 'test').
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild(root);
    mkdirSync(dirname(paths.template), { recursive: true });
    copyFileSync(join(paths.dist, 'index.html'), paths.template);
    await viteBuild(root, {
      build: {
        ssr: join(root, 'web/src/entry-server.tsx'),
        outDir: dirname(paths.serverEntry),
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rollupOptions: { output: { format: 'cjs', entryFileNames: 'entry-server.cjs' } },
      },
      ssr: { noExternal: true, target: 'node' },
      // React's production build: without it the bundle picks React's development build at run time.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  const renderer = await loadRenderer(root, siteUrl);
  const write = (file: string, body: string) => {
    const target = join(paths.dist, file);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, body);
  };
  for (const path of renderer.staticPaths) {
    const page = await renderer.render(path);
    if (page.status !== 200) throw new Error(`Prerendering ${path} answered ${page.status}.`);
    write(keyOfPath(path), page.html);
  }
  write('404.html', (await renderer.render('/404')).html);
  write('robots.txt', `User-agent: *\nAllow: /\n\nSitemap: ${renderer.siteUrl}/sitemap.xml\n`);
  write(
    '.site.json',
    `${JSON.stringify({ siteUrl: renderer.siteUrl, builtAt: new Date().toISOString() })}\n`,
  );
  // Served as CloudFront serves it: `npm start` sends these .br/.gz files (CloudFront compresses on its own).
  const compressed = await precompressDir(paths.dist);
  log(
    `Prerendered ${renderer.staticPaths.length} pages and the 404 page for ${renderer.siteUrl}; compressed ${compressed} files.`,
  );
}
