import { mkdir } from 'node:fs/promises';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterEach, beforeAll } from 'vitest';
import { serverUrl, thisServerLog } from './servers';

/*
 * Debian's Chromium driven by playwright-core: no browser download, ever. The
 * flags keep it from calling home, which this machine's closed network refuses.
 */
const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const PHONE = { width: 360, height: 740 };
export const DESKTOP = { width: 1280, height: 800 };

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Browser locale, e.g. 'en-KE'; the app reads it when no language was chosen. */
  locale?: string;
}

export interface BrowserSession {
  /** A fresh context (own cookies and storage) with one page on the app's origin. */
  newPage(options?: PageOptions): Promise<Page>;
}

function screenshotName(testName: string, index: number): string {
  const slug = testName
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
  return `test-results/${slug}-${index}.png`;
}

/**
 * One Chromium per journey worker, shared by the files it runs one after another
 * (they share the worker's modules): starting a browser for every file cost
 * about a second each. Started again if it crashed; it ends with the worker.
 */
let workerBrowser: Promise<Browser> | undefined;

async function runningBrowser(): Promise<Browser> {
  const running = workerBrowser && (await workerBrowser);
  if (running?.isConnected()) return running;
  workerBrowser = chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  return workerBrowser;
}

/**
 * Call once at the top of a test file: the worker's browser, fresh contexts
 * per test, closed after each test. A failed test leaves a screenshot of each of
 * its pages in test-results/ so the failure can be seen, not guessed.
 */
export function useBrowser(): BrowserSession {
  const baseUrl = serverUrl();
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    browser = await runningBrowser();
  });

  afterEach(async ({ task }) => {
    const open = contexts;
    contexts = [];
    if (task.result?.state === 'fail') {
      await mkdir('test-results', { recursive: true });
      const pages = open.flatMap((context) => context.pages());
      // The suite name tells apart the same test at different viewports.
      const testName = [task.suite?.name, task.name].filter(Boolean).join(' ');
      for (const [index, page] of pages.entries()) {
        const path = screenshotName(testName, index);
        await page.screenshot({ path, fullPage: true }).catch(() => undefined);
        process.stderr.write(`[e2e] screenshot of ${page.url()} saved to ${path}\n`);
      }
      process.stderr.write(`[e2e] the server's log is in ${thisServerLog()}\n`);
    }
    await Promise.all(open.map((context) => context.close()));
  });

  return {
    async newPage(options = {}) {
      if (!browser) throw new Error('useBrowser(): the browser is not running (call newPage inside a test)');
      const context = await browser.newContext({
        baseURL: baseUrl,
        viewport: options.viewport ?? DESKTOP,
        locale: options.locale ?? 'en-KE',
        // page.request (Playwright's own client, with the page's cookies) sends no Origin, unlike the browser's
        // fetch; the server refuses a session used without one, so it sends the one the page would.
        extraHTTPHeaders: { origin: new URL(baseUrl).origin },
      });
      context.setDefaultTimeout(15_000);
      contexts.push(context);
      return context.newPage();
    },
  };
}
