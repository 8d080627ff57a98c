import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { useBrowser } from './support/browser';

/*
 * WCAG 1.4.4 and 1.4.10 on the smallest phone we support: text at 200% (as the browser's text-size setting does
 * it, by the root font size: every Tailwind size is in rem) on a 320 px wide screen. Nothing may scroll the page
 * sideways, no heading may be cut, Sign Out stays on screen and the skip link is the first Tab stop.
 */

const browser = useBrowser();
const NARROW = { width: 320, height: 640 };

async function newLargeTextPage(): Promise<Page> {
  const page = await browser.newPage({ viewport: NARROW });
  await page.addInitScript(() => {
    const enlarge = () => {
      if (document.documentElement) document.documentElement.style.fontSize = '200%';
    };
    enlarge();
    document.addEventListener('DOMContentLoaded', enlarge);
  });
  return page;
}

/** Waits until placeholders are replaced by content, so what is measured is what the person reads. */
async function settled(page: Page): Promise<void> {
  await page.locator('main h1, [role="dialog"] h2').first().waitFor();
  await page.waitForFunction(
    () => document.querySelectorAll('main .animate-pulse, [role="dialog"] .animate-pulse').length === 0,
  );
}

interface Reflow {
  pageWidth: number;
  viewportWidth: number;
  cutHeadings: string[];
}

async function measure(page: Page): Promise<Reflow> {
  await settled(page);
  return page.evaluate(() => ({
    pageWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    // Headings for screen readers only are 1 px boxes by design; the visible ones must hold their text.
    cutHeadings: [...document.querySelectorAll('h1, h2, h3')]
      .filter((heading) => heading.clientWidth > 1 && heading.scrollWidth > heading.clientWidth)
      .map((heading) => `${heading.tagName} "${heading.textContent}" ${heading.scrollWidth} > ${heading.clientWidth}`),
  }));
}

async function expectReflows(page: Page, label: string): Promise<void> {
  const reflow = await measure(page);
  expect(reflow.pageWidth, `${label} scrolls sideways`).toBeLessThanOrEqual(reflow.viewportWidth);
  expect(reflow.cutHeadings, `${label} cuts a heading`).toEqual([]);
}

async function expectSkipLinkFirst(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
  const box = await skip.boundingBox();
  expect(box && box.width > 1 && box.x >= 0 && box.x + box.width <= NARROW.width).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
}

test('the landing and auth pages reflow at 200% text on a 320 px phone, with a skip link first', async () => {
  const page = await newLargeTextPage();
  for (const path of ['/', '/auth/signin', '/auth/signup', '/auth/forgot-password', '/auth/reset-password?token=x']) {
    await page.goto(path);
    await expectReflows(page, path);
  }
  await page.goto('/');
  await settled(page);
  await expectSkipLinkFirst(page);
});

const BENEFICIARY_TABS = [
  'My Profile',
  'Applications',
  'Documents',
  'Payment History',
  'Job Search',
  'My Business',
  'Skills Assessment',
  'Messages',
  'Feedback & Complaints',
  'Settings',
  'Dashboard',
];

test('every beneficiary tab and the application wizard reflow at 200% text; Sign Out stays on screen', async () => {
  const page = await newLargeTextPage();
  await signIn(page, DEMO.beneficiary, DEMO_PASSWORD, '/beneficiary');
  // A fresh load: after the sign-in form, Tab would go on from where the form's button was.
  await page.goto('/beneficiary');
  await expectReflows(page, 'the dashboard');
  await expectSkipLinkFirst(page);

  const signOut = page.getByRole('button', { name: 'Sign Out' });
  const box = await signOut.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= NARROW.width && box.y + box.height <= NARROW.height).toBe(true);

  // Every tab is reached from the menu itself, even those scrolled out of the bar.
  const tabs = page.getByRole('navigation', { name: 'Portal sections' });
  for (const tab of BENEFICIARY_TABS) {
    await tabs.getByRole('link', { name: tab, exact: true }).click();
    await page.waitForFunction((name) => document.querySelector('[aria-current="page"]')?.textContent === name, tab);
    await expectReflows(page, `the ${tab} tab`);
  }

  await tabs.getByRole('link', { name: 'Applications', exact: true }).click();
  await page.getByRole('button', { name: 'New Application' }).click();
  await page.getByRole('dialog', { name: 'Apply for Program' }).getByText('Step 1 of 3').waitFor();
  await expectReflows(page, 'the application wizard');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await page.getByRole('dialog').waitFor();
  await expectReflows(page, 'the notifications panel');
});
