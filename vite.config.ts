import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readFileSync } from 'node:fs';
import { precompress } from './scripts/precompress';
import { LANGUAGES } from './src/web/lib/languages';
import { serviceWorker } from './src/web/service-worker/build-plugin';

/**
 * The first screen's text in every language, from the web's own catalogues, for the server to put
 * in index.html before any script has run (src/server/http/web-app-shell.ts).
 */
function shellTexts(): Plugin {
  return {
    name: 'shell-texts',
    apply: 'build',
    generateBundle() {
      const texts = Object.fromEntries(
        LANGUAGES.map(({ code, dir }) => {
          const portal = JSON.parse(readFileSync(`src/web/locales/${code}/portal.json`, 'utf8')) as { loading: string };
          return [code, { loading: portal.loading, dir }];
        }),
      );
      this.emitFile({ type: 'asset', fileName: 'shell-texts.json', source: JSON.stringify(texts) });
    },
  };
}

// The web client lives in src/web; the server serves dist/web in production.
export default defineConfig({
  root: 'src/web',
  // The @domain and @web import aliases come from tsconfig.json.
  resolve: { tsconfigPaths: true },
  plugins: [react(), tailwindcss(), serviceWorker(), shellTexts(), precompress()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    // Top-level await in main.tsx needs ES2022; modern syntax is also smaller on the wire.
    target: 'es2022',
    rolldownOptions: {
      // The API's schemas live in src/domain beside rules the pages use (decision 0003). A schema a page
      // does not use must not reach it: building a zod schema has no side effect, but once the schema
      // library sits in a chunk shared with another page the bundler keeps every unused z.object(...)
      // call (and the library with it) unless told that z.* calls are pure.
      treeshake: { manualPureFunctions: ['z'] },
      output: {
        // React, the router and i18next change rarely and every page needs them: one chunk
        // compresses better than several and stays cached across deploys of our own code.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/,
            },
            // On Slow 3G each file costs a round trip (400 ms), and a phone fetches six at a time over HTTP/1.1:
            // the query library, which every portal needs and no public page does, comes as one file, not six.
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
});
