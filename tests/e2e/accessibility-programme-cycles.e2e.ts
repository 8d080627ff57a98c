import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, test } from 'vitest';
import { nairobiToday } from '@domain/kenya-day';
import { defaultFollowUpQuestions } from '@domain/programmes/follow-up';
import followUpAr from '../../src/web/locales/ar/follow-up.json';
import paymentCheckAr from '../../src/web/locales/ar/payment-check.json';
import paymentPlanAr from '../../src/web/locales/ar/payment-plan.json';
import outcomesSo from '../../src/web/locales/so/staff-outcomes.json';
import outcomesSw from '../../src/web/locales/sw/staff-outcomes.json';
import verificationAr from '../../src/web/locales/ar/staff-verification.json';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, useBrowser } from './support/browser';
import { grantWithFirstTranchePaid } from './support/cycle-steps';

/*
 * The screens of programme cycles, outcomes and payment verification, in Arabic (right to left) at 320 px and
 * then, resizing the same page, at 1280 px: one page load each, after the state they show was set up through
 * the API. The cycle and outcomes pages (the questionnaire editor open) also in Kiswahili and Somali, whose
 * longer words are the likeliest to overflow a narrow screen.
 */

const browser = useBrowser();
const NARROW = { width: 320, height: 740 };
/** The Small Business Grant of the demo data, whose finished cycles have follow-up visits and figures. */
const DEMO_PROGRAMME = 'business-grant';

let world: Awaited<ReturnType<typeof grantWithFirstTranchePaid>>;

beforeAll(async () => {
  const officer = await browser.newPage();
  await signIn(officer, DEMO.officer, DEMO_PASSWORD, '/staff');
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
  world = await grantWithFirstTranchePaid(officer.request, admin.request);
  await Promise.all([officer.close(), admin.close()]);
});

/** Signs in (in English, as the sign-in helper fills the form) and switches to Arabic as the switcher does. */
async function inArabic(email: string, password: string, portal: string): Promise<Page> {
  const page = await browser.newPage({ viewport: NARROW });
  await signIn(page, email, password, portal);
  await page.evaluate(() => localStorage.setItem('lang', 'ar'));
  return page;
}

/** Signs in and switches to another language (Kiswahili, Somali) as the switcher does. */
async function inLanguage(language: 'sw' | 'so', email: string, password: string, portal: string): Promise<Page> {
  const page = await browser.newPage({ viewport: NARROW });
  await signIn(page, email, password, portal);
  await page.evaluate((lang) => localStorage.setItem('lang', lang), language);
  return page;
}

async function settled(page: Page, path: string, language: 'ar' | 'sw' | 'so' = 'ar'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(
    (lang) =>
      document.documentElement.lang === lang && document.documentElement.dir === (lang === 'ar' ? 'rtl' : 'ltr'),
    language,
  );
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(() => document.querySelectorAll('main .animate-pulse').length === 0);
}

/**
 * No sideways scrolling; otherwise names the elements sticking out that a scroll box does not hold: outside any,
 * or placed absolutely (a visually hidden label in a table escapes its scroll box and widens the page).
 */
/** The same page, resized to a desktop's width, checked again (no reload). */
async function alsoOnADesktop(page: Page, label: string): Promise<void> {
  await page.setViewportSize(DESKTOP);
  await expectNoSeriousA11yViolations(page, `${label} (ar, 1280 px)`);
  await page.setViewportSize(NARROW);
}

