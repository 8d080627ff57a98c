import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Cookie, type Page } from 'playwright-core';
import { createDatabase, type MadeDatabase } from '@server/test-support/postgres-databases';
import { bundleServer } from '../scripts/bundle-server';
import { freePort, startServer, waitUntilServing, type ServerProcess } from '../tests/e2e/support/server-process';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';

/*
 * What a beneficiary on a cheap phone and Slow 3G waits for: the real server (bundled, demo data) and
 * Debian's Chromium at phone size, the network at 400 kbit/s each way with 400 ms round trips and the
 * CPU slowed 4x, each visit in a fresh browser context (cold cache). Times are read inside the page,
 * from the start of its navigation (or from the press of Sign In). It builds no web client: run
 * `npx vite build` first (or set WEB_DIST_DIR). A benchmark, not a test: it never fails the shell.
 */

const WEB_DIST = process.env.WEB_DIST_DIR ?? 'dist/web';
const RUNS = Number(process.env.RUNS ?? 3);
const SERVER_BUNDLE = 'dist/bench/slow-3g-server.mjs';
const ACCOUNT = 'amina@demo.local';
const PHONE = { width: 360, height: 740 };
const NETWORK = { latency: 400, throughput: (400 * 1000) / 8 };
const CPU_SLOWDOWN = 4;
const TARGETS = { firstText: 2000, usable: 5000, signInUsable: 5000, blocking: 200 };
const CHROMIUM_ARGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
const CHROMIUM_MORE = ['--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

/*
 * Runs in every page before its own scripts: records long tasks, and the first frame in which the
 * dashboard shows its figures (stat values inside <main>) with the tab menu present and no skeleton.
 */
const PAGE_PROBE = `(() => {
  const probe = { longTasks: [], usableAt: null, pressedAt: null };
  window.__slow3g = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('submit', () => { probe.pressedAt ??= performance.now(); }, true);
  const check = () => {
    const main = document.querySelector('main');
    const usable = main && main.querySelector('dl dd') && !main.querySelector('.animate-pulse') &&
      document.querySelector('a[href="/beneficiary/profile"]');
    if (usable && probe.usableAt === null) probe.usableAt = performance.now();
    if (probe.usableAt === null) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Probe {
  longTasks: number[];
  usableAt: number | null;
  pressedAt: number | null;
  firstPaint: number | null;
}

interface Visit {
  firstText: number | null;
  usable: number | null;
  blocking: number;
  bytes: number;
}

async function throttledPage(context: BrowserContext): Promise<{ page: Page; bytes: () => number }> {
  await context.addInitScript(PAGE_PROBE);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  let bytes = 0;
  const started = new Map<string, { url: string; at: number }>();
  cdp.on('Network.requestWillBeSent', (event: { requestId: string; timestamp: number; request: { url: string } }) => {
    started.set(event.requestId, { url: event.request.url, at: event.timestamp });
  });
  cdp.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    const request = started.get(event.requestId);
    // WATERFALL=1 prints each request's start and end (seconds from the first request): where waves show.
    if (process.env.WATERFALL && request) {
      const first = Math.min(...[...started.values()].map((entry) => entry.at));
      const from = (request.at - first).toFixed(2);
      const to = (event.timestamp - first).toFixed(2);
      process.stdout.write(`  ${from.padStart(6)} -> ${to.padStart(6)} s  ${new URL(request.url).pathname}\n`);
    }
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: NETWORK.latency,
    downloadThroughput: NETWORK.throughput,
    uploadThroughput: NETWORK.throughput,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, bytes: () => bytes };
}

async function readProbe(page: Page): Promise<Probe> {
  return page.evaluate(() => {
    const probe = (window as unknown as { __slow3g: Omit<Probe, 'firstPaint'> }).__slow3g;
    const paint = performance.getEntriesByName('first-contentful-paint')[0];
    return { ...probe, firstPaint: paint ? paint.startTime : null };
  });
}

/** Lighthouse's measure: the part of each task beyond 50 ms, summed. */
const blockingTime = (tasks: number[]) => tasks.reduce((sum, ms) => sum + Math.max(0, ms - 50), 0);

/** Lets the page finish what it started (lazy chunks, idle prefetches) before reading its figures. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(1000);
}

async function visit(browser: Browser, baseUrl: string, path: string, cookies: Cookie[]): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-KE' });
  try {
    await context.addCookies(cookies);
    const { page, bytes } = await throttledPage(context);
    await page.goto(path, { waitUntil: 'commit', timeout: 60_000 });
    if (path.startsWith('/beneficiary')) {
      await page.waitForFunction(() => (window as unknown as { __slow3g: Probe }).__slow3g.usableAt !== null, null, {
        timeout: 60_000,
      });
    }
    await settle(page);
    const probe = await readProbe(page);
    return {
      firstText: probe.firstPaint,
      usable: probe.usableAt,
      blocking: blockingTime(probe.longTasks),
      bytes: bytes(),
    };
  } finally {
    await context.close();
  }
}

/** From the press of Sign In to the dashboard usable; the sign-in page itself has loaded and settled. */
async function signInVisit(browser: Browser, baseUrl: string): Promise<Visit> {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: PHONE, locale: 'en-KE' });
  try {
    const { page, bytes } = await throttledPage(context);
    await page.goto('/auth/signin', { timeout: 60_000 });
    await settle(page);
    await page.getByLabel('Email', { exact: true }).fill(ACCOUNT);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await settle(page);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForFunction(() => (window as unknown as { __slow3g: Probe }).__slow3g.usableAt !== null, null, {
      timeout: 60_000,
    });
    const probe = await readProbe(page);
    const usable = probe.usableAt !== null && probe.pressedAt !== null ? probe.usableAt - probe.pressedAt : null;
    return { firstText: null, usable, blocking: blockingTime(probe.longTasks), bytes: bytes() };
  } finally {
    await context.close();
  }
}

async function signedInCookies(browser: Browser, baseUrl: string): Promise<Cookie[]> {
  const context = await browser.newContext({ baseURL: baseUrl, extraHTTPHeaders: { origin: baseUrl } });
  try {
    const response = await context.request.post('/api/auth/sign-in/email', {
      data: { email: ACCOUNT, password: DEMO_PASSWORD },
    });
    if (!response.ok()) throw new Error(`Signing in as ${ACCOUNT} failed: ${response.status()}`);
    return await context.cookies();
  } finally {
    await context.close();
  }
}

async function startBenchServer(): Promise<{ server: ServerProcess; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bench-slow-3g-'));
  const database: MadeDatabase | undefined = process.env.BENCH_DATABASE_URL
    ? await createDatabase(process.env.BENCH_DATABASE_URL, `bench_slow_3g_${process.pid}`)
    : undefined;
  await bundleServer('src/server/main.ts', SERVER_BUNDLE);
  const server = startServer({
    port: await freePort(),
    dataDir,
    command: [process.execPath, SERVER_BUNDLE],
    env: { SEED_DEMO: '1', WEB_DIST_DIR: WEB_DIST, ...(database && { DATABASE_URL: database.url }) },
  });
  const stop = async () => {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };
  try {
    await waitUntilServing(server, '/api/health', (response) => response.status === 200, 120_000);
  } catch (error) {
    process.stderr.write(`\nThe server's output:\n${server.output()}\n`);
    await stop();
    throw error;
  }
  return { server, stop };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const known = (values: (number | null)[]) => values.filter((value): value is number => value !== null);

