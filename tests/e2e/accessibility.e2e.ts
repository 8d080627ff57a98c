import { describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
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

/*
 * The beneficiary portal in Somali and Arabic (English and Swahili are checked by each tab's own journey): one
 * sign-in per language, each tab opened from the menu as a person would (no reload), checked at 320 px and then,
 * by resizing the same page, at 1280 px.
 */
const BENEFICIARY_PATHS = [
  '/beneficiary/profile',
  '/beneficiary/applications',
  '/beneficiary/documents',
  '/beneficiary/payments',
  '/beneficiary/jobs',
  '/beneficiary/business',
  '/beneficiary/skills',
  '/beneficiary/messages',
  '/beneficiary/feedback',
  '/beneficiary/settings',
  '/beneficiary',
];
const NARROW = { width: 320, height: 740 };

async function tabReady(page: Page, language: string) {
  await page.waitForFunction((code) => document.documentElement.lang === code, language);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main .animate-pulse').length === 0);
}

describe.each(['so', 'ar'])('the beneficiary portal in %s', (language) => {
  test('every tab passes axe at 320 px and at 1280 px', async () => {
    const page = await browser.newPage({ viewport: NARROW });
    await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
    await page.evaluate((code) => localStorage.setItem('lang', code), language);
    await page.reload();
    for (const path of BENEFICIARY_PATHS) {
      await page.locator(`nav a[href="${path}"]`).click();
      await page.locator(`nav a[href="${path}"][aria-current="page"]`).waitFor();
      await tabReady(page, language);
      await expectNoSeriousA11yViolations(page, `${path} (${language}, 320 px)`);
      await page.setViewportSize(DESKTOP);
      await expectNoSeriousA11yViolations(page, `${path} (${language}, 1280 px)`);
      await page.setViewportSize(NARROW);
    }
  });
});
