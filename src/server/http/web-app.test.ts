import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

const INDEX_HTML =
  '<!doctype html><html lang="en"><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const ASSET = 'export const app = 1;';
const BIG_ASSET = Array.from({ length: 400 }, (_, index) => `export const value${index} = ${index};`).join('\n');
// Settings the server would not choose on the fly, so the bytes sent tell which copy was sent.
const BIG_ASSET_BR = zlib.brotliCompressSync(BIG_ASSET, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 2 } });
const BIG_ASSET_GZ = zlib.gzipSync(BIG_ASSET, { level: 1 });

describe('serving the built web app', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    // The build must exist before the app starts: the server decides at start whether to serve it.
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'livelihood-web-'));
    await fs.mkdir(path.join(webDir, 'assets'));
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(webDir, 'assets', 'index-abc123.js'), ASSET);
    // The build's compressed copies (scripts/precompress.ts); the small asset has none, as in a real build.
    await fs.writeFile(path.join(webDir, 'assets', 'big-def456.js'), BIG_ASSET);
    await fs.writeFile(path.join(webDir, 'assets', 'big-def456.js.br'), BIG_ASSET_BR);
    await fs.writeFile(path.join(webDir, 'assets', 'big-def456.js.gz'), BIG_ASSET_GZ);
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/some/client/route',
    '/auth/signin',
    '/staff/team',
    '/beneficiary/documents',
    '/auth/reset-password?token=abc',
  ])('GET %s answers index.html, never cached', async (url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets for a year', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe(ASSET);
  });

  it('sends a script without the policies only a page uses, keeping nosniff', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    const page = await t.app.inject({ method: 'GET', url: '/beneficiary' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBeDefined();
  });

  it('sends the Brotli or gzip copy made at build time as it is, and the file itself to a client that accepts neither', async () => {
    for (const [accepted, encoding, copy] of [
      ['br, gzip', 'br', BIG_ASSET_BR],
      ['gzip', 'gzip', BIG_ASSET_GZ],
    ] as const) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: { 'accept-encoding': accepted },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.equals(copy)).toBe(true);
    }
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG_ASSET);
  });

  it('a missing hashed asset is a 404, not index.html', async () => {
    // After a deploy, a phone still holding the old index.html asks for old chunks: HTML with a
    // 200 makes the lazy route fail with a MIME error instead of a clean, retryable 404.
    const response = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(response.statusCode).toBe(404);
  });

  it('answers HEAD for a client route', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/employer' });
    expect(response.statusCode).toBe(200);
  });

  it('keeps API paths as API: an unknown one is a 404 problem, not the app', async () => {
    for (const url of ['/api', '/api?x=1', '/api/unknown', '/api/v1/nothing', '/api/v1/staff/team/x/nothing']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(response.json()).toMatchObject({ status: 404, detail: 'We could not find what you were looking for.' });
    }
  });

  it('does not answer index.html for other methods', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/some/client/route', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('never serves files outside the build', async () => {
    for (const url of ['/../package.json', '/assets/../../package.json', '/%2e%2e/package.json']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.body).not.toContain('"dependencies"');
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
