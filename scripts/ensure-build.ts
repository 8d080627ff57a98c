import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bundleServer, SERVER_BUNDLE } from './bundle-server';

/*
 * `npm start` builds the web client when there is no build yet, or when a
 * source file is newer than the build, so the quick start is one command; and
 * it bundles the server, which then runs from dist/server/main.mjs.
 */
const root = process.cwd();
const builtIndex = path.join(root, 'dist/web/index.html');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ['src/web', 'src/domain'].map((dir) => path.join(root, dir));
const stale = !fs.existsSync(builtIndex) || Math.max(...sources.map(newestMtime)) > fs.statSync(builtIndex).mtimeMs;

if (stale) {
  process.stdout.write('Building the web client...\n');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
}

// The server is bundled every time: it takes a fraction of a second (see bundle-server.ts).
await bundleServer(path.join(root, 'src/server/main.ts'), path.join(root, SERVER_BUNDLE));
