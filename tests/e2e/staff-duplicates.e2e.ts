import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DEMO, DEMO_PASSWORD, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, PHONE, useBrowser } from './support/browser';
import { validForm } from '@server/modules/applications/beneficiary/applications-fixtures';

const browser = useBrowser();

const letters = (count: number) =>
  Array.from({ length: count }, () => String.fromCharCode(97 + randomInt(26))).join('');

interface Alert {
  id: string;
  beneficiary1: { id: string };
  beneficiary2: { id: string };
}

/**
 * A refugee who signed up in the portal and applied for cash, and the same
 * person registered again by staff from a camp list: detection pairs them once
 * staff complete the portal record (an edit runs the duplicate check).
 */
async function makeTwins(staff: Page, portal: Page, lastName: string) {
  const phone = `0733${String(randomInt(1_000_000)).padStart(6, '0')}`;
  const email = `twin-${letters(8)}@e2e.test`;
  const signUp = await portal.request.post('/api/auth/sign-up/email', {
    data: {
      name: `Maxamed ${lastName}`,
      firstName: 'Maxamed',
      lastName,
      email,
      phoneNumber: phone,
      userType: 'beneficiary',
      password: `pass-${letters(8)}`,
      callbackURL: '/',
    },
  });
  expect(signUp.status()).toBe(200);
  // The API tests' complete cash-transfer application.
  const application = await portal.request.post('/api/v1/beneficiary/applications', { data: validForm });
  expect(application.status()).toBe(201);
  const portalPersonId = ((await (await portal.request.get('/api/v1/beneficiary/profile')).json()) as { id: string })
    .id;

  const person = {
    firstName: 'Mohamed',
    lastName,
    dateOfBirth: '1991-01-01',
    gender: 'male',
    nationality: 'SOM',
    location: 'DAD-IFO-B12',
    phoneNumber: phone,
    skills: [],
  };
  const created = await staff.request.post('/api/v1/staff/beneficiaries', {
    data: {
      ...person,
      progresId: `KEN-DAD-2019-${String(randomInt(1_000_000)).padStart(6, '0')}`,
      vulnerabilityScore: 3,
    },
  });
  expect(created.status()).toBe(201);
  const registryPersonId = ((await created.json()) as { id: string }).id;
  const edited = await staff.request.patch(`/api/v1/staff/beneficiaries/${portalPersonId}`, {
    data: { dateOfBirth: person.dateOfBirth, location: person.location, gender: 'male', nationality: 'SOM' },
  });
  expect(edited.status()).toBe(200);

  // Detection runs in the background: wait for the pair to be raised.
  const pair = new Set([portalPersonId, registryPersonId]);
  await expect
    .poll(
      async () => {
        const page = (await (await staff.request.get('/api/v1/duplicates?status=pending&pageSize=100')).json()) as {
          items: Alert[];
        };
        return page.items.some((alert) => pair.has(alert.beneficiary1.id) && pair.has(alert.beneficiary2.id));
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBe(true);
  return { portalPersonId, registryPersonId };
}

/** Chooses a status and waits for that list to arrive (the previous one stays on screen meanwhile). */
async function filterBy(page: Page, status: string) {
  await Promise.all([
    page.waitForResponse(
      (response) => response.url().includes('/api/v1/duplicates?') && response.url().includes(`status=${status}`),
    ),
    page.getByLabel('Status').selectOption(status),
  ]);
}

/** The card of our pair: the list is highest risk first, so page on until it shows. */
async function findCard(page: Page, lastName: string) {
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`Possible duplicate: .*${lastName}`) }) });
  for (let pageNumber = 1; ; pageNumber += 1) {
    await page.getByRole('list', { name: 'Duplicate alerts' }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    if ((await card.count()) > 0 || (await next.count()) === 0 || (await next.isDisabled())) break;
    await page.getByText(new RegExp(`^Page ${pageNumber} of`)).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
  }
  return card;
}

describe.each([
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const)('duplicate alerts on the %s', (label, viewport) => {
  test('an officer reviews a pair side by side, confirms it, and the kept record holds the other one’s application', async () => {
    const staff = await browser.newPage({ viewport });
    const portal = await browser.newPage({ viewport });
    await signIn(staff, DEMO.officer, DEMO_PASSWORD, '/staff');
    const lastName = `Xuseen${letters(6)}`;
    const { registryPersonId } = await makeTwins(staff, portal, lastName);

    if (viewport.width < 1024) await staff.getByRole('button', { name: 'Open menu' }).click();
    await staff
      .getByRole('navigation', { name: 'Staff menu' })
      .getByRole('link', { name: 'Duplicate Alerts', exact: true })
      .click();
    await staff.getByRole('heading', { level: 1, name: 'Duplicate Detection Alerts' }).waitFor();
    await staff.getByText('Action required:').waitFor();
    await filterBy(staff, 'pending');

    const card = await findCard(staff, lastName);
    await card.getByRole('list', { name: 'Matching fields' }).getByText('Phone Number', { exact: true }).waitFor();
    await card.getByText(/Critical Risk|High Risk|Medium Risk/).waitFor();
    expect(await staff.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoSeriousA11yViolations(staff, `duplicate alerts (${label})`);

    // Details: every field side by side, differences named.
    await card.getByRole('button', { name: 'Details' }).click();
    const details = staff.getByRole('dialog', { name: 'Compare records' });
    const firstNames = details.getByRole('row').filter({ has: staff.getByRole('rowheader', { name: /First name/ }) });
    await firstNames.getByText('Differs').waitFor();
    await details.getByText('Emergency Cash Transfer', { exact: false }).first().waitFor();
    await expectNoSeriousA11yViolations(staff, `compare records (${label})`);
    await staff.keyboard.press('Escape');
    await details.waitFor({ state: 'detached' });

    // Confirm, keeping the registry record: the portal record's application moves to it.
    await card.getByRole('button', { name: 'Confirm Duplicate' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Confirm duplicate' });
    await confirm.getByRole('button', { name: 'Confirm Duplicate' }).click();
    await confirm.getByText('Choose the record to keep.').waitFor();
    await confirm.getByRole('radio', { name: new RegExp(`^Mohamed ${lastName}`) }).check();
    await confirm.getByText(/What happens to Maxamed .*'s record/).waitFor();
    await expectNoSeriousA11yViolations(staff, `confirm duplicate (${label})`);
    await confirm.getByRole('button', { name: 'Confirm Duplicate' }).click();
    await confirm.waitFor({ state: 'detached' });
    await staff.getByText('Duplicate confirmed: the records are merged.').waitFor();

    await staff.goto(`/staff/beneficiaries/${registryPersonId}`);
    await staff.getByRole('heading', { level: 1, name: `Mohamed ${lastName}` }).waitFor();
    await staff.getByText('Emergency Cash Transfer').first().waitFor();
    if (viewport.width < 1024) return;

    // An administrator reverses the merge: the alert is Under Review again.
    const admin = await browser.newPage({ viewport });
    await signIn(admin, DEMO.admin, DEMO_PASSWORD, '/staff');
    await admin.goto('/staff/duplicates');
    await filterBy(admin, 'resolved');
    const merged = await findCard(admin, lastName);
    await merged.getByRole('button', { name: 'Reverse merge' }).click();
    const reverse = admin.getByRole('dialog', { name: 'Reverse merge' });
    await reverse.getByRole('button', { name: 'Reverse merge' }).click();
    await admin.getByText('The merge is reversed and the alert is Under Review again.').waitFor();
    await filterBy(admin, 'reviewing');
    await (await findCard(admin, lastName)).getByText('Under Review', { exact: true }).waitFor();
  });
});
