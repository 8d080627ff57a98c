import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { Plugin } from 'vite';
import { precacheFiles, type ChunkFacts, type PrecachePlan } from './precache-list';
import type { PrecacheManifest } from './routing';

/*
 * Builds the service worker (sw.ts) into /sw.js of the web build, at a fixed address so one worker
 * controls the whole site, with the list of files to download at install written into it. esbuild
 * (already used for the server) compiles it as one script; Vite's own pipeline would hash its name.
 */

/** The pages a beneficiary needs offline: start page, sign-in, their portal and its first tab. */
const OFFLINE_PLAN: PrecachePlan = {
  pages: [
    'features/landing/landing-page.tsx',
    'features/auth/auth-page.tsx',
    'features/portal-access/portal-guard.tsx',
    'lib/query-provider.tsx',
    'features/beneficiary/beneficiary-portal.tsx',
    'features/beneficiary/dashboard/dashboard-tab.tsx',
    // What lib/session loads when the server cannot be reached: the person and data kept on the device.
    'lib/offline-cache/offline-portal.ts',
    // Toasts are fetched with the first one shown: offline, a toast that cannot load would blank the app.
    'node_modules/sonner/dist/index.mjs',
  ],
  namespaces: [
    'common',
    'offline',
    'landing',
    'auth',
    'validation',
    'portal',
    'beneficiary',
    'dashboard',
    // The portal's header (its notifications button) cannot show without it.
    'notifications',
  ],
};

/** Files of src/web/public the installed app shows (its icon and manifest). */
const PUBLIC_FILES = ['/favicon.svg', '/manifest.webmanifest'];

const WORKER_SOURCE = fileURLToPath(new URL('./sw.ts', import.meta.url));

export function serviceWorker(): Plugin {
  return {
    name: 'livelihood:service-worker',
    apply: 'build',
    // After Vite has written index.html and the translations (lib/locale-assets.ts) into the bundle, so they count
    // in the version and the translations are listed.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const chunks: ChunkFacts[] = [];
      const assets: string[] = [];
      const version = createHash('sha256');
      for (const output of Object.values(bundle).sort((a, b) => a.fileName.localeCompare(b.fileName))) {
        version.update(output.fileName);
        if (output.type === 'asset' && output.fileName === 'index.html') version.update(output.source);
        if (output.type !== 'chunk') {
          assets.push(output.fileName);
          continue;
        }
        chunks.push({
          fileName: output.fileName,
          facadeModuleId: output.facadeModuleId,
          isEntry: output.isEntry,
          imports: output.imports,
          css: [...(output.viteMetadata?.importedCss ?? [])],
        });
      }
      const { files, locales } = precacheFiles(chunks, assets, OFFLINE_PLAN);
      const manifest: PrecacheManifest = {
        version: version.digest('hex').slice(0, 12),
        shell: '/index.html',
        files: [...PUBLIC_FILES, ...files],
        locales,
      };
      const result = await build({
        entryPoints: [WORKER_SOURCE],
        bundle: true,
        write: false,
        format: 'iife',
        target: 'es2022',
        minify: true,
        legalComments: 'none',
        define: { __PRECACHE_MANIFEST__: JSON.stringify(manifest) },
      });
      const [script] = result.outputFiles;
      if (!script) throw new Error('The service worker did not build');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: script.text });
    },
  };
}
