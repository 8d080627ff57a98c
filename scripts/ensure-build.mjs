import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import process from 'node:process';

/*
 * `npm start` builds the web client and bundles the server when either is
 * missing or older than its sources, so the quick start is one command and a
 * later start only checks. Plain Node, not tsx: loading tsx and bundling the
 * server again cost 1.7 to 2.9 s of every start (bench:startup), while the
 * check itself is a few hundred file stats. esbuild is loaded only to bundle.
 * The bundle's options are those of scripts/bundle-server.ts (which benches and
 * a test use); change both together.
 */
const root = process.cwd();
// The server serves WEB_DIST_DIR (config.ts): check and build the directory it will serve.
const webDist = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
const builtIndex = path.join(webDist, 'index.html');
const serverBundle = path.join(root, 'dist/server/main.mjs');
/** The files esbuild read for the bundle (its metafile's inputs), written beside it. */
const serverInputs = path.join(root, 'dist/server/main.inputs.json');
/** Change the bundle without being one of its inputs: options, path aliases. */
const serverSettings = ['scripts/ensure-build.mjs', 'tsconfig.json'];
const webSources = ['src/web', 'src/domain', 'vite.config.ts'];

const mtimeOf = (file) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;

/** The newest modification time under a file or directory (0 when it does not exist). */
function newestMtime(target) {
  const stats = fs.statSync(target, { throwIfNoEntry: false });
  if (!stats) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

function webIsStale() {
  const built = mtimeOf(builtIndex);
  return built === undefined || Math.max(...webSources.map((source) => newestMtime(path.join(root, source)))) > built;
}

/** Stale when an input is newer than the bundle or gone (a deleted file must fail the build, not be served). */
function serverIsStale() {
  const built = mtimeOf(serverBundle);
  if (built === undefined || !fs.existsSync(serverInputs)) return true;
  const inputs = JSON.parse(fs.readFileSync(serverInputs, 'utf8'));
  return [...inputs, ...serverSettings].some((input) => (mtimeOf(path.join(root, input)) ?? Infinity) > built);
}

async function bundleServer() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, 'src/server/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // A stack trace can be read against the sources with `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
    absWorkingDir: root,
  });
  fs.writeFileSync(serverInputs, JSON.stringify(Object.keys(result.metafile.inputs)));
}

if (webIsStale()) {
  process.stdout.write('Building the web client...\n');
  // Absolute: vite resolves a relative --outDir against its root, src/web.
  execFileSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', webDist],
    { stdio: 'inherit' },
  );
}

if (serverIsStale()) await bundleServer();
