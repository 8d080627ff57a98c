import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@server/test-support/test-app';

// A build as Vite writes it: the page, its manifest and the first screen's texts (vite.config.ts).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-f1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;
const MANIFEST = {
  'index.html': { file: 'assets/index-e1.js', imports: ['_framework-f1.js'] },
  '_framework-f1.js': { file: 'assets/framework-f1.js' },
  '_button-b1.js': { file: 'assets/button-b1.js', imports: ['_framework-f1.js'] },
  'lib/query-provider.tsx': { file: 'assets/query-provider-q1.js' },
  'features/portal-access/portal-guard.tsx': { file: 'assets/portal-guard-g1.js', imports: ['_button-b1.js'] },
  'features/beneficiary/beneficiary-portal.tsx': { file: 'assets/beneficiary-portal-p1.js' },
  'features/beneficiary/dashboard/dashboard-tab.tsx': { file: 'assets/dashboard-tab-d1.js' },
  'features/beneficiary/dashboard/api/early-dashboard.ts': { file: 'assets/early-dashboard-e1.js' },
  'features/auth/auth-page.tsx': { file: 'assets/auth-page-a1.js', imports: ['_button-b1.js'] },
  'features/auth/sign-up-form.tsx': { file: 'assets/sign-up-form-s1.js', imports: ['_button-b1.js'] },
};
// Each language's folder of translation files (src/web/lib/locale-assets.ts).
const LOCALE_DIRS = {
  en: 'assets/locales/en-e1',
  sw: 'assets/locales/sw-s1',
  so: 'assets/locales/so-o1',
  ar: 'assets/locales/ar-a1',
};
const TEXTS = {
  en: { loading: 'Loading...', dir: 'ltr' },
  sw: { loading: 'Inapakia...', dir: 'ltr' },
  so: { loading: 'Waa la soo rarayaa...', dir: 'ltr' },
  ar: { loading: 'جارٍ التحميل...', dir: 'rtl' },
};

describe('index.html as each page needs it on a slow network', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'livelihood-shell-'));
    await fs.mkdir(path.join(webDir, '.vite'), { recursive: true });
    await fs.writeFile(path.join(webDir, 'index.html'), INDEX_HTML);
    await fs.writeFile(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    await fs.writeFile(path.join(webDir, 'shell-texts.json'), JSON.stringify(TEXTS));
    await fs.writeFile(path.join(webDir, 'locale-dirs.json'), JSON.stringify(LOCALE_DIRS));
    t = await createTestApp({ env: { WEB_DIST_DIR: webDir } });
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });

  const open = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(?:module)?preload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);

  it("names at once the beneficiary home's code, texts, session and figures", async () => {
    const response = await open('/beneficiary', { 'accept-language': 'en-KE,en;q=0.9' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual(
      expect.arrayContaining([
        '/api/v1/me',
        '/api/v1/beneficiary/dashboard',
        '/assets/query-provider-q1.js',
        '/assets/portal-guard-g1.js',
        '/assets/button-b1.js',
        '/assets/beneficiary-portal-p1.js',
        '/assets/dashboard-tab-d1.js',
        '/assets/early-dashboard-e1.js',
        '/assets/locales/en-e1/common.json',
        '/assets/locales/en-e1/dashboard.json',
        // The header's notifications button and the offline notice: no wave of their own after React.
        '/assets/locales/en-e1/notifications.json',
        '/assets/locales/en-e1/offline.json',
      ]),
    );
    // Fetched by i18next with fetch(): the preload must be one fetch() can use, not a module's.
    expect(response.body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/assets/locales/en-e1/dashboard.json">',
    );
    // What index.html loads already is not named twice.
    expect(response.body.match(/framework-f1\.js/g)).toHaveLength(1);
    expect(response.body).toContain('<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/v1/me">');
  });

  it('shows "Loading..." before any script, in the language of the browser or the one picked in the app', async () => {
    const english = await open('/beneficiary');
    expect(english.body).toContain('<html lang="en" dir="ltr"');
    expect(english.body).toContain('<p role="status">Loading...</p>');

    const swahili = await open('/beneficiary', { 'accept-language': 'sw-KE,sw;q=0.9' });
    expect(swahili.body).toContain('<html lang="sw" dir="ltr"');
    expect(swahili.body).toContain('Inapakia...');
    expect(preloads(swahili.body)).toEqual(
      expect.arrayContaining(['/assets/locales/sw-s1/dashboard.json', '/assets/locales/sw-s1/common.json']),
    );
    expect(preloads(swahili.body).filter((url) => url?.includes('/locales/en-'))).toEqual([]);

    const arabic = await open('/beneficiary', { cookie: 'lang=ar', 'accept-language': 'en-KE' });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.body).toContain('جارٍ التحميل...');
  });

  it('preloads the figures only when the API would answer in the page language', async () => {
    // The preload goes out with the browser's Accept-Language (English); the app will ask in Arabic.
    const arabic = await open('/beneficiary', { cookie: 'lang=ar', 'accept-language': 'en-KE' });
    expect(preloads(arabic.body)).not.toContain('/api/v1/beneficiary/dashboard');
    expect(preloads(arabic.body)).toContain('/api/v1/me');
  });

  it('paints the first screen before the stylesheet: the stylesheet follows it in the body', async () => {
    const { body } = await open('/auth/signin');
    expect(body.indexOf('Loading...')).toBeLessThan(body.indexOf('index-c1.css'));
    expect(body.indexOf('</head>')).toBeLessThan(body.indexOf('index-c1.css'));
    expect(preloads(body)).toEqual(expect.arrayContaining(['/assets/auth-page-a1.js', '/assets/button-b1.js']));
    expect(preloads(body)).not.toContain('/api/v1/me');
    // The sign-up form, a chunk of its own, is named on the sign-up page only.
    expect(preloads(body)).not.toContain('/assets/sign-up-form-s1.js');
    expect(preloads((await open('/auth/signup')).body)).toContain('/assets/sign-up-form-s1.js');
  });

  it('is the same for everyone: never personal, never kept by a shared cache, varying only by language', async () => {
    const response = await open('/beneficiary', { cookie: 'lang=sw; better-auth.session_token=abc' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.headers.vary).toContain('Accept-Language');
    expect(response.body).not.toContain('abc');
    const other = await open('/beneficiary', { cookie: 'lang=sw; better-auth.session_token=xyz' });
    expect(other.body).toBe(response.body);
  });

  it('ignores a lang cookie that is not one of our languages', async () => {
    const response = await open('/', { cookie: 'lang=xx"><script>', 'accept-language': 'so' });
    expect(response.body).toContain('<html lang="so" dir="ltr"');
    expect(response.body).not.toContain('<script>');
  });
});