function line(label: string, values: number[], target?: number, unit: 'ms' | 's' | 'KB' = 's'): string {
  const value = median(values);
  const show = (ms: number) =>
    unit === 's'
      ? `${(ms / 1000).toFixed(2)} s`
      : unit === 'KB'
        ? `${(ms / 1000).toFixed(1)} KB`
        : `${Math.round(ms)} ms`;
  const verdict = target === undefined ? '' : `target ${show(target).padStart(9)}   ${value <= target ? 'ok' : 'OVER'}`;
  return `${label.padEnd(44)} ${show(value).padStart(10)}   ${verdict}\n      runs: ${values.map(show).join(', ')}\n`;
}

async function main(): Promise<void> {
  if (!existsSync(join(WEB_DIST, 'index.html'))) {
    throw new Error(`${WEB_DIST} has no build: run \`npx vite build\` first (or set WEB_DIST_DIR).`);
  }
  const { server, stop } = await startBenchServer();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...CHROMIUM_MORE],
  });
  try {
    const cookies = await signedInCookies(browser, server.baseUrl);
    const runs: Record<'landing' | 'signInPage' | 'beneficiary' | 'signIn', Visit[]> = {
      landing: [],
      signInPage: [],
      beneficiary: [],
      signIn: [],
    };
    for (let run = 1; run <= RUNS; run += 1) {
      process.stdout.write(`run ${run} of ${RUNS}...\n`);
      // ONLY=beneficiary (or landing, signInPage, signIn) measures one case: quicker while working on it.
      const only = process.env.ONLY;
      if (!only || only === 'landing') runs.landing.push(await visit(browser, server.baseUrl, '/', []));
      if (!only || only === 'signInPage')
        runs.signInPage.push(await visit(browser, server.baseUrl, '/auth/signin', []));
      if (!only || only === 'beneficiary')
        runs.beneficiary.push(await visit(browser, server.baseUrl, '/beneficiary', cookies));
      if (!only || only === 'signIn') runs.signIn.push(await signInVisit(browser, server.baseUrl));
    }
    process.stdout.write(
      `\nSlow 3G (${NETWORK.throughput * 8} bit/s, ${NETWORK.latency} ms), CPU ${CPU_SLOWDOWN}x slower, ` +
        `${PHONE.width}x${PHONE.height}, cold cache, median of ${RUNS} (${WEB_DIST}):\n\n`,
    );
    const { landing, signInPage, beneficiary, signIn } = runs;
    process.stdout.write(
      line('/beneficiary: first text (FCP)', known(beneficiary.map((v) => v.firstText)), TARGETS.firstText),
    );
    process.stdout.write(
      line('/beneficiary: dashboard usable', known(beneficiary.map((v) => v.usable)), TARGETS.usable),
    );
    process.stdout.write(
      line('Sign In pressed -> dashboard usable', known(signIn.map((v) => v.usable)), TARGETS.signInUsable),
    );
    process.stdout.write(
      line(
        '/: total blocking time',
        landing.map((v) => v.blocking),
        TARGETS.blocking,
        'ms',
      ),
    );
    process.stdout.write(
      line(
        '/auth/signin: total blocking time',
        signInPage.map((v) => v.blocking),
        TARGETS.blocking,
        'ms',
      ),
    );
    process.stdout.write(
      line(
        '/beneficiary: total blocking time',
        beneficiary.map((v) => v.blocking),
        TARGETS.blocking,
        'ms',
      ),
    );
    process.stdout.write(line('/: first text (FCP)', known(landing.map((v) => v.firstText))));
    process.stdout.write(line('/auth/signin: first text (FCP)', known(signInPage.map((v) => v.firstText))));
    process.stdout.write(
      line(
        '/: bytes transferred',
        landing.map((v) => v.bytes),
        undefined,
        'KB',
      ),
    );
    process.stdout.write(
      line(
        '/auth/signin: bytes transferred',
        signInPage.map((v) => v.bytes),
        undefined,
        'KB',
      ),
    );
    process.stdout.write(
      line(
        '/beneficiary: bytes transferred',
        beneficiary.map((v) => v.bytes),
        undefined,
        'KB',
      ),
    );
    process.stdout.write(
      line(
        'sign-in page + sign in + dashboard: bytes',
        signIn.map((v) => v.bytes),
        undefined,
        'KB',
      ),
    );
  } finally {
    await browser.close();
    await stop();
  }
}

await main();
