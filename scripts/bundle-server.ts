import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/*
 * The server runs from one JavaScript bundle of its TypeScript sources (npm
 * packages stay outside it, loaded from node_modules as usual). Running the
 * sources through tsx's loader instead keeps every compiled module and a
 * loader thread in memory: about 100 MB more resident memory for the same
 * server (244 MB against 144 MB at rest), which a small deployment, and the
 * import's 400 MB target, cannot spare. It takes well under a second, so it is
 * redone at every `npm start`.
 */
export async function bundleServer(entry: string, outfile: string): Promise<void> {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // A stack trace can be read against the sources with `node --enable-source-maps`.
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

export const SERVER_BUNDLE = path.join('dist', 'server', 'main.mjs');

// `tsx scripts/bundle-server.ts <entry> <outfile>` bundles another entry the same way (bench:import runs from one).
if (process.argv[1] && pathToFileURL(path.resolve(process.argv[1])).href === import.meta.url) {
  const [entry, outfile] = process.argv.slice(2);
  if (!entry || !outfile) throw new Error('Usage: tsx scripts/bundle-server.ts <entry> <outfile>');
  await bundleServer(entry, outfile);
}
