import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${root}src/routes`,
      generatedRouteTree: `${root}src/routeTree.gen.ts`,
    }),
    react(),
    tailwindcss(),
  ],
  build: { outDir: `${root}dist`, emptyOutDir: true },
  server: {
    port: 5173,
    // /membership_subscriptions: the browser's form posts to subscribe and manage memberships.
    proxy: { '/client_side_api': 'http://localhost:3000', '/api': 'http://localhost:3000', '/membership_subscriptions': 'http://localhost:3000' },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
