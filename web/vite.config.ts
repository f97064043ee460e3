import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
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
  },
});
