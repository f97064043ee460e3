import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/;
// The entry's own module stays in the entry chunk: with nothing left in it, Vite would drop the chunk and the
// manifest would name no entry for the prerenderer's boot script to load.
const ENTRY = /(\.html|[\\/]src[\\/]main\.tsx)$/;

// A tool's page module: features/<id>/components/<id>-page.tsx (docs/adding-a-tool.md).
const TOOL_PAGE = /[\\/]features[\\/]([^\\/]+)[\\/]components[\\/]\1-page\.tsx$/;

/**
 * Finds the modules every tool page loads before its first input (its static imports, all the way down) that
 * home and the other pages do not: the shared tool kit. The `tools` chunk group below puts them in one file: as thirty files
 * of a few hundred bytes each, compressed apart, they weighed a quarter more and cost thirty requests.
 */
function toolKit(): { plugin: Plugin; modules: Set<string> } {
  const modules = new Set<string>();
  const plugin: Plugin = {
    name: 'tool-kit',
    apply: 'build',
    buildEnd() {
      const closure = (from: string, seen = new Set<string>()) => {
        if (seen.has(from)) return seen;
        seen.add(from);
        for (const id of this.getModuleInfo(from)?.importedIds ?? []) closure(id, seen);
        return seen;
      };
      const ids = [...this.getModuleIds()];
      const entry = ids.find((id) => ENTRY.test(id) && id.endsWith('main.tsx'));
      const tools = ids.filter((id) => TOOL_PAGE.test(id));
      const folders = new Set(tools.map((id) => TOOL_PAGE.exec(id)![1]));
      const initial = entry ? closure(entry) : new Set<string>();
      // Home's, and the screens' outside the tools' folders (blog, privacy policy, recent results, 404).
      const elsewhere = new Set(initial);
      const others = ids.filter(
        (id) =>
          /[\\/](features|app)[\\/].*-page\.tsx$/.test(id) &&
          ![...folders].some((folder) => id.includes(`/features/${folder}/`)),
      );
      for (const page of others) for (const id of closure(page)) elsewhere.add(id);
      const pages = tools.map((id) => closure(id));
      for (const id of pages[0] ?? [])
        if (!elsewhere.has(id) && !TOOL_PAGE.test(id) && pages.every((page) => page.has(id))) modules.add(id);
    },
  };
  return { plugin, modules };
}

const kit = toolKit();

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  plugins: [react(), tailwindcss(), kit.plugin],
  resolve: {
    alias: {
      '@': here('./src'),
      '@lambdas': here('../lambdas'),
      '@catalog': here('../catalog'),
    },
  },
  // Module workers, so the content grader's worker splits its NLP like any chunk (CSP: same-origin scripts).
  worker: { format: 'es' as const },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // The prerenderer reads it to name each page's entry and chunks (scripts/site/boot-script.ts).
    manifest: true,
    target: 'es2022',
    // Every browser we build for but Safari 16 preloads modules itself; there the boot script's preloads are
    // skipped and modules load as imported. Not worth half a kilobyte on every page.
    modulePreload: { polyfill: false },
    // What every page loads ('$initial': the entry's static imports, all the way down) comes in two files: the
    // framework (React, React Router, TanStack Query) and the shell (layout, home, shared UI, their libraries).
    // Automatic splitting made a dozen sub-kilobyte files of the shell, each compressed alone, and put the
    // query and mutation hooks only tool and blog pages use into the framework file home loads.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  { name: 'framework', test: FRAMEWORK, tags: ['$initial' as const], priority: 2 },
                  {
                    name: 'shell',
                    test: (id: string) => !ENTRY.test(id),
                    tags: ['$initial' as const],
                    priority: 1,
                  },
                  // Its modules only: what they import from elsewhere stays where the other pages load it.
                  {
                    name: 'tools',
                    test: (id: string) => kit.modules.has(id),
                    priority: 0,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        }),
  },
}));
