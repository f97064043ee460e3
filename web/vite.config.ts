import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/;
// The entry's own module stays in the entry chunk: with nothing left in it, Vite would drop the chunk and the
// manifest would name no entry for the prerenderer's boot script to load.
const ENTRY = /(\.html|[\\/]src[\\/]main\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  plugins: [react(), tailwindcss()],
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
                ],
              },
            },
          },
        }),
  },
}));
