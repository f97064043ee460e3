import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: here('.'),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': here('./src'),
      '@lambdas': here('../lambdas'),
      '@infra/routes': here('../infra/routes.ts'),
    },
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // The prerenderer reads it to name each page's route chunks (modulepreload).
    manifest: true,
    target: 'es2022',
    // The browser's framework (React, React Router, TanStack Query) in one chunk every page shares: fewer,
    // better-compressed requests than the dozen fragments automatic splitting makes of it.
    ...(isSsrBuild
      ? {}
      : {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'framework',
                    test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser)[\\/]/,
                  },
                ],
              },
            },
          },
        }),
  },
}));
