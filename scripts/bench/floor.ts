/**
 * The FLOOR the site's first-load JS is compared with: the bare stack the SPA is built on (the project's own
 * react, react-dom, react-router-dom and @tanstack/react-query) rendering one route, built by Vite like the site.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const MAIN = `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
const router = createBrowserRouter([{ path: '/', element: <div>Floor</div> }]);
const client = new QueryClient();
createRoot(document.getElementById('root')).render(
  <StrictMode><QueryClientProvider client={client}><RouterProvider router={router} /></QueryClientProvider></StrictMode>,
);`;

/** Builds the floor app and answers the gzip (level 9) bytes of all its JavaScript. */
export async function floorGzipBytes(root: string): Promise<number> {
  // Inside node_modules, so the app resolves the project's own packages.
  const dir = mkdtempSync(join(root, 'node_modules', '.bench-floor-'));
  try {
    writeFileSync(
      join(dir, 'index.html'),
      '<div id="root"></div><script type="module" src="/main.jsx"></script>',
    );
    writeFileSync(join(dir, 'main.jsx'), MAIN);
    const [{ build }, { default: react }] = await Promise.all([
      import('vite'),
      import('@vitejs/plugin-react'),
    ]);
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({
        root: dir,
        configFile: false,
        logLevel: 'warn',
        plugins: [react()],
        build: { outDir: join(dir, 'dist'), target: 'es2022' },
      });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    const assets = join(dir, 'dist', 'assets');
    mkdirSync(assets, { recursive: true });
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .reduce((sum, name) => sum + gzipSync(readFileSync(join(assets, name)), { level: 9 }).length, 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
