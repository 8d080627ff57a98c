import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir = '';
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressing the web build', () => {
  it('writes Brotli and gzip copies of each text file big enough to gain, and nothing else', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const script = 'export const greeting = "Habari";\n'.repeat(100);
    await fs.writeFile(path.join(dir, 'assets', 'page-abc.js'), script);
    await fs.writeFile(path.join(dir, 'index.html'), `<!doctype html>${'<p>Karibu</p>'.repeat(100)}`);
    await fs.writeFile(path.join(dir, 'assets', 'tiny-def.js'), 'export {};');
    await fs.writeFile(path.join(dir, 'assets', 'photo.png'), Buffer.alloc(4096, 7));

    expect(await precompressDirectory(dir)).toBe(2);

    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, 'assets', 'page-abc.js.br'))).toString()).toBe(
      script,
    );
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, 'assets', 'page-abc.js.gz'))).toString()).toBe(script);
    expect((await fs.readdir(dir)).sort()).toEqual(['assets', 'index.html', 'index.html.br', 'index.html.gz']);
    expect((await fs.readdir(path.join(dir, 'assets'))).sort()).toEqual([
      'page-abc.js',
      'page-abc.js.br',
      'page-abc.js.gz',
      'photo.png',
      'tiny-def.js',
    ]);
  });
});
