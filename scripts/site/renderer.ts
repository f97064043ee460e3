/** Renders pages of the built site to complete HTML documents (the build's static pages, the editor's pages). */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { bootTag } from './boot-script';
import { criticalCss } from './critical-css';
import { builtPaths, readSiteInfo } from './site-info';

/** A query's data as the page's API call would answer it (see web/src/entry-server.tsx). */
export interface PageSeed {
  queryKey: readonly unknown[];
  data: unknown;
}

/** What the server entry answers for one URL (web/src/entry-server.tsx). */
interface RenderedApp {
  status: number;
  head: string;
  app: string;
  state: string;
  modules: string[];
}

export interface Renderer {
  /** The site's public address, no trailing slash: canonical URLs and feeds start with it. */
  siteUrl: string;
  /** Pages the build prerenders: home, every tool, the privacy policy, recent results. */
  staticPaths: readonly string[];
  /** Prerendered pages left out of the sitemap (recent results: the visitor's own). */
  unlistedPaths: readonly string[];
  /** `path` (with its query string) as a whole HTML document, and the status the page answers with. */
  render(path: string, seeds?: readonly PageSeed[]): Promise<{ status: number; html: string }>;
}

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface ServerEntry {
  renderApp(path: string, siteUrl: string, seeds: readonly PageSeed[], window: unknown): Promise<RenderedApp>;
  staticPaths: readonly string[];
  unlistedPaths: readonly string[];
}

/** Every file a chunk needs, its static imports' files included. */
function chunkFiles(manifest: Manifest, key: string, into: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) chunkFiles(manifest, imported, into, css);
}

/**
 * What a page loads once painted (scripts/site/boot-script.ts): the entry, then the stylesheets and chunks
 * its route needs, the entry's static imports first. The entry's part is worked out once per renderer.
 */
function pageCode(manifest: Manifest) {
  const [entryKey, entryChunk] = Object.entries(manifest).find(([, chunk]) => chunk.isEntry) ?? [];
  if (!entryKey || !entryChunk) throw new Error('The Vite manifest names no entry chunk.');
  const loaded = new Set<string>();
  const loadedCss = new Set<string>();
  chunkFiles(manifest, entryKey, loaded, loadedCss);
  return (modules: readonly string[]) => {
    const files = new Set(loaded);
    const css = new Set<string>();
    for (const module of modules) chunkFiles(manifest, module, files, css);
    files.delete(entryChunk.file);
    const stylesheets = [...css]
      .filter((file) => !loadedCss.has(file))
      .map((file) => `<link rel="stylesheet" href="/${file}">`);
    return {
      stylesheets: stylesheets.join('\n    '),
      boot: bootTag(
        `/${entryChunk.file}`,
        [...files].map((file) => `/${file}`),
      ),
    };
  };
}

/**
 * The built template without the shell's own title and description (each page writes its own), and without its
 * stylesheet links: each page inlines its critical CSS and loads the stylesheets from the end of its body
 * (critical-css.ts), so the first paint waits for the HTML alone (the CSP allows inline styles).
 */
function pageTemplate(template: string, dist: string) {
  const sheets: { href: string; css: string }[] = [];
  const html = template
    .replace(/\s*<title>[\s\S]*?<\/title>/, '')
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/, '')
    // The boot tag loads the code instead, once the page has painted.
    .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_, file: string) => {
      sheets.push({ href: `/${file}`, css: readFileSync(join(dist, file), 'utf8') });
      return '';
    });
  const links = sheets.map(({ href }) => `<link rel="stylesheet" href="${href}">`).join('\n    ');
  return { html, links, critical: criticalCss(sheets.map(({ css }) => css).join('\n')) };
}

/** A renderer over the built site in `root`/web/dist (run `npm run build` first). */
export async function loadRenderer(root: string, siteUrl?: string): Promise<Renderer> {
  const built = builtPaths(root);
  if (!existsSync(built.serverEntry)) {
    throw new Error(`The site is not built (${built.serverEntry} is missing): run \`npm run build\` first.`);
  }
  const entry = createRequire(join(root, 'package.json'))(built.serverEntry) as ServerEntry;
  const codeOf = pageCode(JSON.parse(readFileSync(built.manifest, 'utf8')) as Manifest);
  const template = pageTemplate(readFileSync(built.template, 'utf8'), built.dist);
  const base = (siteUrl ?? readSiteInfo(root).siteUrl).replace(/\/+$/, '');
  // Post HTML is sanitized with DOMPurify in a DOM, on the server as in the browser.
  const { window } = new JSDOM('');
  return {
    siteUrl: base,
    staticPaths: entry.staticPaths,
    unlistedPaths: entry.unlistedPaths,
    async render(path, seeds = []) {
      const page = await entry.renderApp(path, base, seeds, window);
      const code = codeOf(page.modules);
      // The 404 page answers for any missing URL, so the browser renders its URL afresh instead of hydrating.
      const marker = page.status === 404 ? ' data-not-found' : '';
      const html = template.html
        .replace('</head>', `  ${page.head}\n    ${code.stylesheets}\n  </head>`)
        .replace('</body>', () => `  ${code.boot}\n    ${template.links}\n  </body>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root"${marker}>${page.app}</div>\n    ${page.state}`,
        );
      // The markup only: the page's data (its JSON state) and the boot script hold no element to style.
      const critical = await template.critical(`${template.html}${page.head}${page.app}`);
      return {
        status: page.status,
        html: html.replace('</head>', () => `  <style>${critical}</style>\n  </head>`),
      };
    },
  };
}