async function fitsTheScreen(page: Page): Promise<void> {
  const wider = await page.evaluate((width) => {
    if (document.documentElement.scrollWidth <= width) return [];
    const inScrollBox = (element: Element | null): boolean =>
      element !== null &&
      element !== document.body &&
      (getComputedStyle(element).overflowX !== 'visible' || inScrollBox(element.parentElement));
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        if (box.left >= -1 && box.right <= width + 1) return false;
        const placed = ['absolute', 'fixed'].includes(getComputedStyle(element).position);
        return placed || !inScrollBox(element.parentElement);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${element.textContent?.slice(0, 40)}`);
    return [`the page is ${document.documentElement.scrollWidth} px wide`, ...culprits];
  }, NARROW.width);
  expect(wider).toEqual([]);
}

describe('programme cycles and outcomes in Arabic at 320 px', () => {
  test('staff: the cycle page, the outcomes page and a batch’s verification pass axe', async () => {
    const officer = await inArabic(DEMO.officer, DEMO_PASSWORD, '/staff');

    await settled(officer, `/staff/programmes/${world.programmeId}/cycles/${world.cycleId}`);
    await officer.getByRole('table').waitFor();
    await fitsTheScreen(officer);
    await expectNoSeriousA11yViolations(officer, 'cycle page (ar, 320 px)');
    await alsoOnADesktop(officer, 'cycle page');

    await settled(officer, `/staff/programmes/${DEMO_PROGRAMME}/outcomes`);
    await officer.getByRole('table').first().waitFor();
    await fitsTheScreen(officer);
    await expectNoSeriousA11yViolations(officer, 'outcomes page (ar, 320 px)');
    await alsoOnADesktop(officer, 'outcomes page');

    await settled(officer, `/staff/payments/${world.batchId}`);
    await officer.getByRole('heading', { name: verificationAr.title }).waitFor();
    await officer.getByText(verificationAr.summary.rate).first().waitFor();
    await fitsTheScreen(officer);
    await expectNoSeriousA11yViolations(officer, 'batch verification (ar, 320 px)');
    await alsoOnADesktop(officer, 'batch verification');
  });

  test('the person: the payment plan, the payment check and the follow-up questions pass axe', async () => {
    const person = await inArabic(world.account.email, world.account.password, '/beneficiary');

    await settled(person, '/beneficiary/payments');
    await person.getByRole('heading', { name: paymentPlanAr.title }).waitFor();
    await person.getByText(paymentCheckAr.title).waitFor();
    await fitsTheScreen(person);
    await expectNoSeriousA11yViolations(person, 'payment plan and payment check (ar, 320 px)');
    await alsoOnADesktop(person, 'payment plan and payment check');
    await person.getByRole('button', { name: paymentCheckAr.answer }).click();
    await person.getByRole('dialog', { name: paymentCheckAr.form.title }).waitFor();
    await expectNoSeriousA11yViolations(person, 'payment check form (ar, 320 px)');
    await person.keyboard.press('Escape');

    // Her follow-up falls due months after she completes; the portal's answer is stood in for (the API is
    // tested in follow-up-visits.test.ts), so that the card is checked as she will see it.
    await person.route('**/api/v1/beneficiary/follow-up-visits', (route) =>
      route.fulfill({
        json: {
          items: [
            {
              id: 'visit-1',
              programmeName: 'منحة المشاريع',
              monthsAfter: 6,
              dueOn: nairobiToday(),
              status: 'due',
              questions: defaultFollowUpQuestions(),
              answers: null,
            },
          ],
        },
      }),
    );
    await settled(person, '/beneficiary/applications');
    await person.getByText(followUpAr.title).waitFor();
    await fitsTheScreen(person);
    await expectNoSeriousA11yViolations(person, 'follow-up card (ar, 320 px)');
    await alsoOnADesktop(person, 'follow-up card');
    await person.getByRole('button', { name: followUpAr.answer }).click();
    await expectNoSeriousA11yViolations(person, 'follow-up questions (ar, 320 px)');
  });
});

describe('programme cycles and outcomes in Kiswahili and Somali at 320 px', () => {
  for (const [language, outcomes] of [
    ['sw', outcomesSw],
    ['so', outcomesSo],
  ] as const) {
    test(`staff (${language}): the cycle page, and the outcomes page with the questionnaire editor open, pass axe`, async () => {
      const officer = await inLanguage(language, DEMO.officer, DEMO_PASSWORD, '/staff');

      await settled(officer, `/staff/programmes/${world.programmeId}/cycles/${world.cycleId}`, language);
      await officer.getByRole('table').waitFor();
      await fitsTheScreen(officer);
      await expectNoSeriousA11yViolations(officer, `cycle page (${language}, 320 px)`);

      // The programme of this file's world, so opening its editor changes nothing other journeys read.
      await settled(officer, `/staff/programmes/${world.programmeId}/outcomes`, language);
      await officer.getByRole('button', { name: outcomes.plan.edit }).click();
      await officer.getByRole('form', { name: outcomes.plan.formLabel }).waitFor();
      await officer.getByRole('button', { name: outcomes.plan.addCriterion }).click();
      await fitsTheScreen(officer);
      await expectNoSeriousA11yViolations(officer, `outcomes page with the editor (${language}, 320 px)`);
      await officer.close();
    });
  }
});
