import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { expectNoSeriousA11yViolations } from './support/axe';

const browser = useBrowser();

const PUBLIC_PAGES = [
  '/',
  '/auth/signin',
  '/auth/signup',
  '/auth/forgot-password',
  '/auth/reset-password?token=x',
  '/no/such/page',
];
const VIEWPORTS = [
  { name: '360 px', size: PHONE },
  { name: '1280 px', size: DESKTOP },
];

async function pageState(page: Page) {
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    heading: document.querySelector('h1')?.textContent ?? '',
  }));
}

describe.each(VIEWPORTS)('public pages at $name', ({ name, size }) => {
  test.each(PUBLIC_PAGES)('%s passes axe in English and Swahili', async (path) => {
    const page = await browser.newPage({ viewport: size });
    await page.goto(path);
    const english = await pageState(page);
    expect(english.lang).toBe('en');
    await expectNoSeriousA11yViolations(page, `${path} (en, ${name})`);

    // The switcher keeps the choice in localStorage 'lang'; set it as the switcher would.
    await page.evaluate(() => localStorage.setItem('lang', 'sw'));
    await page.reload();
    const swahili = await pageState(page);
    expect(swahili.lang).toBe('sw');
    expect(swahili.heading).not.toBe(english.heading);
    await expectNoSeriousA11yViolations(page, `${path} (sw, ${name})`);
  });
});
