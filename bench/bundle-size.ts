import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/*
 * What a first visit to each route downloads, from Vite's build manifest:
 * the entry chunk and its static imports, plus the lazy chunks the router loads
 * for that route (the page; for portals also the query provider and the portal
 * guard) with their static imports, each counted once, gzipped at level 9. The
 * landing and auth pages must stay within the budget: beneficiaries pay for
 * every kilobyte.
 */

const DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const MANIFEST = join(DIST, '.vite/manifest.json');
const BUDGET_BYTES = 120 * 1000;
const LANGUAGE = 'en';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Route {
  path: string;
  /** Route modules (keys of the manifest, relative to src/web) that the router lazily loads. */
  modules: string[];
  /** i18next namespaces the page loads besides the ones loaded at start. */
  namespaces: string[];
  budgeted: boolean;
}

const QUERY_PROVIDER = 'lib/query-provider.tsx';
const GUARD = 'features/portal-access/portal-guard.tsx';
const page = (path: string, modules: string[], namespaces: string[], budgeted = false): Route => ({
  path,
  modules,
  namespaces,
  budgeted,
});
// A portal opens on its dashboard: the first visit downloads that screen too.
const portal = (path: string, module: string, home: string, namespaces: string[]): Route =>
  page(path, [QUERY_PROVIDER, GUARD, module, home], namespaces);

// Mirrors src/web/router.tsx; a module missing from the manifest is reported, not guessed.
const ROUTES: Route[] = [
  page('/', ['features/landing/landing-page.tsx'], ['landing'], true),
  page('/auth/signin', ['features/auth/auth-page.tsx'], ['auth'], true),
  page('/auth/forgot-password', ['features/auth/forgot-password-page.tsx'], ['auth'], true),
  page('/auth/reset-password', ['features/auth/reset-password-page.tsx'], ['auth'], true),
  portal(
    '/beneficiary',
    'features/beneficiary/beneficiary-portal.tsx',
    'features/beneficiary/dashboard/dashboard-tab.tsx',
    ['beneficiary', 'portal', 'validation', 'dashboard', 'notifications', 'offline'],
  ),
  portal('/staff', 'features/staff/staff-console.tsx', 'features/staff/dashboard/dashboard-page.tsx', [
    'staff',
    'portal',
    'validation',
  ]),
  portal('/employer', 'features/employer/employer-portal.tsx', 'features/employer/dashboard/dashboard-tab.tsx', [
    'employer',
    'portal',
    'validation',
  ]),
  page('/dev/inbox', [QUERY_PROVIDER, 'features/dev-inbox/inbox-page.tsx'], ['dev']),
  page('(not found)', ['features/not-found/not-found-page.tsx'], []),
];
// i18n.ts loads these namespaces before the first render; the portals add 'validation' (the auth
// pages load it with their schemas, on first focus).
const START_NAMESPACES = ['common'];

function readManifest(): Manifest {
  if (!existsSync(MANIFEST)) {
    process.stderr.write(`${MANIFEST} is missing: run \`npm run bench:bundle\` (it builds first).\n`);
    process.exit(2);
  }
  return JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
}

const gzipCache = new Map<string, number>();
function gzippedSize(file: string): number {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
    gzipCache.set(file, size);
  }
  return size;
}

/** A chunk and everything it imports statically: what the browser fetches before running it. */
function collect(manifest: Manifest, key: string, js: Set<string>, css: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || js.has(chunk.file)) return;
  js.add(chunk.file);
  for (const file of chunk.css ?? []) css.add(file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, js, css);
}

interface RouteSize {
  route: Route;
  files: string[];
  jsFiles: number;
  jsBytes: number;
  cssBytes: number;
  missing: string[];
}

/*
 * The translations are JSON files in a folder per language (src/web/lib/locale-assets.ts), no longer
 * chunks of the manifest: they are counted with the JavaScript as they were when they were chunks, so
 * that the budget still covers everything a first visit downloads to show its text.
 */
function readLocaleDir(): string | undefined {
  const file = join(DIST, 'locale-dirs.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>)[LANGUAGE] : undefined;
}

function measure(manifest: Manifest, entryKey: string, localeDir: string | undefined, route: Route): RouteSize {
  const js = new Set<string>();
  const css = new Set<string>();
  collect(manifest, entryKey, js, css);
  const missing = route.modules.filter((module) => !manifest[module]);
  for (const key of route.modules) collect(manifest, key, js, css);
  for (const namespace of [...START_NAMESPACES, ...route.namespaces]) {
    const file = `${localeDir ?? `(no ${LANGUAGE} translations)`}/${namespace}.json`;
    if (localeDir && existsSync(join(DIST, file))) js.add(file);
    else missing.push(file);
  }
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzippedSize(file), 0);
  return { route, files: [...js, ...css], jsFiles: js.size, jsBytes: sum(js), cssBytes: sum(css), missing };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

function main(): void {
  const manifest = readManifest();
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The manifest has no entry chunk');

  const localeDir = readLocaleDir();
  const rows = ROUTES.map((route) => measure(manifest, entryKey, localeDir, route));
  const header = ['route', 'JS files', 'JS (gzip)', 'CSS (gzip)', `budget ${kb(BUDGET_BYTES)}`];
  const table = rows.map(({ route, jsFiles, jsBytes, cssBytes, missing }) => [
    route.path,
    String(jsFiles),
    kb(jsBytes),
    kb(cssBytes),
    (route.budgeted ? (jsBytes <= BUDGET_BYTES ? 'ok' : 'OVER') : '-') + (missing.length ? ' (chunk missing!)' : ''),
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...table.map((row) => row[column]?.length ?? 0)));
  const line = (cells: string[]) => cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  process.stdout.write(`First-visit download per route (gzip -9, ${LANGUAGE} locale, 1 KB = 1000 bytes)\n\n`);
  process.stdout.write(`${line(header)}\n${line(widths.map((width) => '-'.repeat(width)))}\n`);
  for (const row of table) process.stdout.write(`${line(row)}\n`);

  // `--verbose` lists every file per route, largest first: where to look when a route grows.
  if (process.argv.includes('--verbose')) {
    for (const { route, files } of rows) {
      process.stdout.write(`\n${route.path}\n`);
      const sized = files.map((file) => ({ file, bytes: gzippedSize(file) })).sort((a, b) => b.bytes - a.bytes);
      for (const { file, bytes } of sized) process.stdout.write(`  ${kb(bytes).padStart(9)}  ${file}\n`);
    }
  }
  for (const { route, missing } of rows) {
    if (missing.length) process.stdout.write(`\n${route.path}: not in the manifest: ${missing.join(', ')}`);
  }
  const over = rows.filter((row) => row.route.budgeted && row.jsBytes > BUDGET_BYTES);
  const incomplete = rows.filter((row) => row.missing.length > 0);
  if (over.length || incomplete.length) {
    process.stdout.write(
      `\n\nFAILED: ${over.length} route(s) over budget, ${incomplete.length} with missing chunks.\n`,
    );
    process.exit(1);
  }
  process.stdout.write('\nLanding and auth pages are within the JavaScript budget.\n');
}

main();
