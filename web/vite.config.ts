import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The embeddable calendar's pages (/calendar, /calendar/{o|p}/{username}), not its .ics feeds. */
const CALENDAR_PAGE = /^\/calendar(\/(?!.*\.ics$).*)?$/;

/** In development, the calendar's pages get calendar.html, as the API serves them once built. */
const calendarPages = (): Plugin => ({
  name: 'limelight-calendar-pages',
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      const [path = '', query] = (request.url ?? '').split('?');
      if (CALENDAR_PAGE.test(path)) request.url = `/calendar.html${query === undefined ? '' : `?${query}`}`;
      next();
    });
  },
});

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
    calendarPages(),
  ],
  build: {
    outDir: `${root}dist`,
    emptyOutDir: true,
    // Two pages: the app, and the embeddable calendar with a small bundle of its own.
    rolldownOptions: { input: { main: `${root}index.html`, calendar: `${root}calendar.html` } },
  },
  server: {
    port: 5173,
    // /membership_subscriptions: the browser's form posts to subscribe and manage memberships.
    proxy: {
      '/client_side_api': 'http://localhost:3000',
      '/api': 'http://localhost:3000',
      '/membership_subscriptions': 'http://localhost:3000',
      // An owner's iCalendar feed.
      '^/calendar/.*\\.ics$': 'http://localhost:3000',
    },
  },
  test: {
    root,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
