import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The event page's server shell (web/src/ssr/event-shell.tsx) as one self-contained ES module,
 * web/dist/ssr/event-shell.mjs (.mjs: a module wherever the build is copied), which the API imports at start when
 * it is there. React and the rest are bundled in: the API's production install has no web packages. Runs after the
 * app's build, which empties web/dist.
 */
export default defineConfig({
  root,
  plugins: [react()],
  // React's production build and JSX, whatever NODE_ENV the build and the API run with.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  oxc: { jsx: { development: false } },
  ssr: { target: 'node', noExternal: true },
  build: {
    ssr: `${root}src/ssr/event-shell.tsx`,
    outDir: `${root}dist/ssr`,
    emptyOutDir: true,
    copyPublicDir: false,
    // One file: the app's lazily loaded parts (menus of the navigation) come along instead of becoming chunks.
    rolldownOptions: { output: { entryFileNames: 'event-shell.mjs', codeSplitting: false } },
  },
});
